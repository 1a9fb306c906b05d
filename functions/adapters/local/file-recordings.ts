import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, resolve, sep } from 'node:path';
import { type Clock, systemClock } from '../../ports/clock';
import type { Recordings } from '../../ports/recordings';
import { parseRange } from './http-range';

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const META_SUFFIX = '.meta';

/** A route the local server mounts (the shape of runtime/local-route.ts's `LocalRoute`). */
export interface RecordingRoute {
  method: 'GET';
  prefix: string;
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
}

export interface FileRecordingsOptions {
  /** Folder holding the files, e.g. DATA_DIR/recordings. */
  dir: string;
  /** HMAC key signing the URLs. */
  secret: Uint8Array;
  /** Path prefix of the local route serving signed URLs. */
  routePrefix?: string;
  clock?: Clock;
}

/** Tells whether a key is safe to use as a relative file path (no traversal, no odd characters). */
export function isSafeKey(key: string): boolean {
  return (
    key.length <= 300 && KEY_PATTERN.test(key) && !key.split('/').includes('..') && !key.endsWith(META_SUFFIX)
  );
}

/**
 * `Recordings` on files under `dir`, plus the local route that serves them through HMAC-signed,
 * expiring URLs (what S3 presigned URLs do on AWS). Add `route` to the runtime's `localRoutes`.
 */
export function createFileRecordings(options: FileRecordingsOptions): {
  recordings: Recordings;
  route: RecordingRoute;
} {
  const root = resolve(options.dir);
  const prefix = options.routePrefix ?? '/local/recordings/';
  const clock = options.clock ?? systemClock;
  const sign = (key: string, expires: number) =>
    createHmac('sha256', options.secret).update(`${key}\n${expires}`).digest('base64url');

  function pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Invalid recording key: ${key}`);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Invalid recording key: ${key}`);
    return path;
  }

  const recordings: Recordings = {
    async put(key, audio, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, audio);
      await writeFile(path + META_SUFFIX, JSON.stringify({ contentType }));
    },
    async exists(key) {
      return isSafeKey(key) && (await fileSize(pathOf(key))) !== null;
    },
    async signedUrl(key, ttlSeconds) {
      pathOf(key);
      const expires = Math.floor(clock.now().getTime() / 1000) + Math.max(1, Math.floor(ttlSeconds));
      const path = key.split('/').map(encodeURIComponent).join('/');
      const url = `${prefix}${path}?expires=${expires}&signature=${sign(key, expires)}`;
      return { url, expiresAt: new Date(expires * 1000) };
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(path + META_SUFFIX, { force: true });
    },
  };

  const route: RecordingRoute = {
    method: 'GET',
    prefix,
    async handle(req, res, url) {
      let key: string;
      try {
        key = decodeURIComponent(url.pathname.slice(prefix.length));
      } catch {
        return fail(res, 400, 'invalid_input', 'Invalid recording path');
      }
      if (!isSafeKey(key)) return fail(res, 404, 'not_found', 'Recording not found');
      const expires = Number(url.searchParams.get('expires'));
      const given = Buffer.from(url.searchParams.get('signature') ?? '');
      const expected = Buffer.from(Number.isInteger(expires) ? sign(key, expires) : '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return fail(res, 403, 'unauthorized', 'This recording link is not valid');
      }
      if (expires * 1000 < clock.now().getTime())
        return fail(res, 403, 'unauthorized', 'This recording link has expired');
      const path = pathOf(key);
      const size = await fileSize(path);
      if (size === null) return fail(res, 404, 'not_found', 'Recording not found');
      const contentType = await contentTypeOf(path);
      const range = parseRange(req.headers.range, size);
      if (range === 'invalid') {
        res.writeHead(416, { 'Content-Range': `bytes */${size}` }).end();
        return;
      }
      const [start, end] = range ?? [0, size - 1];
      res.writeHead(range ? 206 : 200, {
        'Content-Type': contentType,
        'Content-Length': String(end - start + 1),
        'Accept-Ranges': 'bytes',
        'Cache-Control': 'private, max-age=300',
        'X-Content-Type-Options': 'nosniff',
        ...(range ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}),
      });
      createReadStream(path, { start, end }).pipe(res);
    },
  };

  return { recordings, route };
}

async function fileSize(path: string): Promise<number | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

async function contentTypeOf(path: string): Promise<string> {
  try {
    const meta = JSON.parse(await readFile(path + META_SUFFIX, 'utf8')) as { contentType?: unknown };
    return typeof meta.contentType === 'string' ? meta.contentType : 'application/octet-stream';
  } catch {
    return 'application/octet-stream';
  }
}

function fail(res: ServerResponse, status: number, error: string, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error, message }));
}
