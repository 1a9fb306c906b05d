import type { BodyOf, Contract, ParamsOf, QueryOf, ResponseOf } from '#shared/contracts/define';
import { fillPath } from '#shared/contracts/define';
import type * as z from '#shared/zod';

/** An error answered by the API, with its stable code and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** How the client gets and renews the access token; set by the session module. */
export interface TokenSource {
  /** A token valid for at least the refresh margin, or null when signed out. */
  getToken(): Promise<string | null>;
  /** Forces a refresh; null when the refresh failed. */
  refresh(): Promise<string | null>;
  /** Called when a request stays unauthorized after one refresh. */
  onAuthFailure(): void;
}

let tokenSource: TokenSource = {
  getToken: async () => null,
  refresh: async () => null,
  onAuthFailure: () => {},
};

export function setTokenSource(source: TokenSource): void {
  tokenSource = source;
}

type Input<C extends Contract> = {
  params?: ParamsOf<C>;
  query?: QueryOf<C>;
  body?: BodyOf<C>;
  signal?: AbortSignal;
};

/** Builds the URL of a contract's route with its path parameters and query. */
function contractUrl<C extends Contract>(
  contract: C,
  input: Pick<Input<C>, 'params' | 'query'> = {},
): string {
  const path = fillPath(contract.path, (input.params ?? {}) as Record<string, string>);
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (v !== undefined && v !== null) query.set(k, String(v));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Calls an endpoint through its contract: sends credentials, adds the bearer token on
 * authenticated routes, refreshes and retries once on 401, and parses the response.
 */
export async function callApi<C extends Contract>(contract: C, input: Input<C> = {}): Promise<ResponseOf<C>> {
  const response = await send(contract, input);
  if (response.status === 204) return undefined as ResponseOf<C>;
  const json: unknown = await response.json().catch(() => undefined);
  return (contract.response as z.ZodMiniType).parse(json) as ResponseOf<C>;
}

/** Like `callApi`, but returns the raw Response (for streams and files); throws on error statuses. */
async function send<C extends Contract>(contract: C, input: Input<C> = {}): Promise<Response> {
  const url = contractUrl(contract, input);
  const attempt = async (token: string | null) =>
    fetchOrOffline(url, {
      method: contract.method,
      credentials: 'include',
      signal: input.signal,
      headers: {
        ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: input.body !== undefined ? JSON.stringify(input.body) : undefined,
    });

  let response = await attempt(contract.auth ? await tokenSource.getToken() : null);
  if (response.status === 401 && contract.auth) {
    const renewed = await tokenSource.refresh();
    if (renewed) response = await attempt(renewed);
    if (response.status === 401) tokenSource.onAuthFailure();
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as {
    error?: string;
    message?: string;
    details?: unknown;
  } | null;
  return new ApiError(
    response.status,
    body?.error ?? 'http_error',
    body?.message ?? `Request failed (${response.status})`,
    body?.details,
  );
}

/** What a request that never reached the server says, instead of the browser's "Failed to fetch". */
const OFFLINE_MESSAGE =
  "You're offline or the server can't be reached. We'll retry when the connection is back.";

/** True when the request never got an answer (no network, server unreachable). */
export const isNetworkError = (error: unknown) => error instanceof ApiError && error.code === 'network';

/** fetch, turning a network failure into an ApiError with a plain message (aborts pass through). */
async function fetchOrOffline(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', OFFLINE_MESSAGE);
  }
}

/** True for a 404 from the API: callers treat it as "not found" (null). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The server's message when there is one, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
