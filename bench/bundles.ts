/**
 * `npm run bench:bundles`: the SPA's initial JavaScript per route (budget: /login ≤ 150 KB
 * gzipped) and each Lambda function's bundle size and cold import time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { ensureSpaBuilt, SPA_DIST } from '#infra/local/spa-build';
import { updateReadmeTable } from './readme-table';
import { initialJsBytes } from './spa-budget';

const ROOT = resolve(import.meta.dirname, '..');
const LOGIN_BUDGET = 150 * 1024;

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

const lambdaDir = join(ROOT, 'functions/runtime/lambda');
const entries = existsSync(lambdaDir) ? readdirSync(lambdaDir).filter((f) => f.endsWith('.ts')) : [];
const out = mkdtempSync(join(tmpdir(), 'askaround-lambda-'));
const lambdaRows: string[][] = [];
for (const entry of entries) {
  const outfile = join(out, `${basename(entry, '.ts')}.mjs`);
  await build({
    entryPoints: [join(lambdaDir, entry)],
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    minify: true,
    outfile,
    banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
    logLevel: 'error',
  });
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const run = spawnSync(
      process.execPath,
      [
        '-e',
        // The Lambda runtime provides `awslambda` (response streaming) as a global; a minimal stand-in here.
        `globalThis.awslambda={streamifyResponse:(h)=>h,HttpResponseStream:{from:(s)=>s}};const t=process.hrtime.bigint();import(${JSON.stringify(outfile)}).then(()=>console.log(Number(process.hrtime.bigint()-t)/1e6))`,
      ],
      {
        env: {
          ...process.env,
          AWS_REGION: 'us-east-1',
          TABLE_NAME: 'bench',
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        },
        encoding: 'utf8',
      },
    );
    const last = run.stdout.trim().split('\n').at(-1) ?? '';
    const ms = Number(last);
    if (run.status === 0 && last !== '' && Number.isFinite(ms)) times.push(ms);
    else if (i === 0) console.error(`${entry}: import failed: ${run.stderr.trim().split('\n')[0] ?? ''}`);
  }
  times.sort((a, b) => a - b);
  const median = times.length ? `${times[Math.floor(times.length / 2)]?.toFixed(0)} ms` : 'import failed';
  lambdaRows.push([basename(entry, '.ts'), `${(statSync(outfile).size / 1024).toFixed(0)} KB`, median]);
  console.log(lambdaRows.at(-1)?.join('  '));
}
updateReadmeTable(
  'lambda',
  `Lambda bundles (esbuild, minified ESM, node22), cold import median of 5 on this machine, ${new Date().toISOString().slice(0, 10)}`,
  ['function', 'bundle', 'cold import'],
  lambdaRows,
);
const login = initialJsBytes(SPA_DIST, routes[0]![1]);
if (login.gzipBytes > LOGIN_BUDGET) {
  console.error(
    `Budget exceeded: /login loads ${(login.gzipBytes / 1024).toFixed(1)} KB gzipped (budget 150 KB).`,
  );
  process.exitCode = 1;
}
