import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Gzipped bytes of the JavaScript a first visit to a route downloads: entry + the route's chunk. */
export function initialJsBytes(
  distDir: string,
  routeModuleSuffix: string,
): { files: string[]; gzipBytes: number } {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error('No Vite manifest: build the SPA first (npm run build:web).');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk.');
  visit(entry[0]);
  const route = Object.keys(manifest).find((key) => key.endsWith(routeModuleSuffix));
  if (route) visit(route);
  const gzipBytes = [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length,
    0,
  );
  return { files: [...files], gzipBytes };
}
