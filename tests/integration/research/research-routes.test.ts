import { beforeAll, describe, expect, it } from 'vitest';
import { createApiHandler } from '#functions/http/dispatch';
import { createResearchRoutes } from '#functions/http/research';
import type { Recordings } from '#functions/ports/recordings';
import { createTestTable } from '../support/table';
import { createEngine, createProfile, fakeNetwork } from './engine-fixture';

type Api = ReturnType<typeof createApiHandler>;

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON bodies.
const json = (res: Response): Promise<any> => res.json();

function request(api: Api, userId: string, method: string, resource: string, path: string, body?: unknown) {
  const params = Object.fromEntries(
    [...resource.matchAll(/\{(\w+)\}/g)].map((m, i) => [
      m[1],
      path.split('/')[resource.split('/').indexOf(`{${m[1]}}`)] ?? String(i),
    ]),
  );
  return api({
    httpMethod: method,
    resource,
    path,
    pathParameters: params,
    headers: { authorization: `Bearer ${userId}` },
    body: body === undefined ? null : JSON.stringify(body),
    isBase64Encoded: false,
    queryStringParameters: null,
  } as never);
}

const recordings: Recordings = {
  put: async () => {},
  exists: async () => true,
  signedUrl: async (key) => ({ url: `/files/${key}?sig=x`, expiresAt: new Date(Date.now() + 300_000) }),
  delete: async () => {},
};

