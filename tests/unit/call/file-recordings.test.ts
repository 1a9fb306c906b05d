import { mkdtemp, readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileRecordings, isSafeKey } from '#functions/adapters/local/file-recordings';

let now = new Date('2026-01-01T10:00:00Z');
const clock = { now: () => now };
let dir: string;
let server: Server;
let base: string;
let store: ReturnType<typeof createFileRecordings>;
const audio = Uint8Array.from({ length: 1000 }, (_, i) => i % 256);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'recordings-'));
  store = createFileRecordings({ dir: join(dir, 'recordings'), secret: new Uint8Array(32).fill(7), clock });
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === store.route.method && url.pathname.startsWith(store.route.prefix)) {
      void store.route.handle(req, res, url);
    } else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await store.recordings.put('calls/r1/c1.wav', audio, 'audio/wav');
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('file recordings', () => {
  it('stores, finds and deletes a recording', async () => {
    await store.recordings.put('calls/r1/gone.wav', audio, 'audio/wav');
    expect(await store.recordings.exists('calls/r1/gone.wav')).toBe(true);
    await store.recordings.delete('calls/r1/gone.wav');
    expect(await store.recordings.exists('calls/r1/gone.wav')).toBe(false);
  });

  it('serves a signed URL with its content type until it expires', async () => {
    now = new Date('2026-01-01T10:00:00Z');
    const { url, expiresAt } = await store.recordings.signedUrl('calls/r1/c1.wav', 300);
    expect(expiresAt.toISOString()).toBe('2026-01-01T10:05:00.000Z');

    const ok = await fetch(base + url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('audio/wav');
    expect(new Uint8Array(await ok.arrayBuffer())).toEqual(audio);

    now = new Date('2026-01-01T10:05:01Z');
    const late = await fetch(base + url);
    expect(late.status).toBe(403);
    expect(await late.json()).toMatchObject({ message: 'This recording link has expired' });
  });

  it('answers a byte range so the audio player can seek', async () => {
    now = new Date('2026-01-01T10:00:00Z');
    const { url } = await store.recordings.signedUrl('calls/r1/c1.wav', 60);
    const part = await fetch(base + url, { headers: { Range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 10-19/1000');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(audio.slice(10, 20));
  });

  it('refuses a tampered signature or a URL signed for another key', async () => {
    now = new Date('2026-01-01T10:00:00Z');
    await store.recordings.put('calls/r2/other.wav', audio, 'audio/wav');
    const { url } = await store.recordings.signedUrl('calls/r1/c1.wav', 60);
    const tampered = url.replace(/signature=./, 'signature=A');
    expect((await fetch(base + tampered)).status).toBe(403);
    const moved = url.replace('calls/r1/c1.wav', 'calls/r2/other.wav');
    expect((await fetch(base + moved)).status).toBe(403);
    const longer = url.replace(/expires=\d+/, 'expires=9999999999');
    expect((await fetch(base + longer)).status).toBe(403);
  });

  it('makes path traversal impossible', async () => {
    for (const key of [
      '../secrets/jwt.key',
      'calls/../../x',
      '/etc/passwd',
      'calls//x',
      'a\\b',
      'calls/c1.wav.meta',
    ]) {
      expect(isSafeKey(key)).toBe(false);
      await expect(store.recordings.put(key, audio, 'audio/wav')).rejects.toThrow(/Invalid recording key/);
    }
    const res = await fetch(`${base}/local/recordings/..%2F..%2Fsecrets%2Fx?expires=1&signature=x`);
    expect(res.status).toBe(404);
    expect(await readdir(dir)).toEqual(['recordings']);
  });
});
