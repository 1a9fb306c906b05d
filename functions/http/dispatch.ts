import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { Contract } from '#shared/contracts/define';
import * as z from '#shared/zod';
import { clientAddress } from './client-address';
import { errorResponse, invalidInput, jsonResponse, toErrorResponse } from './errors';
import { cameThroughCloudFront } from './origin-verify';
import { Reply, type RequestContext, type RouteDef } from './route';

/** Resolves a bearer token to a user id, or null when it is missing, expired or forged. */
export type Authenticate = (token: string) => Promise<string | null>;

export type ApiHandler = (event: APIGatewayProxyEvent) => Promise<Response>;

export interface ApiHandlerOptions {
  /**
   * Set behind CloudFront: the secret it sends in `x-origin-verify`. Requests without it are
   * refused (403), and those with it take the caller's IP from CloudFront's viewer address header.
   */
  originSecret?: string;
  /** The app's configured address (e.g. the CloudFront URL): handlers get it as `origin` instead of the Host header's. */
  publicOrigin?: string;
}

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/**
 * The one request pipeline for both runtimes: find the route by method and resource template,
 * authenticate, validate params, query and body against the contract, run the handler, and map
 * errors. `event.resource` is the contract's path template (API Gateway sets it; so does the
 * local server).
 */
export function createApiHandler(
  routes: RouteDef[],
  authenticate: Authenticate,
  options: ApiHandlerOptions = {},
): ApiHandler {
  const table = new Map(routes.map((r) => [routeKey(r.contract.method, r.contract.path), r]));
  return async (event) => {
    const def = table.get(routeKey(event.httpMethod, event.resource));
    if (!def) return errorResponse(404, 'not_found', `No route for ${event.httpMethod} ${event.path}`);
    const { originSecret } = options;
    if (originSecret !== undefined && !cameThroughCloudFront(lowerCaseHeaders(event.headers), originSecret))
      return errorResponse(403, 'forbidden', "This API answers only through the app's own address.");
    try {
      return await run(def, event, authenticate, originSecret !== undefined, options.publicOrigin);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

async function run(
  def: RouteDef,
  event: APIGatewayProxyEvent,
  authenticate: Authenticate,
  behindCloudFront: boolean,
  publicOrigin: string | undefined,
): Promise<Response> {
  const { contract } = def;
  const headers = lowerCaseHeaders(event.headers);
  const rawBody = decodeBody(event);
  if (Buffer.byteLength(rawBody) > contract.maxBodyBytes) {
    return errorResponse(413, 'too_large', `Request body is larger than ${contract.maxBodyBytes} bytes.`);
  }
  let userId = '';
  if (contract.auth) {
    const token = /^Bearer (.+)$/i.exec(headers.authorization ?? '')?.[1];
    const resolved = token ? await authenticate(token) : null;
    if (!resolved)
      return errorResponse(401, 'unauthorized', 'Your session has expired. Please sign in again.');
    userId = resolved;
  }
  const params = contract.params.safeParse(event.pathParameters ?? {});
  if (!params.success) return invalidInput('path', params.error);
  const query = contract.query.safeParse(event.queryStringParameters ?? {});
  if (!query.success) return invalidInput('query', query.error);
  const body = parseBody(contract, rawBody);
  if (body instanceof Response) return body;

  const ctx: RequestContext = {
    userId,
    headers,
    cookies: parseCookies(headers.cookie),
    rawBody,
    sourceIp: clientAddress(headers, event.requestContext?.identity?.sourceIp, behindCloudFront),
    origin: publicOrigin ?? requestOrigin(headers),
    requestId: event.requestContext?.requestId ?? '',
  };
  const input = { params: params.data, query: query.data, body };
  if (def.kind === 'response') return def.handle(input, ctx);
  const result = await def.handle(input, ctx);
  const reply = result instanceof Reply ? result : new Reply(result);
  const response = jsonResponse(reply.init.status ?? contract.successStatus, reply.body, reply.init.headers);
  for (const cookie of reply.init.cookies ?? []) response.headers.append('set-cookie', cookie);
  return response;
}

function parseBody(contract: Contract, rawBody: string): unknown {
  if (contract.rawBody) return rawBody;
  if (contract.body instanceof z.ZodMiniUndefined) return undefined;
  let json: unknown;
  try {
    json = rawBody.trim() === '' ? undefined : JSON.parse(rawBody);
  } catch {
    return errorResponse(400, 'invalid_input', 'Request body is not valid JSON.');
  }
  const parsed = contract.body.safeParse(json);
  return parsed.success ? parsed.data : invalidInput('request body', parsed.error);
}

function decodeBody(event: APIGatewayProxyEvent): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

function lowerCaseHeaders(headers: APIGatewayProxyEvent['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers ?? {})) if (v !== undefined) out[k.toLowerCase()] = v;
  return out;
}

function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // A cookie we cannot decode is one we did not set; ignore it.
    }
  }
  return out;
}

function requestOrigin(headers: Record<string, string>): string {
  const proto = headers['x-forwarded-proto'] ?? 'https';
  return `${proto}://${headers.host ?? 'localhost'}`;
}
