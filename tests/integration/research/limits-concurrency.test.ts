import { describe, expect, it } from 'vitest';
import { createResearch } from '#functions/core/research/create-research';
import type { ResearchDeps } from '#functions/core/research/deps';
import { extendResearch } from '#functions/core/research/extend-research';
import { createApiHandler } from '#functions/http/dispatch';
import { createResearchRoutes } from '#functions/http/research';
import { createTestTable } from '../support/table';
import { createEngine, createProfile, creditsOf, fakeNetwork, updateProfile } from './engine-fixture';

const numbers = (area: string, count: number) =>
  Array.from({ length: count }, (_, i) => `+1${area}555${String(1000 + i)}`);

/** Runs the requests truly in parallel; answers each one's outcome without throwing. */
async function burst<T>(requests: (() => Promise<T>)[]) {
  const settled = await Promise.allSettled(requests.map((request) => request()));
  const ok = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const codes = settled.flatMap((s) =>
    s.status === 'rejected' ? [(s.reason as { code?: string }).code] : [],
  );
  return { ok, codes };
}

const start = (deps: ResearchDeps, userId: string, phoneNumbers: string[]) => () =>
  createResearch(deps, userId, { query: 'Prices?', location: 'Toronto', radiusMiles: 5, phoneNumbers });

