import * as z from '../zod';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a route's response is produced: a JSON body (the default), a byte stream, or a raw body. */
type ResponseKind = 'json' | 'stream' | 'raw';

/** One endpoint: the single source of its method, path, auth rule and payload schemas. */
export interface Contract<
  Params extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType = z.ZodMiniType,
  Body extends z.ZodMiniType = z.ZodMiniType,
  Response extends z.ZodMiniType = z.ZodMiniType,
> {
  /** Stable identifier, `<capability>.<action>`. */
  id: string;
  method: HttpMethod;
  /** API Gateway style template, e.g. `/api/users/{id}`. */
  path: string;
  /** Whether a bearer access token is required. */
  auth: boolean;
  params: Params;
  query: Query;
  body: Body;
  response: Response;
  /** Status of a successful response. */
  successStatus: number;
  responseKind: ResponseKind;
  /** The handler receives the raw body string (e.g. a signed webhook) instead of parsed JSON. */
  rawBody: boolean;
  /** Largest accepted request body, in bytes. */
  maxBodyBytes: number;
  /** One-line description for docs and the route table. */
  summary: string;
}

type Definition<P, Q, B, R> = {
  id: string;
  method: HttpMethod;
  path: string;
  auth: boolean;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  successStatus?: number;
  responseKind?: ResponseKind;
  rawBody?: boolean;
  maxBodyBytes?: number;
};

const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
/** What an omitted schema accepts; one instance each, shared by every contract that omits it. */
const NO_PARAMS = z.strictObject({});
const NO_QUERY = z.object({});
const NO_BODY = z.undefined();

/** Declares a contract; omitted schemas accept nothing (empty object / no body). */
export function defineContract<
  P extends z.ZodMiniType = z.ZodMiniObject<Record<string, never>>,
  Q extends z.ZodMiniType = z.ZodMiniObject<Record<string, never>>,
  B extends z.ZodMiniType = z.ZodMiniUndefined,
  R extends z.ZodMiniType = z.ZodMiniType,
>(definition: Definition<P, Q, B, R>): Contract<P, Q, B, R> {
  return {
    id: definition.id,
    method: definition.method,
    path: definition.path,
    auth: definition.auth,
    summary: definition.summary,
    params: (definition.params ?? NO_PARAMS) as P,
    query: (definition.query ?? NO_QUERY) as Q,
    body: (definition.body ?? NO_BODY) as B,
    response: definition.response,
    successStatus: definition.successStatus ?? 200,
    responseKind: definition.responseKind ?? 'json',
    rawBody: definition.rawBody ?? false,
    maxBodyBytes: definition.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
  };
}

export type ParamsOf<C extends Contract> = z.infer<C['params']>;
export type QueryOf<C extends Contract> = z.infer<C['query']>;
export type BodyOf<C extends Contract> = z.infer<C['body']>;
export type ResponseOf<C extends Contract> = z.infer<C['response']>;

/** Fills a path template: `/api/users/{id}` + `{ id: 'a b' }` → `/api/users/a%20b`. */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}
