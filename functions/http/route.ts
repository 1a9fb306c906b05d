import type { BodyOf, Contract, ParamsOf, QueryOf, ResponseOf } from '#shared/contracts/define';

/** What a handler knows about the request beyond its validated input. */
export interface RequestContext {
  /** The signed-in user; always set on routes whose contract requires auth. */
  userId: string;
  /** Lower-cased request headers. */
  headers: Record<string, string>;
  cookies: Record<string, string>;
  /** The unparsed body, for signed payloads such as webhooks. */
  rawBody: string;
  sourceIp: string;
  /** Origin of the request as the browser saw it, e.g. `http://localhost:3000`. */
  origin: string;
  requestId: string;
}

interface HandlerInput<C extends Contract> {
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
}

/** A JSON body with a non-default status, extra headers or cookies. */
export class Reply<T> {
  constructor(
    readonly body: T,
    readonly init: { status?: number; headers?: Record<string, string>; cookies?: string[] } = {},
  ) {}
}

export type JsonHandler<C extends Contract> = (
  input: HandlerInput<C>,
  ctx: RequestContext,
) => Promise<ResponseOf<C> | Reply<ResponseOf<C>>>;

/** Stream and raw routes build the whole web Response themselves. */
export type ResponseHandler<C extends Contract> = (
  input: HandlerInput<C>,
  ctx: RequestContext,
) => Promise<Response>;

export type RouteDef =
  | { kind: 'json'; contract: Contract; handle: JsonHandler<Contract> }
  | { kind: 'response'; contract: Contract; handle: ResponseHandler<Contract> };

/** Binds a JSON handler to its contract. */
export function route<C extends Contract>(contract: C, handle: JsonHandler<C>): RouteDef {
  return { kind: 'json', contract, handle: handle as unknown as JsonHandler<Contract> };
}

/** Binds a handler that returns a web Response (streams, files, redirects) to its contract. */
export function responseRoute<C extends Contract>(contract: C, handle: ResponseHandler<C>): RouteDef {
  return { kind: 'response', contract, handle: handle as unknown as ResponseHandler<Contract> };
}
