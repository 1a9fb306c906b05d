import { createHash, createHmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterEach, beforeEach, vi } from 'vitest';
import { fromWire, toWire } from '#functions/adapters/aws/dynamo/document-client';

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

/** A handler's answer: the output as JSON, or a `Response` sent as it is (an event stream's). */
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

/** `dynamodb.us-east-1.amazonaws.com` → the signing name and region from the request's scope. */
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

/**
 * AWS as the functions reach it, over `fetch`: every request's Signature Version 4 is checked with
 * the AWS SDK's own signer (`@smithy/signature-v4`), then answered by the handler set for its action
 * (`{}` when none is). DynamoDB's attribute values are converted, so handlers see and return plain
 * items, as with the document client. A handler returns a stream as a `Response`
 * (`eventStreamOf` in `fake-event-stream.ts`).
 */
export function fakeAws() {
  const handlers = new Map<string, Handler>();
  const calls: FakeAwsCall[] = [];

  async function answer(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? init.body : '';
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
    const sent = Object.fromEntries([...headers].filter(([name]) => name !== 'authorization'));
    const amzDate = sent['x-amz-date'] ?? '';
    const signingDate = new Date(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
    );
    const reference = await signer.sign(
      {
        method: init?.method ?? 'GET',
        protocol: url.protocol,
        hostname: url.hostname,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: { ...sent, host: url.host },
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

  const fetchSpy = vi.fn(answer);
  return {
    /** Replaces `fetch` (and sets the credentials) until `restore`. */
    install() {
      vi.stubGlobal('fetch', fetchSpy);
      for (const [name, value] of Object.entries(FAKE_CREDENTIALS)) vi.stubEnv(name, value);
    },
    restore() {
      vi.unstubAllGlobals();
      vi.unstubAllEnvs();
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
      fetchSpy.mockClear();
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
