import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAwsClient } from '#functions/adapters/aws/signed/aws-client';

/** What the test server does with each request it receives, in order. */
type Answer = (req: IncomingMessage, res: ServerResponse) => void;

let answers: Answer[] = [];
const sockets = new Set<Socket>();
let requests = 0;
const server = createServer((req, res) => {
  sockets.add(req.socket);
  requests++;
  req.resume();
  req.on('end', () => (answers.shift() ?? json({}))(req, res));
});
let endpoint = '';

/** Answers with `body` as JSON. */
const json =
  (body: unknown, status = 200): Answer =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
/** Never answers (the connection stays open). */
const silent: Answer = () => {};
/** Drops the connection without an answer. */
const reset: Answer = (req) => void req.socket.destroy();

const client = (options: { maxAttempts?: number; attemptTimeoutMs?: number } = {}) =>
  createAwsClient({
    service: 'dynamodb',
    region: 'us-east-1',
    endpoint,
    credentials: () => ({ accessKeyId: 'AKIA', secretAccessKey: 'secret' }),
    ...options,
  });
const getItem = (options?: Parameters<typeof client>[0], signal?: AbortSignal) =>
  client(options).json('DynamoDB_20120810.GetItem', { TableName: 't' }, { signal });

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  answers = [];
  requests = 0;
  sockets.clear();
  // Retries wait no backoff.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => vi.restoreAllMocks());

describe("the signed client's transport (node:http with kept-alive connections)", () => {
  it('sends one request after another over one connection', async () => {
    answers = [json({ Item: { n: { N: '1' } } }), json({ Item: { n: { N: '2' } } })];
    const aws = client();
    await expect(aws.json('DynamoDB_20120810.GetItem', {})).resolves.toEqual({ Item: { n: { N: '1' } } });
    await expect(aws.json('DynamoDB_20120810.GetItem', {})).resolves.toEqual({ Item: { n: { N: '2' } } });
    expect(requests).toBe(2);
    expect(sockets.size).toBe(1);
  });

  it('sends a plain body, its length given, and asks for no compression', async () => {
    let headers: IncomingMessage['headers'] = {};
    answers = [
      (req, res) => {
        headers = req.headers;
        json({})(req, res);
      },
    ];
    await getItem();
    expect(headers['content-length']).toBe(String('{"TableName":"t"}'.length));
    expect(headers['accept-encoding']).toBeUndefined();
    expect(headers.host).toBe(new URL(endpoint).host);
  });

  it('retries a request whose connection was dropped (ECONNRESET), on a new connection', async () => {
    answers = [reset, json({ ok: true })];
    await expect(getItem()).resolves.toEqual({ ok: true });
    expect(requests).toBe(2);
  });

  it('gives up on a dropped connection after the attempts, with its code', async () => {
    answers = [reset, reset];
    await expect(getItem({ maxAttempts: 2 })).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(requests).toBe(2);
  });

  it('retries a refused connection (ECONNREFUSED)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    endpoint = `http://127.0.0.1:${port}`;
    const attempt = vi.spyOn(globalThis, 'setTimeout');
    await expect(getItem()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // Each attempt sets its timer, and each retry its backoff: 3 attempts.
    expect(attempt.mock.calls.filter(([, ms]) => ms === 10_000)).toHaveLength(3);
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  it('abandons an attempt that takes longer than its timeout, and tries again', async () => {
    answers = [silent, json({ ok: true })];
    await expect(getItem({ attemptTimeoutMs: 500 })).resolves.toEqual({ ok: true });
    expect(requests).toBe(2);
  });

  it('fails with a TimeoutError when every attempt times out', async () => {
    answers = [silent, silent];
    await expect(getItem({ attemptTimeoutMs: 50, maxAttempts: 2 })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(requests).toBe(2);
  });

  it("stops at the caller's abort, with its reason, and does not retry", async () => {
    answers = [silent];
    const controller = new AbortController();
    const call = getItem({}, controller.signal);
    await vi.waitFor(() => expect(requests).toBe(1));
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests).toBe(1);
  });

  it('sends nothing when the signal is already aborted', async () => {
    await expect(getItem({}, AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests).toBe(0);
  });

  it("reads a load balancer's HTML 502 as an error that says so, retried", async () => {
    const page: Answer = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><body>502 Bad Gateway</body></html>');
    };
    answers = [page, json({ ok: true })];
    await expect(getItem()).resolves.toEqual({ ok: true });
    answers = [page, page, page];
    await expect(getItem()).rejects.toMatchObject({
      name: 'UnknownError',
      message: 'HTTP 502 with a body that is not JSON: <html><body>502 Bad Gateway</body></html>',
      $metadata: { httpStatusCode: 502 },
    });
  });

  it('streams a body as it arrives, as a web stream', async () => {
    let finish = () => {};
    answers = [
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/vnd.amazon.eventstream' });
        res.write('first ');
        finish = () => res.end('second');
      },
    ];
    const body = await client().stream('/model/m/converse-stream', {});
    expect(body).toBeInstanceOf(ReadableStream);
    const reader = body.getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toBe('first ');
    finish();
    let rest = '';
    for (let next = await reader.read(); !next.done; next = await reader.read())
      rest += decoder.decode(next.value);
    expect(rest).toBe('second');
  });

  it("fails a stream being read at the caller's abort, after the attempt's timeout has passed", async () => {
    answers = [
      (_req, res) => {
        res.writeHead(200);
        res.write('first');
      },
    ];
    const controller = new AbortController();
    const body = await client({ attemptTimeoutMs: 300 }).stream('/s', {}, controller.signal);
    const reader = body.getReader();
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 400));
    const next = reader.read();
    controller.abort();
    await expect(next).rejects.toMatchObject({ name: 'AbortError' });
  });
});
