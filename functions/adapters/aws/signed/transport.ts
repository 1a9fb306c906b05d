import type { Agent, request as httpRequest, IncomingMessage } from 'node:http';

/** A protocol's `request` and the process's one pool of kept-alive connections for it. */
interface Transport {
  request: typeof httpRequest;
  agent: Agent;
}

/**
 * `node:http` or `node:https`, loaded by the first request that needs it, not by the cold import
 * (≈ 10–15 ms of CPU here), with one agent for the whole process: a warm container sends its
 * requests over connections it already opened (no TCP or TLS handshake), whichever client.
 */
const transports = new Map<string, Promise<Transport>>();
function transportFor(protocol: string): Promise<Transport> {
  let transport = transports.get(protocol);
  if (!transport) {
    if (protocol !== 'http:' && protocol !== 'https:')
      return Promise.reject(new Error(`Not an HTTP URL's protocol: ${protocol}`));
    transport = (protocol === 'http:' ? import('node:http') : import('node:https')).then((http) => ({
      request: http.request as typeof httpRequest,
      agent: new http.Agent({ keepAlive: true, maxSockets: 50 }),
    }));
    transports.set(protocol, transport);
  }
  return transport;
}

/** A request with its whole body, sent until `signal` aborts it. */
export interface HttpRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

/**
 * Sends a request with `node:http` or `node:https`, resolving with the response once its status
 * and headers arrive; its body is then read (`readText`) or streamed (`toWebStream`). An abort
 * fails the request, or the body being read, with the signal's reason, as `fetch` does. No
 * `accept-encoding` is sent, so the body is never compressed.
 */
export async function sendRequest({
  method,
  url,
  headers,
  body,
  signal,
}: HttpRequest): Promise<IncomingMessage> {
  const { request: send, agent } = await transportFor(url.protocol);
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const request = send(url, {
      method,
      agent,
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    });
    let response: IncomingMessage | undefined;
    const abort = () => {
      request.destroy(signal.reason);
      response?.destroy(signal.reason);
      reject(signal.reason);
    };
    const settled = () => signal.removeEventListener('abort', abort);
    signal.addEventListener('abort', abort, { once: true });
    request.on('response', (received) => {
      response = received;
      received.on('close', settled);
      resolve(received);
    });
    request.on('error', (error) => {
      settled();
      reject(error);
    });
    request.end(body);
  });
}

/** The whole body, as UTF-8 text. */
export async function readText(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The body as a web stream of its bytes as they arrive (cancelling it closes the connection). */
export async function toWebStream(response: IncomingMessage): Promise<ReadableStream<Uint8Array>> {
  const { Readable } = await import('node:stream');
  return Readable.toWeb(response) as ReadableStream<Uint8Array>;
}
