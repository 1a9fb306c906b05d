import { beforeAll, describe, expect, it } from 'vitest';
import { personaFor } from '#functions/adapters/local/phone-network/persona';
import { createScriptedModel } from '#functions/adapters/local/scripted-model/scripted-model';
import { createApiHandler } from '#functions/http/dispatch';
import { createResearchRoutes } from '#functions/http/research';
import { systemClock } from '#functions/ports/clock';
import { createLocalResearch } from '#functions/runtime/local-research';
import type { Ask } from '#shared/contracts/asks';
import { createTestTable } from '../support/table';
import { createProfile, testConfig } from './engine-fixture';

const QUESTION = 'Do you have Saturday classes, what is the monthly fee, and is there a sibling discount?';

const EIGHT_LABELS = [
  'Do you have Saturday classes?',
  'What is the monthly fee?',
  'Is there a sibling discount?',
  'Do you offer a free trial?',
  'What ages do you take?',
  'How long is each class?',
  'Is there parking?',
  'Do you have a waitlist?',
];
const EIGHT_PARTS = EIGHT_LABELS.join(' ');

/** Numbers whose simulated business picks up, for the names "Studio 1", "Studio 2"… */
function answering(count: number, from: number): string[] {
  const numbers: string[] = [];
  for (let n = from; numbers.length < count; n++) {
    const phone = `+1416555${String(n).padStart(4, '0')}`;
    if (personaFor(phone, `Studio ${numbers.length + 1}`).line === 'answers') numbers.push(phone);
  }
  return numbers;
}

