import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signInDemoUser } from '#bench/server';
import { freePort } from '#infra/local/free-port';

/** `npm start` behaviours: clear one-line failures, clean shutdown, data kept across restarts. */
const ROOT = resolve(import.meta.dirname, '../..');

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startRuntime(env: Record<string, string>): Run {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'ERROR', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

async function waitUntilServing(port: number, run: Run): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null) throw new Error(`exited early: ${run.output()}`);
    try {
      if ((await fetch(`http://localhost:${port}/api/config`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not serving after 60 s: ${run.output()}`);
}

/** The failure line without the SDK's or npm's own noise. */
const failureLine = (output: string) =>
  output.split('\n').find((l) => l.startsWith('Askaround could not start'));

describe('the local runtime behind npm start', () => {
  it('stops with one line naming every bad configuration value', async () => {
    const run = startRuntime({
      PORT: 'http',
      DEMO_MODE: 'perhaps',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ar-cfg-')),
    });
    expect(await run.exited).toBe(1);
    expect(failureLine(run.output())).toMatch(/PORT must be a port number.*DEMO_MODE must be true or false/);
  });

  it('stops with one line when the port is busy', async () => {
    const blocker = createServer();
    const port = await new Promise<number>((done) =>
      blocker.listen(0, () => done((blocker.address() as { port: number }).port)),
    );
    try {
      const run = startRuntime({ PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'ar-port-')) });
      expect(await run.exited).toBe(1);
      expect(failureLine(run.output())).toContain(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });

  it('stops with one line when Java is missing', async () => {
    const run = startRuntime({
      PATH: '/nonexistent',
      PORT: String(await freePort()),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ar-java-')),
    });
    expect(await run.exited).toBe(1);
    expect(failureLine(run.output())).toContain('Java was not found');
  });

  it('stops DynamoDB Local on Ctrl-C and keeps the data for the next start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ar-restart-'));
    const port = await freePort();
    const first = startRuntime({ PORT: String(port), DATA_DIR: dataDir });
    await waitUntilServing(port, first);
    const url = `http://localhost:${port}`;
    const email = `restart-${Date.now()}@example.com`;
    const before = await signInDemoUser(url, email);
    const javaPid = Number(readFileSync(join(dataDir, 'dynamodb', 'dynamodb-local.pid'), 'utf8'));
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(existsSync(`/proc/${javaPid}`)).toBe(false);

    const second = startRuntime({ PORT: String(port), DATA_DIR: dataDir });
    try {
      await waitUntilServing(port, second);
      const after = await signInDemoUser(url, email);
      expect(after.userId).toBe(before.userId);
    } finally {
      second.child.kill('SIGINT');
      await second.exited;
    }
  });
});
