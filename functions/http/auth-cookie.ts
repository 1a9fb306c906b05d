import { REFRESH_COOKIE } from '#shared/contracts/auth';
import { REFRESH_TTL_SECONDS } from '../core/auth/refresh-tokens';

/** Plain http is allowed only for a browser on this machine; everywhere else the cookie is Secure. */
function isLocalHttp(origin: string): boolean {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname);
  } catch {
    return false;
  }
}

/** The refresh cookie: httpOnly, SameSite=Strict, only sent to /api/auth. */
export function refreshCookie(token: string, origin: string, maxAge = REFRESH_TTL_SECONDS): string {
  const parts = [
    `${REFRESH_COOKIE}=${encodeURIComponent(token)}`,
    'HttpOnly',
    'SameSite=Strict',
    'Path=/api/auth',
    `Max-Age=${maxAge}`,
  ];
  if (!isLocalHttp(origin)) parts.push('Secure');
  return parts.join('; ');
}

/** Clears the refresh cookie. */
export const clearRefreshCookie = (origin: string) => refreshCookie('', origin, 0);
