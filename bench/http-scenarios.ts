import { type BenchServer, signInDemoUser } from './server';

/** One autocannon scenario: the request to repeat, prepared once (may sign in and create data). */
export interface Scenario {
  name: string;
  /** `raised-limits`: served by bench/raised-limits-main.ts (the sign-in limiter would answer 429). */
  server?: 'npm-start' | 'raised-limits';
  /** Also measure the route's query on DynamoDB Local alone (bench/local-query.ts), beside it. */
  queryOnLocal?: true;
  prepare(
    server: BenchServer,
  ): Promise<{ path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }>;
}

const FINAL = ['completed', 'incomplete', 'failed'];

/** Creates the signed-in user's profile (signing in alone makes no profile: GET /api/users/{id} would be 404). */
async function createProfile(url: string, token: string): Promise<void> {
  const profile = await fetch(`${url}/api/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Parent' }),
  });
  if (profile.status !== 201)
    throw new Error(`create profile answered ${profile.status}: ${await profile.text()}`);
}

/** Creates a research of `count` numbers through the API and waits until it reaches a final status. */
async function createFinishedResearch(url: string, token: string, count: number): Promise<string> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // A new profile starts with 100 credits; 25 calls hold 75.
  await createProfile(url, token);
  const phoneNumbers = Array.from({ length: count }, (_, i) => `+1416555${String(2000 + i)}`);
  const created = await fetch(`${url}/api/researches`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: 'What does a weekly class cost?', location: 'Toronto, ON', phoneNumbers }),
  });
  if (created.status !== 201)
    throw new Error(`create research answered ${created.status}: ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const deadline = Date.now() + 300_000;
  for (;;) {
    const research = (await (await fetch(`${url}/api/researches/${id}`, { headers })).json()) as {
      status: string;
    };
    if (FINAL.includes(research.status)) break;
    if (Date.now() > deadline) throw new Error(`research ${id} still ${research.status} after 300 s`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  const calls = (await (await fetch(`${url}/api/researches/${id}/calls`, { headers })).json()) as unknown[];
  if (calls.length !== count) throw new Error(`research ${id} has ${calls.length} calls, expected ${count}`);
  return id;
}

export const scenarios: Scenario[] = [
  { name: 'GET /api/config', prepare: async () => ({ path: '/api/config' }) },
  {
    name: 'GET /api/users/{id} (DynamoDB)',
    prepare: async (server) => {
      const { token, userId } = await signInDemoUser(server.url, `bench-${Date.now()}@example.com`);
      await createProfile(server.url, token);
      return { path: `/api/users/${userId}`, headers: { authorization: `Bearer ${token}` } };
    },
  },
  {
    name: 'GET /api/researches/{id}/calls (25 calls)',
    queryOnLocal: true,
    prepare: async (server) => {
      const { token } = await signInDemoUser(server.url, `bench-calls-${Date.now()}@example.com`);
      const id = await createFinishedResearch(server.url, token, 25);
      return { path: `/api/researches/${id}/calls`, headers: { authorization: `Bearer ${token}` } };
    },
  },
  {
    name: 'POST /api/auth/verify-otp (sign-in, demo code)',
    server: 'raised-limits',
    prepare: async (server) => {
      const email = `bench-signin-${Date.now()}@example.com`;
      await signInDemoUser(server.url, email);
      return {
        path: '/api/auth/verify-otp',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, token: '123456' }),
      };
    },
  },
];
