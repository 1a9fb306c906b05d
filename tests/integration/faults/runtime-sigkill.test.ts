import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDocumentClient } from '#functions/adapters/aws/dynamo/client';
import { freePort } from '#infra/local/free-port';
import { expectSettledAndChargedOnce, phones } from './fault-harness';

const ROOT = resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'askaround-fault-kill-'));
const children: ChildProcess[] = [];

/** `npm start` as a child on PORT and DATA_DIR; resolves once /api/config answers. */
async function startRuntime(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      POWERTOOLS_LOG_LEVEL: 'ERROR',
      SIMULATION_SPEED: '120',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the runtime exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://localhost:${port}/api/config`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the runtime did not start within 40 s');
}

/** Signs a fresh user in with the demo code. */
async function signIn(url: string, email: string): Promise<{ token: string; userId: string }> {
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('/api/auth/send-otp', { email })).status).toBe(200);
  const verified = await post('/api/auth/verify-otp', { email, token: '123456' });
  expect(verified.status).toBe(200);
  const body = (await verified.json()) as { accessToken: string; user: { id: string } };
  return { token: body.accessToken, userId: body.user.id };
}

/** The runtime's own DynamoDB Local, found through the pid file it keeps under DATA_DIR. */
function runtimeTable() {
  const pid = readFileSync(join(dataDir, 'dynamodb', 'dynamodb-local.pid'), 'utf8').trim();
  const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  const port = args[args.indexOf('-port') + 1];
  return { doc: createDocumentClient({ endpoint: `http://127.0.0.1:${port}` }), tableName: 'askaround' };
}

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 3000));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the runtime killed with SIGKILL mid-research', () => {
  it('resumes the research on restart: final status, completed calls kept, each charged once', async () => {
    const port = await freePort();
    const first = await startRuntime(port);
    const url = `http://localhost:${port}`;
    const { token, userId } = await signIn(url, `fault-kill-${Date.now()}@example.com`);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    expect(
      (await fetch(`${url}/api/users`, { method: 'POST', headers, body: '{"name":"Pat"}' })).status,
    ).toBe(201);
    const created = await fetch(`${url}/api/researches`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        query: 'What does a weekly swim class cost?',
        location: 'Toronto, ON',
        phoneNumbers: phones(8, '416730'),
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const callsNow = async () =>
      (await (await fetch(`${url}/api/researches/${id}/calls`, { headers })).json()) as {
        id: string;
        status: string;
      }[];
    let completedBefore: string[] = [];
    for (
      const until = Date.now() + 30_000;
      Date.now() < until;
      await new Promise((r) => setTimeout(r, 150))
    ) {
      completedBefore = (await callsNow()).filter((c) => c.status === 'completed').map((c) => c.id);
      if (completedBefore.length >= 1) break;
    }
    expect(completedBefore.length).toBeGreaterThanOrEqual(1);
    const research = (await (await fetch(`${url}/api/researches/${id}`, { headers })).json()) as {
      status: string;
    };
    expect(research.status).toBe('in_progress');

    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    await startRuntime(port);

    let status = 'in_progress';
    for (
      const until = Date.now() + 40_000;
      Date.now() < until;
      await new Promise((r) => setTimeout(r, 300))
    ) {
      status = (
        (await (await fetch(`${url}/api/researches/${id}`, { headers })).json()) as { status: string }
      ).status;
      if (['completed', 'incomplete', 'failed'].includes(status)) break;
    }
    expect(status).toBe('completed');
    const final = await expectSettledAndChargedOnce(runtimeTable(), id, userId, 100);
    for (const callId of completedBefore) expect(final.completed.map((c) => c.id)).toContain(callId);
    expect(final.calls).toHaveLength(8);
  }, 150_000);
});
