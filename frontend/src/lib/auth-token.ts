import { refreshSession } from '#shared/contracts/auth';
import { callApi, isNetworkError, setTokenSource } from './api-client';
import { clearCachedUser } from './user-cache';

/** Refresh this long before the access token expires. */
const REFRESH_MARGIN_MS = 60_000;
const LOCK_NAME = 'askaround-token-refresh';

interface HeldToken {
  token: string;
  expiresAt: number;
}

let held: HeldToken | null = null;
let identity: { id: string; email: string } | null = null;
let inFlight: Promise<string | null> | null = null;
let offline = false;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Keeps the access token in memory only and schedules its renewal 60 s before expiry. */
export function setAccessToken(token: string, expiresAt: string | number | Date): void {
  held = { token, expiresAt: new Date(expiresAt).getTime() };
  clearTimeout(timer);
  const wait = held.expiresAt - Date.now() - REFRESH_MARGIN_MS;
  if (wait > 0 && wait < 2 ** 31 - 1) timer = setTimeout(() => void refreshAccessToken(), wait);
}

/** The user named by the last successful refresh. */
export const refreshedIdentity = () => identity;

export function clearAccessToken(): void {
  held = null;
  identity = null;
  clearTimeout(timer);
}

/** The token when it stays valid for at least the margin. */
export function currentAccessToken(now = Date.now()): string | null {
  return held && held.expiresAt - now > REFRESH_MARGIN_MS ? held.token : null;
}

/** True when the last refresh never reached the server: the session is unknown, not ended. */
export const lastRefreshWasOffline = () => offline;

async function doRefresh(): Promise<string | null> {
  try {
    const result = await callApi(refreshSession);
    offline = false;
    setAccessToken(result.accessToken, result.expiresAt);
    identity = result.user;
    return result.accessToken;
  } catch (error) {
    // Without a network the refresh cookie may still be good: keep the user signed in.
    offline = isNetworkError(error);
    if (!offline) clearAccessToken();
    return null;
  }
}

/**
 * Renews the token through the refresh cookie: one refresh at a time in this tab, and across
 * tabs through Web Locks (two tabs presenting the same cookie would look like a replay).
 */
export function refreshAccessToken(): Promise<string | null> {
  if (inFlight) return inFlight;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const run = locks
    ? new Promise<string | null>((resolve, reject) => {
        locks.request(LOCK_NAME, async () => resolve(await doRefresh())).catch(reject);
      })
    : doRefresh();
  const pending = run.finally(() => {
    inFlight = null;
  });
  inFlight = pending;
  return pending;
}

/** Connects the API client: bearer token on every call, refresh-and-retry on 401. */
export function installTokenSource(): void {
  setTokenSource({
    getToken: async () => currentAccessToken() ?? (await refreshAccessToken()),
    refresh: refreshAccessToken,
    onAuthFailure: () => {
      clearAccessToken();
      clearCachedUser();
      window.location.assign('/auth');
    },
  });
}