describe('asks through the API and the embedded runtime', () => {
  let api: ReturnType<typeof createApiHandler>;
  let local: ReturnType<typeof createLocalResearch>;
  let userId: string;

  const call = async (
    method: string,
    path: string,
    body?: unknown,
    resource = path,
    params?: string | Record<string, string>,
  ) => {
    const res = await api({
      httpMethod: method,
      resource,
      path,
      pathParameters: typeof params === 'string' ? { id: params } : (params ?? {}),
      headers: { authorization: `Bearer ${userId}` },
      body: body === undefined ? null : JSON.stringify(body),
      isBase64Encoded: false,
      queryStringParameters: null,
    } as never);
    // biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON bodies.
    return { status: res.status, body: (await res.json().catch(() => null)) as any };
  };
  const callsOf = async (researchId: string) =>
    (
      await call(
        'GET',
        `/api/researches/${researchId}/calls`,
        undefined,
        '/api/researches/{id}/calls',
        researchId,
      )
    ).body;
  // The list carries summaries; turns and the transcript come with each call's detail.
  const detailOf = async (callId: string) =>
    (await call('GET', `/api/call-records/${callId}`, undefined, '/api/call-records/{callId}', { callId }))
      .body;
  const settle = async (researchId: string) => {
    await local.engine.workflow.settled(researchId);
    await local.network.idle();
  };
  /** Creates a research of `query` calling one studio, and waits for its call to end. */
  const settledResearch = async (query: string, phoneBase: number) => {
    const created = await call('POST', '/api/researches', {
      query,
      location: 'Toronto, ON',
      phoneNumbers: answering(1, phoneBase),
      businessNames: ['Studio 1'],
    });
    await settle(created.body.id);
    return created;
  };

  beforeAll(async () => {
    const table = await createTestTable('asks-api');
    local = createLocalResearch({
      table,
      config: testConfig(),
      model: createScriptedModel(),
      mailer: { send: async () => {} },
      places: {
        searchText: async () =>
          answering(3, 4000).map(
            (phone, i) => ({ name: `Studio ${i + 1}`, phone, address: 'Main St' }) as never,
          ),
        suggest: async () => [],
        reverse: async () => null,
      },
      clock: systemClock,
      speed: 2000,
    });
    api = createApiHandler(createResearchRoutes({ research: local.http }), async (token) => token);
    userId = await createProfile(table, 200);
  });

  it('POST /api/asks splits a three-part question, and says what is wrong with an empty one', async () => {
    const derived = await call('POST', '/api/asks', { question: QUESTION });
    expect(derived.status).toBe(200);
    expect(derived.body.asks.map((a: Ask) => a.kind)).toEqual(['yes_no', 'money', 'yes_no']);
    const empty = await call('POST', '/api/asks', { question: '  ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toMatch(/describe what you want to research/);
  });

  it('POST /api/asks names the parts of a question beyond six as left out; a research asks the first six', async () => {
    const derived = await call('POST', '/api/asks', { question: EIGHT_PARTS });
    expect(derived.status).toBe(200);
    expect(derived.body.asks.map((a: Ask) => a.label)).toEqual(EIGHT_LABELS.slice(0, 6));
    expect(derived.body.leftOut).toEqual([
      { key: 'parking', label: 'Is there parking?', kind: 'yes_no' },
      { key: 'waitlist', label: 'Do you have a waitlist?', kind: 'yes_no' },
    ]);
    expect((await call('POST', '/api/asks', { question: QUESTION })).body.leftOut).toEqual([]);

    const created = await settledResearch(EIGHT_PARTS, 8000);
    expect(created.body.asks).toEqual(derived.body.asks);
  });

  it('derives at least three asks for a three-part question, and each call asks them in order', async () => {
    const created = await call('POST', '/api/researches', {
      query: QUESTION,
      location: 'Toronto, ON',
      phoneNumbers: answering(3, 3000),
      businessNames: ['Studio 1', 'Studio 2', 'Studio 3'],
    });
    expect(created.status).toBe(201);
    const asks: Ask[] = created.body.asks;
    expect(asks.length).toBeGreaterThanOrEqual(3);
    await settle(created.body.id);
    const calls = await callsOf(created.body.id);
    const completed = calls.filter((c: { status: string }) => c.status === 'completed');
    expect(completed.length).toBeGreaterThan(0);
    for (const c of completed) {
      expect(c.asks).toEqual(asks);
      const agent: string[] = (await detailOf(c.id)).turns
        .filter((t: { speaker: string }) => t.speaker === 'agent')
        .map((t: { text: string }) => t.text.toLowerCase());
      const firstAsked = asks.map((ask) =>
        agent.findIndex((line) => line.includes(ask.label.slice(1).toLowerCase())),
      );
      expect(firstAsked.every((at, i) => at >= 0 && (i === 0 || at > firstAsked[i - 1]!))).toBe(true);
    }
  });

  it('stores edited asks as given, and refuses repeated keys or more than six', async () => {
    const asks = [{ key: 'trial_class', label: 'Is the first class free?', kind: 'yes_no' }];
    const created = await call('POST', '/api/researches', {
      query: QUESTION,
      location: 'Toronto, ON',
      phoneNumbers: answering(1, 5000),
      businessNames: ['Studio 1'],
      asks,
    });
    expect(created.status).toBe(201);
    expect(created.body.asks).toEqual(asks);
    await settle(created.body.id);
    expect((await callsOf(created.body.id))[0].asks).toEqual(asks);

    const base = { query: QUESTION, location: 'Toronto, ON', phoneNumbers: ['+14165550100'] };
    const repeated = await call('POST', '/api/researches', { ...base, asks: [asks[0], asks[0]] });
    expect(repeated.status).toBe(400);
    expect(JSON.stringify(repeated.body)).toMatch(/Each ask needs its own key/);
    const seven = Array.from({ length: 7 }, (_, i) => ({ ...asks[0], key: `ask_${i}` }));
    expect((await call('POST', '/api/researches', { ...base, asks: seven })).status).toBe(400);
  });

  it('asks a follow-up as new asks, and an extension carries the research asks plus the added ones', async () => {
    const created = await settledResearch('How much is a lesson and what ages do you take?', 6000);
    const [first] = await callsOf(created.body.id);
    expect(first.status).toBe('completed');

    const followUp = await call('POST', '/api/research-extensions', {
      researchId: created.body.id,
      additionalContext: 'Do you have a waitlist?',
      followUpCallIds: [first.id],
    });
    expect(followUp.status).toBe(201);
    await settle(created.body.id);
    const again = (await callsOf(created.body.id)).find((c: { is_follow_up: boolean }) => c.is_follow_up);
    expect(again.asks).toEqual([{ key: 'waitlist', label: 'Do you have a waitlist?', kind: 'yes_no' }]);
    expect((await detailOf(again.id)).transcript).toMatch(/do you have a waitlist\?/i);

    const additionalContext = 'Closer to downtown. Also, are you open on Sundays?';
    const previewPath = `/api/researches/${created.body.id}/extension-asks`;
    const preview = await call(
      'POST',
      previewPath,
      { additionalContext },
      '/api/researches/{id}/extension-asks',
      created.body.id,
    );
    expect(preview.status).toBe(200);
    const extended = await call('POST', '/api/research-extensions', {
      researchId: created.body.id,
      additionalContext,
      additionalCalls: 2,
    });
    expect(extended.status).toBe(201);
    const labels = extended.body.research.asks.map((a: Ask) => a.label);
    expect(labels).toEqual(['How much is a lesson?', 'What ages do you take?', 'Are you open on Sundays?']);
    expect(preview.body.asks).toEqual(extended.body.research.asks);

    // Another parent's research is not found; an empty context says what is missing.
    const owner = userId;
    userId = 'someone-else';
    const foreign = await call(
      'POST',
      previewPath,
      { additionalContext },
      '/api/researches/{id}/extension-asks',
      created.body.id,
    );
    userId = owner;
    expect(foreign.status).toBe(404);
    const empty = await call(
      'POST',
      previewPath,
      { additionalContext: ' ' },
      '/api/researches/{id}/extension-asks',
      created.body.id,
    );
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Please provide additional context for your research');
    await settle(created.body.id);
    const added = (await callsOf(created.body.id)).slice(-2);
    for (const c of added) expect(c.asks.map((a: Ask) => a.label)).toEqual(labels);
  });

  it('asks a follow-up with the asks the parent reviewed, when sent', async () => {
    const created = await settledResearch('How much is a lesson?', 6500);
    const [first] = await callsOf(created.body.id);
    const reviewed: Ask[] = [
      { key: 'waitlist_length', label: 'How long is the waitlist?', kind: 'duration' },
    ];
    const followUp = await call('POST', '/api/research-extensions', {
      researchId: created.body.id,
      additionalContext: 'Do you have a waitlist?',
      followUpCallIds: [first.id],
      asks: reviewed,
    });
    expect(followUp.status).toBe(201);
    await settle(created.body.id);
    const again = (await callsOf(created.body.id)).find((c: { is_follow_up: boolean }) => c.is_follow_up);
    expect(again.asks).toEqual(reviewed);
  });

  it('still reads researches and calls stored before asks existed; their calls ask the question', async () => {
    const created = await settledResearch('What are your hours?', 7000);
    const { asks: _researchAsks, ...old } = created.body;
    await local.engine.deps.researches.put(old);
    const [stored] = await local.engine.deps.calls.listByResearch(created.body.id);
    const { asks: _callAsks, ...oldCall } = stored!;
    await local.engine.deps.calls.putMany([oldCall]);

    const path = `/api/researches/${created.body.id}`;
    const read = await call('GET', path, undefined, '/api/researches/{id}', created.body.id);
    expect(read.status).toBe(200);
    expect(read.body.asks).toBeUndefined();
    expect((await callsOf(created.body.id))[0].asks).toBeUndefined();
    const context = await local.engine.conversation.getCallContext(stored!.id);
    expect(context?.asks).toEqual([{ key: 'answer', label: 'What are your hours?', kind: 'text' }]);
  });

  // Last: its extension calls the place of the three searched that the other extension does not.
  it('an extension of a research asking six names the questions of its context that did not fit', async () => {
    const created = await settledResearch(EIGHT_PARTS, 8500);
    const additionalContext = 'Also, are you open on Sundays? And is there parking?';
    const preview = await call(
      'POST',
      `/api/researches/${created.body.id}/extension-asks`,
      { additionalContext },
      '/api/researches/{id}/extension-asks',
      created.body.id,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.asks).toEqual(created.body.asks);
    expect(preview.body.leftOut.map((a: Ask) => a.label)).toEqual([
      'Are you open on Sundays?',
      'Is there parking?',
    ]);
    const extended = await call('POST', '/api/research-extensions', {
      researchId: created.body.id,
      additionalContext,
      additionalCalls: 1,
    });
    expect(extended.status).toBe(201);
    expect(extended.body.research.asks).toEqual(created.body.asks);
    await settle(created.body.id);
  });
});
