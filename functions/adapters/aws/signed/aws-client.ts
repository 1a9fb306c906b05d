import type { IncomingMessage } from 'node:http';
import { AwsServiceError, errorCodeOf, isRetryable } from './aws-error';
import { type AwsCredentials, signRequest } from './sigv4';
import { readText, sendRequest, toWebStream } from './transport';

/**
 * Where and as whom the clients reach AWS, which the runtime decides (functions/runtime/cloud-aws.ts):
 * the region, an endpoint for every service when not AWS's own (the offline tests' fake AWS),
 * and the credentials.
 */
export interface AwsAccess {
  region: string;
  /** Every service's URL, e.g. `http://127.0.0.1:4566`; each its own AWS endpoint when not set. */
  endpoint?: string;
  /** Asked on the first request (a Lambda role's are the same for the container's life). */
  credentials: () => AwsCredentials;
}

export interface AwsClientOptions extends AwsAccess {
  /** The signing name: `dynamodb`, `states`, `secretsmanager`, `bedrock`. */
  service: string;
  /** The endpoint's first label when it differs from the signing name (`bedrock-runtime`). */
  host?: string;
  /** Attempts per request, the first included (throttling, server errors and timeouts are retried). */
  maxAttempts?: number;
  /** Milliseconds an attempt may take before it is abandoned. */
  attemptTimeoutMs?: number;
}

/** What one call sends: a JSON body to a path, with the protocol's headers. */
interface CallOptions {
  method?: 'POST' | 'GET';
  path?: string;
  headers?: Record<string, string>;
  body: unknown;
  signal?: AbortSignal;
}

/** Signed requests to one AWS service (its JSON or REST-JSON protocol, or a REST event stream). */
export interface AwsClient {
  /** An AWS JSON protocol action: `target` is e.g. `DynamoDB_20120810.GetItem`. */
  json<T>(
    target: string,
    body: unknown,
    options?: { version?: '1.0' | '1.1'; signal?: AbortSignal },
  ): Promise<T>;
  /** A REST-JSON call: a POST of `body` to `path` (already percent-encoded). */
  post<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T>;
  /**
   * A REST-JSON call whose reply streams (an event stream): the body as it arrives, once the
   * service has accepted the request; only that first response is retried and timed.
   */
  stream(path: string, body: unknown, signal?: AbortSignal): Promise<ReadableStream<Uint8Array>>;
}

/** The service's URL: the endpoint given, else `https://<host>.<region>.amazonaws.com`. */
export function serviceUrl({
  endpoint,
  host,
  service,
  region,
}: Pick<AwsClientOptions, 'endpoint' | 'host' | 'service' | 'region'>): string {
  return endpoint ?? `https://${host ?? service}.${region}.amazonaws.com`;
}

/** A JSON object, `{}` for an empty body, undefined for anything else (a proxy's HTML page). */
function parseJson(text: string): Record<string, unknown> | undefined {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** What a body that is not the service's JSON (a load balancer's 502 page) says, shortened. */
const notJson = (status: number, text: string) =>
  `HTTP ${status} with a body that is not JSON: ${text.slice(0, 200)}`;

const BASE_DELAY_MS = 100;
const MAX_DELAY_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A client of one AWS service over `node:https` (kept-alive connections, `transport.ts`), signed
 * with Signature Version 4 and retried like the AWS SDK's standard mode (3 attempts, exponential
 * backoff with full jitter). It replaces the SDK on the paths every cold start takes
 * (docs/deploy.md, "Bundles"): Node spends 75–100 ms loading one SDK client's modules, more than
 * a whole cold start may take.
 */
export function createAwsClient(options: AwsClientOptions): AwsClient {
  const { service, region, maxAttempts = 3, attemptTimeoutMs = 10_000 } = options;
  const base = serviceUrl(options);
  let credentials: AwsCredentials | undefined;

  /**
   * One signed request, its response handed to `read` within `attemptTimeoutMs` (the body read
   * too, unless `read` leaves it to stream: the timer stops once `read` returns).
   */
  async function attempt(call: CallOptions, read: Reader): Promise<unknown> {
    credentials ??= options.credentials();
    const url = new URL(call.path ?? '/', base);
    const body = JSON.stringify(call.body ?? {});
    const headers = signRequest(
      { method: call.method ?? 'POST', url, headers: call.headers ?? {}, body },
      { region, service, credentials },
    );
    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new DOMException('The AWS request timed out', 'TimeoutError')),
      attemptTimeoutMs,
    );
    try {
      const response = await sendRequest({
        method: call.method ?? 'POST',
        url,
        headers,
        body,
        signal: call.signal ? AbortSignal.any([call.signal, timeout.signal]) : timeout.signal,
      });
      const status = response.statusCode ?? 0;
      if (status < 200 || status > 299) throw errorOf(response, await readText(response));
      return await read(response);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The reply `read` makes of the response, as the caller's type (the protocol's JSON is trusted). */
  async function send<T>(call: CallOptions, read: Reader): Promise<T> {
    for (let tries = 1; ; tries++) {
      try {
        return (await attempt(call, read)) as T;
      } catch (error) {
        if (tries >= maxAttempts || call.signal?.aborted || !isRetryable(error)) throw error;
        await sleep(Math.random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** tries));
      }
    }
  }

  const rest = (path: string, body: unknown, signal?: AbortSignal): CallOptions => ({
    path,
    body,
    signal,
    headers: { 'content-type': 'application/json' },
  });

  return {
    json: (target, body, { version = '1.0', signal } = {}) =>
      send(
        {
          body,
          signal,
          headers: { 'content-type': `application/x-amz-json-${version}`, 'x-amz-target': target },
        },
        readJson,
      ),
    post: (path, body, signal) => send(rest(path, body, signal), readJson),
    stream: (path, body, signal) => send(rest(path, body, signal), toWebStream),
  };
}

/** What a call makes of its response: the JSON body, or the body itself to stream. */
type Reader = (response: IncomingMessage) => Promise<unknown>;

/** The JSON body of an accepted call; a body that is not JSON is an AwsServiceError, as a failed call's. */
async function readJson(response: IncomingMessage): Promise<unknown> {
  const text = await readText(response);
  const parsed = parseJson(text);
  if (!parsed) throw errorOf(response, text);
  return parsed;
}

/**
 * The error a failed response carries in its JSON body (`message`, `__type`) and headers; for a
 * body that is not JSON (a load balancer's 502 page), an `UnknownError` quoting its start.
 */
function errorOf(response: IncomingMessage, text: string): AwsServiceError {
  const status = response.statusCode ?? 0;
  const parsed = parseJson(text);
  const message = parsed ? (parsed.message ?? parsed.Message) : notJson(status, text);
  const header = response.headers['x-amzn-errortype'];
  return new AwsServiceError(
    errorCodeOf(typeof header === 'string' ? header : null, parsed ?? {}),
    typeof message === 'string' ? message : '',
    status,
    parsed ?? {},
  );
}
