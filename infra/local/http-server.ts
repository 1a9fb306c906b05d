import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ApiHandler } from '#functions/http/dispatch';
import type { LocalRoute } from '#functions/runtime/local-route';
import type { Contract } from '#shared/contracts/define';
import { CONTENT_SECURITY_POLICY } from '#shared/contracts/security-headers';
import { createRouteMatcher, toProxyEvent } from './api-event';
import { createStaticHandler } from './static-files';

export interface LocalServerOptions {
  contracts: Contract[];
  apiHandler: ApiHandler;
  staticRoot: string;
  localRoutes?: LocalRoute[];
}

const MAX_BODY_BYTES = 1024 * 1024;
const KEEP_ALIVE_MS = 65_000;

/** The headers CloudFront's response headers policy adds in the cloud (infra/aws/web.ts). */
const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** One Node HTTP server: the API routes of the route table, local-only routes, then the SPA. */
export function createLocalServer(options: LocalServerOptions): Server {
  const match = createRouteMatcher(options.contracts);
  const serveStatic = createStaticHandler(options.staticRoot);

  const server = createServer(async (req, res) => {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      const local = options.localRoutes?.find(
        (r) => r.method === req.method && url.pathname.startsWith(r.prefix),
      );
      if (local) return await local.handle(req, res, url);
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return await serveApi(req, res, url);
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return sendJson(res, 405, 'method_not_allowed', 'Use GET.');
      serveStatic(req, res, url.pathname);
    } catch (error) {
      if (!res.headersSent)
        sendJson(res, 500, 'internal', 'Something went wrong on our side. Please try again.');
      else res.destroy(error as Error);
    }
  });
  // A client reusing a kept-alive socket at the moment the server closes it for idleness gets
  // ECONNRESET. Node closes idle sockets after 5 s; clients (browsers, Playwright, load balancers)
  // keep theirs longer, so the server waits longer than they do.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;

  async function serveApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    const found = match(req.method ?? 'GET', url.pathname);
    if (found.kind === 'none')
      return sendJson(res, 404, 'not_found', `No route for ${req.method} ${url.pathname}`);
    if (found.kind === 'method_not_allowed') {
      res.setHeader('allow', found.allowed.join(', '));
      return sendJson(
        res,
        405,
        'method_not_allowed',
        `Use ${found.allowed.join(' or ')} for ${url.pathname}.`,
      );
    }
    const body = await readBody(req, Math.min(found.contract.maxBodyBytes, MAX_BODY_BYTES));
    if (body === null) {
      return sendJson(
        res,
        413,
        'too_large',
        `Request body is larger than ${found.contract.maxBodyBytes} bytes.`,
      );
    }
    const response = await options.apiHandler(toProxyEvent(req, url, found, body));
    await writeResponse(res, response);
  }
}

/** Reads the body as UTF-8, or returns null once it exceeds `limit` bytes. */
function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Copies a web Response (JSON, raw or streamed) onto the Node response. */
async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') res.setHeader(key, value);
  });
  if (cookies.length) res.setHeader('set-cookie', cookies);
  if (!response.body) {
    res.end();
    return;
  }
  res.flushHeaders();
  const stream = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  await new Promise<void>((resolve, reject) => {
    stream.on('error', reject);
    res.on('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(res).on('finish', resolve);
  });
}

function sendJson(res: ServerResponse, status: number, error: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ error, message }));
}
