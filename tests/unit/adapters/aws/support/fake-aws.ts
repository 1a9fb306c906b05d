import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterEach, beforeEach, vi } from 'vitest';
import { fromWire, toWire } from '#functions/adapters/aws/dynamo/document-client';
import type { AwsAccess } from '#functions/adapters/aws/signed/aws-client';

/** The credentials every faked call is signed with (set them in the function's environment). */
export const FAKE_CREDENTIALS = {
  AWS_ACCESS_KEY_ID: 'AKIAFAKEFAKEFAKE',
  AWS_SECRET_ACCESS_KEY: 'fake-secret-key-for-the-signature-check',
  AWS_SESSION_TOKEN: 'fake-session-token',
} as const;

/** One request the fake received: `operation` is `<signing name>:<action>`, e.g. `dynamodb:GetItem`. */
export interface FakeAwsCall {
  operation: string;
  /** The JSON body; for DynamoDB with items as plain values, for Bedrock with `modelId` added. */
  input: Record<string, unknown>;
}

/** One request as it came over the wire, signed or not: what `calls()` leaves out (wire.ts). */
export interface ReceivedRequest {
  method: string;
  /** The fake's own URL (`http://127.0.0.1:<port>/…`): every service has the one endpoint. */
  url: string;
  headers: Headers;
  body: string;
}

/** A handler's answer: the output as JSON, or a `Response` sent as it is (an event stream's, a 502 page). */
type Handler = (input: Record<string, unknown>) => unknown;

/** An error the handler throws to answer as AWS does: a 400 with `__type` (or the status given). */
export class FakeAwsError extends Error {
  constructor(
    readonly code: string,
    message = code,
    readonly extra: Record<string, unknown> = {},
    readonly status = 400,
  ) {
    super(message);
  }
}

/** The SDK's own SigV4 signer needs a hash class; node:crypto's SHA-256 (HMAC when keyed). */
class Sha256 {
  private readonly hash;
  constructor(secret?: string | Uint8Array) {
    this.hash = secret ? createHmac('sha256', secret) : createHash('sha256');
  }
  update(data: string | Uint8Array) {
    this.hash.update(data);
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

/** The signing name and region from the request's credential scope (the host is the fake's). */
function scopeOf(authorization: string) {
  const scope = /Credential=[^/]+\/\d{8}\/([^/]+)\/([^/]+)\/aws4_request/.exec(authorization);
  if (!scope) throw new Error(`Unsigned request: ${authorization}`);
  return { region: scope[1] as string, service: scope[2] as string };
}

/** The action a request names: the JSON protocols' `X-Amz-Target`, Bedrock's REST path. */
function actionOf(url: URL, headers: Headers): { action: string; extra: Record<string, unknown> } {
  const target = headers.get('x-amz-target');
  if (target) return { action: target.split('.').at(-1) as string, extra: {} };
  const bedrock = /^\/model\/([^/]+)\/(converse|converse-stream)$/.exec(url.pathname);
  if (bedrock)
    return {
      action: bedrock[2] === 'converse' ? 'Converse' : 'ConverseStream',
      extra: { modelId: decodeURIComponent(bedrock[1] as string) },
    };
  // Amazon Location Places v2: `/v2/search-text` is SearchText.
  const places = /^\/v2\/([a-z-]+)$/.exec(url.pathname);
  if (places) {
    const action = (places[1] as string).replace(/(^|-)([a-z])/g, (_, _dash, c: string) => c.toUpperCase());
    return { action, extra: {} };
  }
  throw new Error(`No AWS action in ${url.pathname}`);
}

/** A fake AWS's side of the server: it answers while installed. */
interface Answering {
  answer(request: ReceivedRequest): Promise<Response>;
  received: ReceivedRequest[];
}

/** The fake installed last (its requests are `receivedRequests()`); requests go to it while installed. */
let current: Answering | null = null;
let answering = false;

/** Headers not signed: those Node's HTTP client adds for the connection and the body's length. */
const TRANSPORT_HEADERS = new Set(['content-length', 'connection', 'transfer-encoding']);

/** Sends a handler's `Response` (its body as it streams, cancelled if the client goes away). */
async function reply(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.flushHeaders();
  const reader = response.body?.getReader();
  if (!reader) return void res.end();
  res.on('close', () => {
    if (!res.writableFinished) void reader.cancel();
  });
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) res.write(chunk.value);
  res.end();
}

async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const request: ReceivedRequest = {
    method: req.method ?? 'GET',
    url: new URL(req.url ?? '/', `http://${req.headers.host}`).href,
    headers,
    body: Buffer.concat(chunks).toString('utf8'),
  };
  const fake = answering ? current : null;
  fake?.received.push(request);
  const response = fake
    ? await fake.answer(request).catch((error: unknown) =>
        // A handler's own failure, answered so the test shows it (400: not retried).
        Response.json({ __type: 'FakeAwsHandlerError', message: String(error) }, { status: 400 }),
      )
    : Response.json({ __type: 'FakeAwsNotInstalled', message: 'No fake AWS is installed' }, { status: 400 });
  await reply(res, response);
}

/** One server for the test file, on a port of its own, listening before the file's tests are collected. */
const server = createServer((req, res) => void serve(req, res));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
server.unref();

