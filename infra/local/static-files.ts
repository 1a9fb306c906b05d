import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wav': 'audio/wav',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

/** Serves the built SPA with long caching for hashed assets, gzip, and the history fallback. */
export function createStaticHandler(root: string) {
  const gzipCache = new Map<string, { mtimeMs: number; data: Buffer }>();

  return (req: IncomingMessage, res: ServerResponse, pathname: string): void => {
    const requested = safeJoin(root, pathname);
    const file = requested && existsSync(requested) && statSync(requested).isFile() ? requested : null;
    const target = file ?? join(root, 'index.html');
    if (!existsSync(target)) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('The web app is not built yet.');
      return;
    }
    const ext = extname(target);
    const immutable = file !== null && pathname.startsWith('/assets/');
    res.setHeader('content-type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (acceptsGzip && COMPRESSIBLE.has(ext)) {
      const { mtimeMs } = statSync(target);
      let cached = gzipCache.get(target);
      if (!cached || cached.mtimeMs !== mtimeMs) {
        cached = { mtimeMs, data: gzipSync(readFileSync(target)) };
        gzipCache.set(target, cached);
      }
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('vary', 'accept-encoding');
      res.setHeader('content-length', cached.data.length);
      res.end(req.method === 'HEAD' ? undefined : cached.data);
      return;
    }
    res.setHeader('content-length', statSync(target).size);
    if (req.method === 'HEAD') res.end();
    else createReadStream(target).pipe(res);
  };
}

function safeJoin(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const full = normalize(join(root, decoded));
  return full === root || full.startsWith(root + sep) ? full : null;
}
