import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '#infra/local/free-port';

export interface BenchServer {
  url: string;
  /** CPU seconds the server's own Node process has used so far (not DynamoDB Local's JVM); NaN where unknown. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** A Linux process's user + system CPU seconds, from /proc (clock ticks of 1/100 s). */
function processCpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Starts the real `npm start` runtime (or another `entry`) in a child process on a free port with fresh data. */
export async function startBenchServer(
  env: Record<string, string> = {},
  entry = 'infra/local/main.ts',
): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'askaround-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: resolve(import.meta.dirname, '..'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/config`)).ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error('The server exited during start-up.');
    if (Date.now() > deadline) throw new Error('The server did not start within 120 s.');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    cpuSeconds: () => processCpuSeconds(child.pid),
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** Signs a fresh user in with the demo code; returns the access token and user id. */
export async function signInDemoUser(url: string, email: string): Promise<{ token: string; userId: string }> {
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sent = await post('/api/auth/send-otp', { email });
  if (!sent.ok) throw new Error(`send-otp answered ${sent.status}`);
  const verified = await post('/api/auth/verify-otp', { email, token: '123456' });
  if (!verified.ok) throw new Error(`verify-otp answered ${verified.status}`);
  const body = (await verified.json()) as { accessToken: string; user: { id: string } };
  return { token: body.accessToken, userId: body.user.id };
}
