/**
 * `npm run bench`: every benchmark in sequence, each in its own process so one's load does not
 * skew the next: HTTP latency (autocannon), SPA and Lambda bundles, Lighthouse, research wall time,
 * the agent's turn and sign-in against a read.
 * Each writes its table in bench/README.md. Extra arguments go to the HTTP bench (e.g. --duration 10).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const steps: { name: string; script: string; args?: string[] }[] = [
  { name: 'HTTP latency', script: 'bench/run.ts', args: process.argv.slice(2) },
  { name: 'SPA budget and Lambda bundles', script: 'bench/bundles.ts' },
  { name: 'Lighthouse', script: 'bench/lighthouse.ts' },
  { name: 'Research wall time', script: 'bench/research-wall-time.ts' },
  { name: 'Agent turn', script: 'bench/agent-turn.ts' },
  { name: 'Sign-in against a read', script: 'bench/sign-in-vs-read.ts' },
];

const failed: string[] = [];
for (const step of steps) {
  console.log(`\n== ${step.name} (${step.script})`);
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', step.script, ...(step.args ?? [])], {
    cwd: root,
    stdio: 'inherit',
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  if (run.status !== 0) failed.push(step.name);
  console.log(
    `== ${step.name}: ${run.status === 0 ? 'done' : `failed (exit ${run.status})`} in ${seconds} s`,
  );
}
if (failed.length > 0) {
  console.error(`\nBenchmarks failed: ${failed.join(', ')}`);
  process.exit(1);
}