/** Every service's endpoint while a fake is installed (`AWS_ENDPOINT_URL`). */
export const FAKE_AWS_ENDPOINT = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** The requests the fake installed last received, as they came over the wire, in order. */
export const receivedRequests = (): ReceivedRequest[] => [...(current?.received ?? [])];

/**
 * AWS as the functions reach it, over HTTP: a local server (`FAKE_AWS_ENDPOINT`) that checks every
 * request's Signature Version 4 with the AWS SDK's own signer (`@smithy/signature-v4`), then
 * answers with the handler set for its action (`{}` when none is). DynamoDB's attribute values are
 * converted, so handlers see and return plain items, as with the document client. A handler
 * returns a stream, or any body the fake would not send, as a `Response` (`eventStreamOf` in
 * `fake-event-stream.ts`).
 */
export function fakeAws() {
  const handlers = new Map<string, Handler>();
  const calls: FakeAwsCall[] = [];
  const received: ReceivedRequest[] = [];

  async function answer({ method, url: href, headers, body }: ReceivedRequest): Promise<Response> {
    const url = new URL(href);
    const authorization = headers.get('authorization') ?? '';
    const { region, service } = scopeOf(authorization);
    const signer = new SignatureV4({
      service,
      region,
      sha256: Sha256 as never,
      // Signs the headers sent, as AWS checks them: the payload hash header is S3's alone.
      applyChecksum: false,
      credentials: {
        accessKeyId: FAKE_CREDENTIALS.AWS_ACCESS_KEY_ID,
        secretAccessKey: FAKE_CREDENTIALS.AWS_SECRET_ACCESS_KEY,
        sessionToken: FAKE_CREDENTIALS.AWS_SESSION_TOKEN,
      },
    });
    // Every header sent must be signed, but for the connection's own and the body's length.
    const sent = Object.fromEntries(
      [...headers].filter(([name]) => name !== 'authorization' && !TRANSPORT_HEADERS.has(name)),
    );
    const amzDate = sent['x-amz-date'] ?? '';
    const signingDate = new Date(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
    );
    const reference = await signer.sign(
      {
        method,
        protocol: url.protocol,
        hostname: url.hostname,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: sent,
        body,
      },
      { signingDate },
    );
    if (reference.headers.authorization !== authorization)
      return Response.json(
        { __type: 'InvalidSignatureException', message: 'Signature mismatch' },
        { status: 403 },
      );

    const { action, extra } = actionOf(url, headers);
    const operation = `${service}:${action}`;
    const parsed = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    const request = {
      ...extra,
      ...(service === 'dynamodb' ? (fromWire(parsed) as Record<string, unknown>) : parsed),
    };
    calls.push({ operation, input: request });
    try {
      const output = (await handlers.get(operation)?.(request)) ?? {};
      if (output instanceof Response) return output;
      return Response.json(service === 'dynamodb' ? toWire(output) : output);
    } catch (error) {
      if (!(error instanceof FakeAwsError)) throw error;
      return Response.json(
        {
          __type: `com.amazonaws.fake#${error.code}`,
          message: error.message,
          ...(toWire(error.extra) as Record<string, unknown>),
        },
        { status: error.status },
      );
    }
  }

  const self: Answering = { answer, received };
  return {
    /** Answers every service at `FAKE_AWS_ENDPOINT`, set as AWS_ENDPOINT_URL with the credentials, until `restore`. */
    install() {
      current = self;
      answering = true;
      vi.stubEnv('AWS_ENDPOINT_URL', FAKE_AWS_ENDPOINT);
      for (const [name, value] of Object.entries(FAKE_CREDENTIALS)) vi.stubEnv(name, value);
    },
    restore() {
      if (current === self) answering = false;
      vi.unstubAllEnvs();
    },
    /** Where and as whom an adapter reaches the fake in `region`, as the runtime's `cloudAws` would. */
    access(region = 'us-east-1'): AwsAccess {
      return {
        region,
        endpoint: FAKE_AWS_ENDPOINT,
        credentials: () => ({
          accessKeyId: FAKE_CREDENTIALS.AWS_ACCESS_KEY_ID,
          secretAccessKey: FAKE_CREDENTIALS.AWS_SECRET_ACCESS_KEY,
          sessionToken: FAKE_CREDENTIALS.AWS_SESSION_TOKEN,
        }),
      };
    },
    /** Answers `operation` (`dynamodb:GetItem`, `secretsmanager:GetSecretValue`…) with `handler`. */
    on(operation: string, handler: Handler) {
      handlers.set(operation, handler);
    },
    /** The requests received, in order; those of one operation when named. */
    calls(operation?: string): FakeAwsCall[] {
      return operation ? calls.filter((c) => c.operation === operation) : [...calls];
    },
    reset() {
      handlers.clear();
      calls.length = 0;
      received.length = 0;
    },
  };
}

/** A fake AWS installed before each test of the file and restored after it; retries wait no backoff. */
export function fakeAwsPerTest() {
  const aws = fakeAws();
  beforeEach(() => {
    aws.reset();
    aws.install();
    vi.spyOn(Math, 'random').mockReturnValue(0);
  });
  afterEach(() => {
    aws.restore();
    vi.restoreAllMocks();
  });
  return aws;
}
