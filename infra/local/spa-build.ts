import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
/** Where the built SPA lives; served by the local runtime and uploaded to S3 by the stack. */
export const SPA_DIST = join(ROOT, 'frontend/dist');
const SOURCES = [
  'frontend/src',
  'frontend/index.html',
  'frontend/public',
  'frontend/vite.config.ts',
  'shared',
];
const STAMP = '.source-stamp';

/** Newest modification time among the SPA's sources. */
function newestSourceTime(): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const source of SOURCES) visit(join(ROOT, source));
  for (const file of ['package-lock.json']) visit(join(ROOT, file));
  return newest;
}

/** True when the SPA was never built or a source changed since the last build. */
function isSpaStale(): boolean {
  const stamp = join(SPA_DIST, STAMP);
  if (!existsSync(stamp) || !existsSync(join(SPA_DIST, 'index.html'))) return true;
  return Number(readFileSync(stamp, 'utf8')) < newestSourceTime();
}

/**
 * Builds the SPA with Vite when missing or stale. It builds into a fresh folder and swaps it in,
 * so a server reading the old build (or a parallel start) never sees half a build.
 */
export async function ensureSpaBuilt(log: (line: string) => void = () => {}): Promise<void> {
  if (!isSpaStale()) return;
  const sourceTime = newestSourceTime();
  const { build } = await import('vite');
  const temp = `${SPA_DIST}.tmp-${process.pid}-${Date.now()}`;
  log('Building the web app (first start or sources changed)...');
  const started = Date.now();
  // Vite keeps a NODE_ENV it finds (a test runner sets "test"), and React then ships its development
  // build: the SPA is always built for production, whoever starts it.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(ROOT, 'frontend/vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: temp, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  writeFileSync(join(temp, STAMP), String(sourceTime));
  const old = `${SPA_DIST}.old-${process.pid}-${Date.now()}`;
  if (existsSync(SPA_DIST)) renameSync(SPA_DIST, old);
  mkdirSync(join(SPA_DIST, '..'), { recursive: true });
  renameSync(temp, SPA_DIST);
  rmSync(old, { recursive: true, force: true });
  log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
