/**
 * `npm run bench:bundles`: the SPA's initial JavaScript per route (budget: /login ≤ 150 KB
 * gzipped) and each Lambda function's bundle, built as the stack builds it (infra/aws/bundling.ts),
 * with its size and cold import time (budgets: ≤ 600 KB, ≤ 100 ms). A cold import is timed twice: its
 * wall time (the target) and the CPU the process spends on it, which the other work on a shared
 * machine does not inflate the way it inflates wall time.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { allBundleFiles, filesLoadedAtStart } from '#infra/aws/bundle-files';
import { buildLambda, LAMBDA_NAMES } from '#infra/aws/bundling';
import { ensureSpaBuilt, SPA_DIST } from '#infra/local/spa-build';
import { updateReadmeTable } from './readme-table';
import { initialJsBytes } from './spa-budget';

const ROOT = resolve(import.meta.dirname, '..');
const LOGIN_BUDGET = 150 * 1024;
const BUNDLE_BUDGET_KB = 600;
const COLD_IMPORT_BUDGET_MS = 100;
/** Fresh processes per function, taken in rounds over every function so that a burst of other work on the machine weighs on all alike. */
const COLD_IMPORTS = 11;

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
interface ColdImport {
  wallMs: number;
  cpuMs: number;
}
/** A fresh Node process imports the bundle, as the runtime does at a cold start: the import's wall and CPU milliseconds. */
function coldImport(file: string): ColdImport | null {
  const run = importFresh(
    file,
    'const t=performance.now(),c=process.cpuUsage();',
    '{const u=process.cpuUsage(c);console.log(performance.now()-t,(u.user+u.system)/1000)}',
  );
  const [wallMs, cpuMs] = run.lastLine.split(' ').map(Number);
  if (run.ok && Number.isFinite(wallMs) && Number.isFinite(cpuMs))
    return { wallMs: wallMs as number, cpuMs: cpuMs as number };
  console.error(`${file}: import failed: ${run.error}`);
  return null;
}
/** How many zod schemas the bundle builds when it is imported (zod's postProcessor sees each one). */
function schemasAtStart(file: string): number | null {
  const run = importFresh(
    file,
    'let n=0;globalThis.__zod_globalConfig={postProcessor:()=>{n++}};',
    'console.log(n)',
  );
  const count = Number(run.lastLine);
  return run.ok && Number.isFinite(count) ? count : null;
}
/** A fresh Node process runs `before`, imports the bundle as the Lambda runtime would, then runs `after`. */
function importFresh(file: string, before: string, after: string) {
  const run = spawnSync(
    process.execPath,
    [
      '-e',
      // The Lambda runtime provides `awslambda` (response streaming) as a global; a minimal stand-in here.
      `globalThis.awslambda={streamifyResponse:(h)=>h,HttpResponseStream:{from:(s)=>s}};${before}import(${JSON.stringify(pathToFileURL(file).href)}).then(()=>${after})`,
    ],
    { env: { ...process.env, AWS_REGION: 'us-east-1', TABLE_NAME: 'bench' }, encoding: 'utf8' },
  );
  return {
    ok: run.status === 0,
    lastLine: run.stdout.trim().split('\n').at(-1) ?? '',
    error: run.stderr.trim().split('\n')[0] ?? '',
  };
}
const kbOf = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + statSync(f).size, 0) / 1024;

const entries = new Map<string, string>();
for (const name of LAMBDA_NAMES) entries.set(name, await buildLambda(name, join(lambdaOut, name)));
const imports = new Map<string, (ColdImport | null)[]>(LAMBDA_NAMES.map((name) => [name, []]));
for (let round = 0; round < COLD_IMPORTS; round++)
  for (const [name, file] of entries) imports.get(name)?.push(coldImport(file));

const lambdaRows: string[][] = [];
for (const [name, file] of entries) {
  const kb = kbOf(filesLoadedAtStart(file));
  const totalKb = kbOf(allBundleFiles(join(lambdaOut, name)));
  const runs = imports.get(name) ?? [];
  const done = runs.every((r) => r !== null) ? (runs as ColdImport[]) : null;
  const wallMs = done && median(done.map((r) => r.wallMs));
  const cpuMs = done && median(done.map((r) => r.cpuMs));
  lambdaRows.push([
    name,
    `${totalKb.toFixed(0)} KB`,
    totalKb <= BUNDLE_BUDGET_KB ? 'met' : 'missed',
    `${kb.toFixed(0)} KB`,
    wallMs === null ? 'import failed' : `${wallMs.toFixed(0)} ms`,
    cpuMs === null ? '—' : `${cpuMs.toFixed(0)} ms`,
    wallMs !== null && wallMs <= COLD_IMPORT_BUDGET_MS ? 'met' : 'missed',
    String(schemasAtStart(file) ?? '—'),
  ]);
  console.log(lambdaRows.at(-1)?.join('  '));
}
updateReadmeTable(
  'lambda',
  `Lambda bundles (infra/aws/bundling.ts: esbuild, minified ESM split into chunks, node22; AWS through the signed client; of the runtime's SDK, required, util-dynamodb at start and Connect, S3, SES on first use); bundle = every file of the function's asset; cold import = median of ${COLD_IMPORTS} fresh Node processes importing the bundle, in rounds over every function, wall and CPU time; ${new Date().toISOString().slice(0, 10)}`,
  [
    'function',
    `bundle (≤ ${BUNDLE_BUDGET_KB} KB)`,
    '',
    'of which loaded at start',
    `cold import (≤ ${COLD_IMPORT_BUDGET_MS} ms)`,
    'its CPU time',
    '',
    'zod schemas built at start',
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
