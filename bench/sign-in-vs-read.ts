/**
 * Sign-in against an authenticated read, one request at a time: the median of
 * `POST /api/auth/verify-otp` (send-otp before each, not timed) beside the median of
 * `GET /api/users/{id}`, on bench/raised-limits-main.ts. Target: verify ≤ 5× the read.
 * Writes the table in bench/README.md.
 */
import { updateReadmeTable } from './readme-table';
import { signInDemoUser, startBenchServer } from './server';

const ROUNDS = 200;
const TARGET_RATIO = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(request: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`The bench request answered ${response.status}`);
  return performance.now() - started;
}

const server = await startBenchServer({ POWERTOOLS_LOG_LEVEL: 'ERROR' }, 'bench/raised-limits-main.ts');
let row: string[];
try {
  const email = `bench-seq-${Date.now()}@example.com`;
  const { token, userId } = await signInDemoUser(server.url, email);
  const json = { 'content-type': 'application/json' };
  const created = await fetch(`${server.url}/api/users`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Bench Parent' }),
  });
  if (created.status !== 201) throw new Error(`create profile answered ${created.status}`);
  const read = () =>
    fetch(`${server.url}/api/users/${userId}`, { headers: { authorization: `Bearer ${token}` } });
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: json, body: JSON.stringify(body) });
  const reads: number[] = [];
  const verifies: number[] = [];
  // Alternating keeps both on the same machine load; the first 20 of each warm up.
  for (let i = 0; i < ROUNDS + 20; i++) {
    const readMs = await timed(read);
    await (await post('/api/auth/send-otp', { email })).arrayBuffer();
    const verifyMs = await timed(() => post('/api/auth/verify-otp', { email, token: '123456' }));
    if (i < 20) continue;
    reads.push(readMs);
    verifies.push(verifyMs);
  }
  const ratio = median(verifies) / median(reads);
  row = [
    `${median(reads).toFixed(1)} ms`,
    `${median(verifies).toFixed(1)} ms`,
    `${ratio.toFixed(1)}×`,
    `≤ ${TARGET_RATIO}×`,
    ratio <= TARGET_RATIO ? 'met' : 'missed',
  ];
  console.log(row.join(' | '));
} finally {
  await server.stop();
}

updateReadmeTable(
  'signin',
  `Sequential medians of ${ROUNDS} requests each, alternating, one connection; ${new Date().toISOString().slice(0, 10)}`,
  ['GET /api/users/{id}', 'POST /api/auth/verify-otp', 'ratio', 'target', ''],
  [row],
);
