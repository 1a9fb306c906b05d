import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLocalServer } from '#infra/local/http-server';

const server = createLocalServer({
  contracts: [],
  apiHandler: async () => new Response('{}'),
  staticRoot: '/nonexistent',
});
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
let port = 0;

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  agent.destroy();
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

function get(): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/none', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });
}

// Node's default closes an idle socket after 5 s (plus a second of grace); a client sending on it at that moment gets
// ECONNRESET (it failed an end-to-end test once). The server keeps idle sockets longer.
it('keeps an idle connection open past Node’s default of five seconds (and its one-second grace)', async () => {
  expect((await get()).status).toBe(404);
  await new Promise((done) => setTimeout(done, 7_000));
  expect(await get()).toEqual({ status: 404, reused: true });
}, 15_000);
