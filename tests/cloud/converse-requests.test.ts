import { streamText } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConverse, type Heard } from '#functions/core/call/converse';
import { createExtractCall } from '#functions/core/call/extract';
import type { CallContext, ConversationStore } from '#functions/ports/call-conversation';
import { cloudModel } from '#functions/runtime/cloud-model';
import { readCloudSettings } from '#functions/runtime/cloud-settings';
import { lazyCloudModel } from '#functions/runtime/lazy-cloud-model';
import type { TranscriptTurn } from '#shared/contracts/research';
import { fakeAws } from '#tests/unit/adapters/aws/support/fake-aws';
import { eventStreamOf } from '#tests/unit/adapters/aws/support/fake-event-stream';
import { converseProblems } from './support/converse-validator';

/** Bedrock over HTTP (AWS_ENDPOINT_URL): the model adapter signs its own Converse requests. */
const aws = fakeAws();
beforeAll(() => aws.install());
afterAll(() => aws.restore());

/**
 * A fake Bedrock runtime: records the JSON body of each Converse request as it came over the
 * wire (with the `modelId` of its path) and answers with `reply`.
 */
function bedrock(reply: (body: unknown) => Record<string, unknown>) {
  aws.reset();
  const requests: { body: Record<string, unknown> }[] = [];
  aws.on('bedrock:Converse', (input) => {
    requests.push({ body: input });
    return {
      output: { message: { role: 'assistant', content: [reply(input)] } },
      stopReason: 'end_turn',
      usage: { inputTokens: 10, outputTokens: 5, totalTokens: 15 },
    };
  });
  const settings = readCloudSettings({
    AWS_REGION: 'us-east-1',
    BEDROCK_MODEL_ID: 'us.anthropic.claude-haiku-4-5-20251001-v1:0',
  });
  return { model: cloudModel(settings), requests };
}

function memoryStore(turns: TranscriptTurn[] = []): ConversationStore {
  const context: CallContext = {
    callId: 'res1_0a1b2c3d',
    researchId: 'res1',
    userId: 'u1',
    question: 'Do you have swimming lessons for 6-year-olds on Saturdays?',
    goal: 'Find Saturday swimming lessons for a 6-year-old',
    businessName: 'Riverside Pool',
    userFirstName: 'Sam',
    children: [{ years: 6, months: 0, gender: 'male', needs: 'Peanut allergy' }],
    isFollowUp: false,
    asks: [
      { key: 'saturday_lessons', label: 'Do you have lessons on Saturdays?', kind: 'yes_no' },
      { key: 'price', label: 'What does a lesson cost?', kind: 'money' },
    ],
    turns: [...turns],
  };
  return {
    getCallContext: async () => ({ ...context, turns: [...context.turns] }),
    appendTurns: async (_id, added) => {
      context.turns.push(...added);
      return true;
    },
    setOutcome: async () => {},
  };
}

const say = (text: string) => ({ text });
const endCall = (outcome: string) => ({
  toolUse: { toolUseId: 'tool-1', name: 'end_call', input: { outcome, farewell: 'Thank you, goodbye.' } },
});

/** Plays a call: the business says each line (null = silence); returns every request the agent built. */
async function play(
  lines: (string | null)[],
  reply: (body: unknown) => Record<string, unknown> = () => say('Could you tell me more?'),
) {
  const { model, requests } = bedrock(reply);
  const converse = createConverse({ store: memoryStore(), model, maxAgentTurns: 100 });
  let at = 0;
  for (const line of lines) {
    const heard: Heard | null = line === null ? null : { text: line, at };
    const result = await converse('res1_0a1b2c3d', heard);
    at = result.at + 5;
    if (result.done) break;
  }
  return requests;
}

function expectValid(requests: { body: Record<string, unknown> }[]) {
  expect(requests.length).toBeGreaterThan(0);
  for (const { body } of requests) expect(converseProblems(body as never)).toEqual([]);
}

describe('Converse requests the agent builds', () => {
  it('business speaks first: user first, alternating, system prompt in system', async () => {
    const requests = await play([
      'Hello, Riverside Pool, how can I help?',
      'Yes, Saturdays at 10.',
      'It is $80.',
    ]);
    expectValid(requests);
    expect(requests[0]?.body.modelId).toBe('us.anthropic.claude-haiku-4-5-20251001-v1:0');
    expect(JSON.stringify(requests[0]?.body.system)).toContain('Riverside Pool');
    expect(JSON.stringify(requests[0]?.body.system)).toContain(
      'Children (you may share their ages and needs): 6-year-old son, who has peanut allergy',
    );
  });

  it('agent speaks first: the opening line is never the first message', async () => {
    const requests = await play([null, 'Sorry, who is this?', 'We do, on Saturdays.']);
    expectValid(requests);
    const first = (requests[0]?.body.messages as { role: string }[] | undefined)?.[0];
    expect(first?.role).toBe('user');
  });

  it('silence after the agent: a stand-in user turn, never a blank text', async () => {
    const requests = await play(['Hello?', null, null, 'Still there?']);
    expectValid(requests);
  });

  it('voicemail: the agent ends the call with the end_call tool, and the request was valid', async () => {
    const requests = await play(
      ['You have reached Riverside Pool. Please leave a message after the tone.', '(beep)'],
      () => endCall('voicemail'),
    );
    expect(requests).toHaveLength(1);
    expectValid(requests);
    expect(JSON.stringify(requests[0]?.body.toolConfig)).toContain('end_call');
  });

  it('a 30-turn call stays valid at every turn', async () => {
    const lines = Array.from({ length: 30 }, (_, i) => (i % 7 === 3 ? null : `Answer number ${i + 1}.`));
    const requests = await play(lines);
    expect(requests.length).toBeGreaterThanOrEqual(25);
    expectValid(requests);
  });
});

