/**
 * `npm run bench:bundles`: the SPA's initial JavaScript per route (budget: /login ≤ 150 KB
 * gzipped) and each Lambda function's bundle, built as the stack builds it (infra/aws/bundling.ts),
 * with its size and cold import time (budgets: ≤ 600 KB, ≤ 100 ms).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildLambda, LAMBDA_NAMES } from '#infra/aws/bundling';
import { ensureSpaBuilt, SPA_DIST } from '#infra/local/spa-build';
import { updateReadmeTable } from './readme-table';
import { initialJsBytes } from './spa-budget';

const ROOT = resolve(import.meta.dirname, '..');
const LOGIN_BUDGET = 150 * 1024;
const BUNDLE_BUDGET_KB = 600;
const COLD_IMPORT_BUDGET_MS = 100;
const COLD_IMPORTS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

await ensureSpaBuilt(console.log);
const routes: [string, string][] = [
  ['/login', 'features/auth/components/login-page.tsx'],
  ['/dashboard', 'features/research/components/dashboard-page.tsx'],
  ['/research/{id}', 'features/research/components/research-detail-page.tsx'],
  ['/new-research', 'features/chat/components/new-research-page.tsx'],
];
const spaRows = routes.map(([route, module]) => {
  const { gzipBytes, files } = initialJsBytes(SPA_DIST, module);
  const budget = route === '/login' ? `${(LOGIN_BUDGET / 1024).toFixed(0)} KB` : '—';
  return [route, `${(gzipBytes / 1024).toFixed(1)} KB`, String(files.length), budget];
});
updateReadmeTable(
  'spa',
  `Initial JavaScript per route, gzipped, ${new Date().toISOString().slice(0, 10)}`,
  ['route', 'initial JS (gzip)', 'chunks', 'budget'],
  spaRows,
);
for (const row of spaRows) console.log(row.join('  '));

// Inside the repository (git-ignored), so each bundle resolves `@aws-sdk/*` from node_modules as
// the Lambda runtime provides it to the deployed function.
const lambdaOut = join(ROOT, 'bench/results/lambda');
rmSync(lambdaOut, { recursive: true, force: true });
/** A fresh Node process imports the bundle, as the runtime does at a cold start; the import's milliseconds. */
function coldImportMs(file: string): number | null {
  const run = spawnSync(
    process.execPath,
    [
      '-e',
      // The Lambda runtime provides `awslambda` (response streaming) as a global; a minimal stand-in here.
      `globalThis.awslambda={streamifyResponse:(h)=>h,HttpResponseStream:{from:(s)=>s}};const t=performance.now();import(${JSON.stringify(pathToFileURL(file).href)}).then(()=>console.log(performance.now()-t))`,
    ],
    {
      env: { ...process.env, AWS_REGION: 'us-east-1', TABLE_NAME: 'bench' },
      encoding: 'utf8',
    },
  );
  const ms = Number(run.stdout.trim().split('\n').at(-1));
  if (run.status === 0 && Number.isFinite(ms)) return ms;
  console.error(`${file}: import failed: ${run.stderr.trim().split('\n')[0] ?? ''}`);
  return null;
}
/** The entry and every chunk it imports statically: the code a cold start loads. */
function loadedAtStart(file: string, seen = new Set<string>()): Set<string> {
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, spec] of code.matchAll(/(?:from|import)\s*"(\.\.?\/[^"]+\.mjs)"/g)) {
    const chunk = resolve(dirname(file), spec as string);
    if (!seen.has(chunk)) loadedAtStart(chunk, seen);
  }
  return seen;
}
/** Every .mjs file of a function's asset. */
function allFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => join(dir, f));
}
const kbOf = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + statSync(f).size, 0) / 1024;

const lambdaRows: string[][] = [];
for (const name of LAMBDA_NAMES) {
  const file = await buildLambda(name, join(lambdaOut, name));
  const kb = kbOf(loadedAtStart(file));
  const totalKb = kbOf(allFiles(join(lambdaOut, name)));
  const times = Array.from({ length: COLD_IMPORTS }, () => coldImportMs(file));
  const ms = times.every((t) => t !== null) ? median(times as number[]) : null;
  lambdaRows.push([
    name,
    `${kb.toFixed(0)} KB`,
    `${(totalKb - kb).toFixed(0)} KB`,
    ms === null ? 'import failed' : `${ms.toFixed(0)} ms`,
    kb <= BUNDLE_BUDGET_KB && ms !== null && ms <= COLD_IMPORT_BUDGET_MS ? 'met' : 'missed',
  ]);
  console.log(lambdaRows.at(-1)?.join('  '));
}
updateReadmeTable(
  'lambda',
  `Lambda bundles (infra/aws/bundling.ts: esbuild, minified ESM split into chunks, node22, the AWS SDK from the runtime), cold import = median of ${COLD_IMPORTS} fresh Node processes importing the bundle, ${new Date().toISOString().slice(0, 10)}`,
  [
    'function',
    `loaded at start (≤ ${BUNDLE_BUDGET_KB} KB)`,
    'loaded on first use',
    `cold import (≤ ${COLD_IMPORT_BUDGET_MS} ms)`,
    '',
  ],
  lambdaRows,
);
const login = initialJsBytes(SPA_DIST, routes[0]![1]);
if (login.gzipBytes > LOGIN_BUDGET) {
  console.error(
    `Budget exceeded: /login loads ${(login.gzipBytes / 1024).toFixed(1)} KB gzipped (budget 150 KB).`,
  );
  process.exitCode = 1;
}
