import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearAccessToken,
  currentAccessToken,
  refreshAccessToken,
  setAccessToken,
} from '#web/lib/auth-token';

const refreshAnswer = (token: string) =>
  new Response(
    JSON.stringify({
      accessToken: token,
      expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      user: { id: 'u1', email: 'a@example.com' },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  clearAccessToken();
});

describe('the in-memory access token', () => {
  it('counts as missing within 60 seconds of expiry', () => {
    setAccessToken('t1', Date.now() + 61_000);
    expect(currentAccessToken()).toBe('t1');
    setAccessToken('t2', Date.now() + 59_000);
    expect(currentAccessToken()).toBeNull();
  });

  it('runs one refresh at a time for concurrent callers', async () => {
    const fetchMock = vi.fn(async () => refreshAnswer('fresh'));
    vi.stubGlobal('fetch', fetchMock);
    const [a, b, c] = await Promise.all([refreshAccessToken(), refreshAccessToken(), refreshAccessToken()]);
    expect([a, b, c]).toEqual(['fresh', 'fresh', 'fresh']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(currentAccessToken()).toBe('fresh');
  });

  it('returns null and forgets the token when the refresh is refused', async () => {
    setAccessToken('old', Date.now() + 10_000);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"unauthorized","message":"x"}', { status: 401 })),
    );
    expect(await refreshAccessToken()).toBeNull();
    expect(currentAccessToken()).toBeNull();
  });
});