describe('research routes', () => {
  let api: Api;
  let owner: string;
  let other: string;
  let researchId: string;
  let callId: string;
  let engine: ReturnType<typeof createEngine>['engine'];
  let table: Awaited<ReturnType<typeof createTestTable>>;

  beforeAll(async () => {
    table = await createTestTable('routes');
    const network = fakeNetwork({
      '+14165559001': { outcome: 'answered', price: 40 },
      '+14165559020': { outcome: 'answered', price: 40, delayMs: 400 },
    });
    const built = createEngine(table, network, {
      config: { dailyCallLimit: 3, doNotCall: ['+14165559009'] },
    });
    engine = built.engine;
    const deps = {
      ...built.deps,
      recordings,
      visualize: async () => ({
        type: 'bar',
        title: 'Prices',
        description: 'Price',
        config: { data: [{ name: 'x', value: 1 }] },
      }),
    };
    api = createApiHandler(createResearchRoutes({ research: deps }), async (token) => token);
    owner = await createProfile(table, 100);
    other = await createProfile(table, 100);
    const res = await request(api, owner, 'POST', '/api/researches', '/api/researches', {
      query: 'Price of a lesson?',
      location: 'Toronto',
      phoneNumbers: ['(416) 555-9001'],
    });
    expect(res.status).toBe(201);
    researchId = (await json(res)).id;
    await engine.workflow.settled(researchId);
    const calls = await json(
      await request(api, owner, 'GET', '/api/researches/{id}/calls', `/api/researches/${researchId}/calls`),
    );
    callId = calls[0].id;
  });

  it('answers 404 for another user on every research and call route', async () => {
    const routes: [string, string, string, unknown?][] = [
      ['GET', '/api/researches/{id}', `/api/researches/${researchId}`],
      ['GET', '/api/researches/{id}/calls', `/api/researches/${researchId}/calls`],
      ['POST', '/api/researches/{id}/stop', `/api/researches/${researchId}/stop`],
      ['DELETE', '/api/researches/{id}', `/api/researches/${researchId}`],
      ['GET', '/api/users/{userId}/researches', `/api/users/${owner}/researches`],
      [
        'GET',
        '/api/preferences/live-updates/{userId}/{researchId}',
        `/api/preferences/live-updates/${other}/${researchId}`,
      ],
      ['GET', '/api/call-records/{callId}', `/api/call-records/${callId}`],
      ['GET', '/api/call-records/{callId}/visualizations', `/api/call-records/${callId}/visualizations`],
      [
        'POST',
        '/api/call-records/{callId}/generate-visualization',
        `/api/call-records/${callId}/generate-visualization`,
      ],
      ['GET', '/api/call-records/{callId}/recording', `/api/call-records/${callId}/recording`],
      [
        'POST',
        '/api/research-extensions',
        '/api/research-extensions',
        { researchId, additionalContext: 'more' },
      ],
    ];
    for (const [method, resource, path, body] of routes) {
      const res = await request(api, other, method, resource, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });

  it('lists calls as summaries without transcripts, and returns the transcript per call', async () => {
    const calls = await json(
      await request(api, owner, 'GET', '/api/researches/{id}/calls', `/api/researches/${researchId}/calls`),
    );
    expect(calls[0]).toMatchObject({ id: callId, status: 'completed', extractedData: { price: 40 } });
    expect(calls[0]).not.toHaveProperty('turns');
    expect(calls[0]).not.toHaveProperty('transcript');
    const res = await request(api, owner, 'GET', '/api/call-records/{callId}', `/api/call-records/${callId}`);
    expect(res.status).toBe(200);
    const record = await json(res);
    expect(record).toMatchObject({ ...calls[0], transcript: expect.stringContaining('$40') });
    expect(record.turns.length).toBeGreaterThan(0);
  });

  it('answers 404 for a call record that does not exist', async () => {
    const missing = `${researchId}_00000000`;
    const res = await request(
      api,
      owner,
      'GET',
      '/api/call-records/{callId}',
      `/api/call-records/${missing}`,
    );
    expect(res.status).toBe(404);
  });

  it('returns the call with its recording route, a signed recording URL and a generated visualization', async () => {
    const calls = await json(
      await request(api, owner, 'GET', '/api/researches/{id}/calls', `/api/researches/${researchId}/calls`),
    );
    expect(calls[0]).toMatchObject({
      status: 'completed',
      audioUrl: `/api/call-records/${callId}/recording`,
    });
    const rec = await request(
      api,
      owner,
      'GET',
      '/api/call-records/{callId}/recording',
      `/api/call-records/${callId}/recording`,
    );
    expect((await json(rec)).url).toContain('sig=');
    const gen = await request(
      api,
      owner,
      'POST',
      '/api/call-records/{callId}/generate-visualization',
      `/api/call-records/${callId}/generate-visualization`,
    );
    expect(gen.status).toBe(201);
    const list = await json(
      await request(
        api,
        owner,
        'GET',
        '/api/call-records/{callId}/visualizations',
        `/api/call-records/${callId}/visualizations`,
      ),
    );
    expect(list).toHaveLength(1);
  });

  it('refuses a research the balance cannot pay for with the exact 402 message', async () => {
    const poor = await createProfile(table, 5);
    const res = await request(api, poor, 'POST', '/api/researches', '/api/researches', {
      query: 'Prices?',
      location: 'Toronto',
      phoneNumbers: ['+14165559011', '+14165559012'],
    });
    expect(res.status).toBe(402);
    expect((await json(res)).message).toBe('This research needs 6 credits; you have 5.');
    const list = await json(
      await request(api, poor, 'GET', '/api/users/{userId}/researches', `/api/users/${poor}/researches`),
    );
    expect(list).toEqual([]);
  });

  it('keeps the live-updates preference per research, on by default', async () => {
    const path = `/api/preferences/live-updates/${owner}/${researchId}`;
    const resource = '/api/preferences/live-updates/{userId}/{researchId}';
    expect(await json(await request(api, owner, 'GET', resource, path))).toEqual({ enabled: true });
    await request(api, owner, 'PUT', resource, path, { enabled: false });
    expect(await json(await request(api, owner, 'GET', resource, path))).toEqual({ enabled: false });
  });

  it('skips a number called in the last 24 hours and answers 409 when none is left', async () => {
    const res = await request(api, owner, 'POST', '/api/researches', '/api/researches', {
      query: 'Again?',
      location: 'Toronto',
      phoneNumbers: ['+14165559001'],
    });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toMatch(/already called in the last 24 hours/);
  });

  it('answers 400 for a phone number that cannot be normalized', async () => {
    const res = await request(api, owner, 'POST', '/api/researches', '/api/researches', {
      query: 'Prices?',
      location: 'Toronto',
      phoneNumbers: ['12ab'],
    });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toContain('is not a valid phone number');
  });

  it('answers 429 past the daily call limit', async () => {
    const res = await request(api, owner, 'POST', '/api/researches', '/api/researches', {
      query: 'Prices?',
      location: 'Toronto',
      phoneNumbers: ['+14165559002', '+14165559003', '+14165559004'],
    });
    expect(res.status).toBe(429);
    const body = await json(res);
    expect(body.message).toMatch(
      /^You have reached today's limit of 3 calls \(\d placed today, 3 more asked\)\. It resets at \w{3} \d+, 00:00 UTC\.$/,
    );
    expect(body.details).toMatchObject({ limit: 3, retryAt: expect.stringMatching(/T00:00:00\.000Z$/) });
  });

  it('seeds demo researches only for a user with fewer than 5', async () => {
    const first = await request(api, other, 'POST', '/api/demo/seed', '/api/demo/seed', { userId: other });
    expect(await json(first)).toEqual({ success: true, alreadySeeded: false });
    const mine = await json(
      await request(api, other, 'GET', '/api/users/{userId}/researches', `/api/users/${other}/researches`),
    );
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.every((r: { status: string }) => r.status === 'completed')).toBe(true);
    await request(api, other, 'POST', '/api/demo/seed', '/api/demo/seed', { userId: other });
    await request(api, other, 'POST', '/api/demo/seed', '/api/demo/seed', { userId: other });
    const again = await request(api, other, 'POST', '/api/demo/seed', '/api/demo/seed', { userId: other });
    expect(await json(again)).toEqual({ success: true, alreadySeeded: true });
    const wrong = await request(api, other, 'POST', '/api/demo/seed', '/api/demo/seed', { userId: owner });
    expect(wrong.status).toBe(404);
  });

  it('answers 409 when extending a research that is still running, then deletes it with its calls', async () => {
    const user = await createProfile(table, 30);
    const created = await request(api, user, 'POST', '/api/researches', '/api/researches', {
      query: 'Prices?',
      location: 'Toronto',
      phoneNumbers: ['+14165559020'],
    });
    const id = (await json(created)).id;
    const extend = await request(api, user, 'POST', '/api/research-extensions', '/api/research-extensions', {
      researchId: id,
      additionalContext: 'More please',
    });
    expect(extend.status).toBe(409);
    await engine.workflow.settled(id);
    const callsBefore = await json(
      await request(api, user, 'GET', '/api/researches/{id}/calls', `/api/researches/${id}/calls`),
    );
    expect(callsBefore).toHaveLength(1);
    const removed = await request(api, user, 'DELETE', '/api/researches/{id}', `/api/researches/${id}`);
    expect(removed.status).toBe(204);
    expect((await request(api, user, 'GET', '/api/researches/{id}', `/api/researches/${id}`)).status).toBe(
      404,
    );
    expect(await engine.deps.calls.listByResearch(id)).toEqual([]);
  });
});