describe('calling limits under parallel requests', () => {
  it('places no more calls than the daily limit for any burst, and refuses the rest with 429', async () => {
    const table = await createTestTable('daily-burst');
    const phones = numbers('416', 40);
    const network = fakeNetwork(
      Object.fromEntries(phones.map((p) => [p, { outcome: 'no_answer' as const }])),
    );
    const { engine, deps } = createEngine(table, network, { config: { dailyCallLimit: 10 } });
    const userId = await createProfile(table, 1000);
    // 20 researches of one call, then 10 of two calls: 10 calls at most in total.
    const single = await burst(phones.slice(0, 20).map((p) => start(deps, userId, [p])));
    const pairs = await burst(
      Array.from({ length: 10 }, (_, i) => start(deps, userId, phones.slice(20 + 2 * i, 22 + 2 * i))),
    );
    await Promise.all([...single.ok, ...pairs.ok].map((r) => engine.workflow.settled(r.id)));
    expect(single.ok).toHaveLength(10);
    expect(pairs.ok).toHaveLength(0);
    expect(new Set([...single.codes, ...pairs.codes])).toEqual(new Set(['rate_limited']));
    expect(network.placed).toHaveLength(10);
    expect(await creditsOf(table, userId)).toEqual({ credits: 1000, reserved: 0 });
  });

  it('calls one number exactly once per account in 24 hours, however many requests name it', async () => {
    const table = await createTestTable('number-burst');
    const phone = '+14165552001';
    const network = fakeNetwork({ [phone]: { outcome: 'no_answer' } });
    const { engine, deps } = createEngine(table, network);
    const userId = await createProfile(table, 300);
    const { ok, codes } = await burst(Array.from({ length: 10 }, () => start(deps, userId, [phone])));
    await Promise.all(ok.map((r) => engine.workflow.settled(r.id)));
    expect(ok).toHaveLength(1);
    expect(codes).toEqual(Array(9).fill('conflict'));
    expect(network.placed).toEqual([phone]);
  });

  it('calls one business at most BUSINESS_DAILY_CALL_LIMIT times across accounts', async () => {
    const table = await createTestTable('business-cap');
    const phone = '+14165552101';
    const network = fakeNetwork({ [phone]: { outcome: 'no_answer' } });
    const { engine, deps } = createEngine(table, network, { config: { businessDailyCallLimit: 2 } });
    const parents = await Promise.all(Array.from({ length: 4 }, () => createProfile(table, 300)));
    const { ok, codes } = await burst(
      parents.flatMap((userId) => Array.from({ length: 5 }, () => start(deps, userId, [phone]))),
    );
    await Promise.all(ok.map((r) => engine.workflow.settled(r.id)));
    expect(ok).toHaveLength(2);
    expect(new Set(ok.map((r) => r.userId)).size).toBe(2);
    expect(codes).toHaveLength(18);
    expect(network.placed).toEqual([phone, phone]);
    const refused = await start(deps, parents.find((p) => !ok.some((r) => r.userId === p)) as string, [
      phone,
    ])().catch((error: Error) => error.message);
    expect(refused).toMatch(
      /already called 2 times in the last 24 hours.*can be called again after \w{3} \d+, \d\d:\d\d UTC/,
    );
  });

  it('accepts one follow-up of a call at a time', async () => {
    const table = await createTestTable('follow-up-burst');
    const phone = '+14165552201';
    const network = fakeNetwork({ [phone]: { outcome: 'answered', price: 30, delayMs: 200 } });
    const { engine, deps } = createEngine(table, network);
    const userId = await createProfile(table, 300);
    const research = await start(deps, userId, [phone])();
    await engine.workflow.settled(research.id);
    const [call] = await deps.calls.listByResearch(research.id);
    const { ok, codes } = await burst(
      Array.from(
        { length: 10 },
        () => () =>
          extendResearch(deps, userId, {
            researchId: research.id,
            additionalContext: 'And on weekends?',
            followUpCallIds: [call?.id as string],
            additionalCalls: 0,
          }),
      ),
    );
    await engine.workflow.settled(research.id);
    expect(ok).toHaveLength(1);
    expect(codes).toEqual(Array(9).fill('conflict'));
    expect(network.placed).toEqual([phone, phone]);
  });

  it('does not count a call that failed for a technical reason', async () => {
    const table = await createTestTable('technical-failure');
    const phone = '+14165552301';
    const network = fakeNetwork({ [phone]: { outcome: 'failed' } });
    const { engine, deps } = createEngine(table, network, {
      config: { dailyCallLimit: 1, businessDailyCallLimit: 1 },
    });
    const userId = await createProfile(table, 300);
    const first = await start(deps, userId, [phone])();
    await engine.workflow.settled(first.id);
    expect((await deps.calls.listByResearch(first.id))[0]?.status).toBe('failed');
    const again = await start(deps, userId, [phone])();
    await engine.workflow.settled(again.id);
    expect(network.placed).toEqual([phone, phone]);
  });

  it('gives the limits back when the credits cannot pay for the calls', async () => {
    const table = await createTestTable('refused-credits');
    const phone = '+14165552401';
    const network = fakeNetwork({ [phone]: { outcome: 'no_answer' } });
    const { engine, deps } = createEngine(table, network, { config: { dailyCallLimit: 1 } });
    const userId = await createProfile(table, 2);
    await expect(start(deps, userId, [phone])()).rejects.toMatchObject({ code: 'insufficient_credits' });
    await updateProfile(table, userId, {
      UpdateExpression: 'SET credits = :c',
      ExpressionAttributeValues: { ':c': 30 },
    });
    const research = await start(deps, userId, [phone])();
    await engine.workflow.settled(research.id);
    expect(network.placed).toEqual([phone]);
  });

  it('answers a parallel burst of HTTP requests with one 201, then 409 and 429 saying when the limit frees up', async () => {
    const table = await createTestTable('http-burst');
    const phone = '+14165552501';
    const { engine, deps } = createEngine(table, fakeNetwork({ [phone]: { outcome: 'no_answer' } }), {
      config: { dailyCallLimit: 2 },
    });
    const api = createApiHandler(
      createResearchRoutes({ research: { ...deps, recordings: null, visualize: null } }),
      async (token) => token,
    );
    const userId = await createProfile(table, 300);
    const post = (phoneNumbers: string[]) =>
      api({
        httpMethod: 'POST',
        resource: '/api/researches',
        path: '/api/researches',
        pathParameters: null,
        headers: { authorization: `Bearer ${userId}` },
        body: JSON.stringify({ query: 'Prices?', location: 'Toronto', phoneNumbers }),
        isBase64Encoded: false,
        queryStringParameters: null,
      } as never);
    const responses = await Promise.all(Array.from({ length: 12 }, () => post([phone])));
    expect(responses.map((r) => r.status).sort()).toEqual([201, ...Array(11).fill(409)]);
    const refused = (await responses.find((r) => r.status === 409)?.json()) as {
      message: string;
      details: { retryAt: string };
    };
    expect(refused.message).toMatch(
      /^No business in this research can be called now: \+14165552501 \(already called in the last 24 hours from your account; it can be called again after /,
    );
    expect(Date.parse(refused.details.retryAt) - Date.now()).toBeGreaterThan(23 * 3600_000);
    const overLimit = await post(['+14165552502', '+14165552503']);
    expect(overLimit.status).toBe(429);
    expect(((await overLimit.json()) as { details: unknown }).details).toMatchObject({
      limit: 2,
      placedToday: 1,
    });
    const created = (await responses.find((r) => r.status === 201)?.json()) as { id: string };
    await engine.workflow.settled(created.id);
  });
});