describe('Converse requests the extractor builds', () => {
  it('sends one user prompt with the transcript and the instructions in system; reads the JSON tool', async () => {
    const { model, requests } = bedrock(() => ({
      toolUse: {
        toolUseId: 'tool-1',
        name: 'json',
        input: {
          summary: 'They have Saturday lessons at 10.',
          condensedSummary: 'Saturdays at 10',
          answers: [
            {
              key: 'saturday_lessons',
              status: 'answered',
              value: 'Yes, at 10',
              turn: 1,
              quote: 'Yes, at 10.',
            },
          ],
        },
      },
    }));
    const extraction = await createExtractCall({ model })({
      callId: 'c1',
      businessName: 'Riverside Pool',
      question: 'Saturday lessons?',
      asks: [{ key: 'saturday_lessons', label: 'Do you have lessons on Saturdays?', kind: 'yes_no' }],
      currency: 'USD',
      referenceDate: new Date('2026-11-24T12:00:00Z'),
      turns: [
        { speaker: 'agent', text: 'Hi, do you have Saturday lessons?', at: 0 },
        { speaker: 'business', text: 'Yes, at 10.', at: 4 },
      ],
    });
    expectValid(requests);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body.toolConfig).toMatchObject({ toolChoice: { any: {} } });
    expect(extraction.status).toBe('extracted');
    expect(extraction.answers.saturday_lessons).toMatchObject({ status: 'answered', normalized: true });
  });
});

describe('Converse requests the chat builds', () => {
  it('a conversation with a search, its result and an empty assistant message streams a valid request', async () => {
    aws.reset();
    aws.on('bedrock:ConverseStream', () =>
      eventStreamOf([
        { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Here are two pools.' } } },
        { contentBlockStop: { contentBlockIndex: 0 } },
        { messageStop: { stopReason: 'end_turn' } },
      ]),
    );
    const settings = readCloudSettings({
      AWS_REGION: 'us-east-1',
      BEDROCK_MODEL_ID: 'us.amazon.nova-lite-v1:0',
    });
    const result = streamText({
      // The chat's model, as its entry builds it: streaming, loaded on first use.
      model: lazyCloudModel(settings),
      system: 'You are the Askaround research assistant.',
      messages: [
        { role: 'user', content: 'Swim schools near Toronto?' },
        {
          role: 'assistant',
          content: [
            { type: 'tool-call', toolCallId: 't1', toolName: 'searchBusinesses', input: { query: 'swim' } },
          ],
        },
        {
          role: 'tool',
          content: [
            {
              type: 'tool-result',
              toolCallId: 't1',
              toolName: 'searchBusinesses',
              output: { type: 'json', value: [] },
            },
          ],
        },
        { role: 'assistant', content: '\n\n' },
        { role: 'user', content: 'Any with Saturday lessons?' },
      ],
    });
    expect(await result.text).toBe('Here are two pools.');
    const requests = aws.calls('bedrock:ConverseStream');
    expect(requests.map((r) => r.input.modelId)).toEqual(['us.amazon.nova-lite-v1:0']);
    expect(converseProblems(requests[0]?.input as never)).toEqual([]);
  });
});

describe('the Converse validator', () => {
  it('catches what Bedrock would refuse', () => {
    const system = [{ text: 'You are...' }];
    expect(
      converseProblems({ system, messages: [{ role: 'assistant', content: [{ text: 'Hi' }] }] }),
    ).toContain('first message is assistant');
    expect(
      converseProblems({
        system,
        messages: [
          { role: 'user', content: [{ text: 'a' }] },
          { role: 'user', content: [{ text: ' ' }] },
        ],
      }),
    ).toEqual(['message 1: two user messages in a row', 'message 1: blank text block']);
    expect(
      converseProblems({
        system,
        messages: [
          { role: 'user', content: [{ text: 'a' }] },
          { role: 'assistant', content: [{ toolUse: { toolUseId: 't1' } }] },
          { role: 'user', content: [{ text: 'b' }] },
        ],
      }),
    ).toEqual(['message 1: toolUse t1 has no toolResult next']);
    expect(converseProblems({ messages: [{ role: 'user', content: [{ text: 'a' }] }] })).toEqual([
      'no system prompt in system',
    ]);
  });
});
