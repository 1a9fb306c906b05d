import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ROTATION_GRACE_SECONDS } from '#functions/core/auth/refresh-tokens';
import { createIdentityHarness } from './harness';

const hashOf = (cookie: string) =>
  createHash('sha256')
    .update(cookie.replace(/^askaround_refresh=/, ''))
    .digest('hex');

/** Signs in and returns the harness with the first refresh cookie. */
async function signedIn(email: string) {
  const h = await createIdentityHarness({ demoMode: true });
  const r = await h.call('POST', '/api/auth/verify-otp', { body: { email, token: '123456' } });
  const refresh = (cookie: string) => h.call('POST', '/api/auth/refresh', { cookie });
  const later = (seconds: number) => {
    h.clock.current = new Date(h.clock.current.getTime() + seconds * 1000);
  };
  return { h, first: h.cookieOf(r.cookies), userId: r.body.user.id as string, refresh, later };
}

describe('refresh-token rotation grace window', () => {
  it('answers a just-rotated token within the window with a new cookie and keeps the family alive', async () => {
    const { h, first, userId, refresh, later } = await signedIn('grace@example.com');
    // The browser never received this response (the reload aborted it).
    expect((await refresh(first)).status).toBe(200);
    later(ROTATION_GRACE_SECONDS - 1);
    const again = await refresh(first);
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(userId);
    const renewed = h.cookieOf(again.cookies);
    expect(renewed).toMatch(/^askaround_refresh=/);
    expect(renewed).not.toBe(first);
    const next = await refresh(renewed);
    expect(next.status).toBe(200);
    expect((await h.call('GET', '/api/auth/session', { cookie: h.cookieOf(next.cookies) })).status).toBe(200);
  });

  it('survives several aborted refreshes in a row with the same old token', async () => {
    const { h, first, refresh, later } = await signedIn('reloads@example.com');
    let last = '';
    for (let i = 0; i < 5; i += 1) {
      const r = await refresh(first);
      expect(r.status).toBe(200);
      last = h.cookieOf(r.cookies);
      later(1);
    }
    expect((await refresh(last)).status).toBe(200);
  });

  it('answers two concurrent refreshes with the same token without revoking the family', async () => {
    const { h, first, refresh } = await signedIn('parallel@example.com');
    const results = await Promise.all([refresh(first), refresh(first)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const cookies = results.map((r) => h.cookieOf(r.cookies));
    // Whichever response the browser kept last, the newer token works.
    const live = await Promise.all(cookies.map((c) => h.deps.identity.refreshTokens.get(hashOf(c))));
    const newest = cookies[live.findIndex((t) => t && !t.rotatedAt)] ?? '';
    expect((await refresh(newest)).status).toBe(200);
  });

  it('answers concurrent replays of a just-rotated token without revoking the family', async () => {
    const { h, first, refresh } = await signedIn('replays@example.com');
    expect((await refresh(first)).status).toBe(200);
    const results = await Promise.all([refresh(first), refresh(first), refresh(first)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const cookies = results.map((r) => h.cookieOf(r.cookies));
    const live = await Promise.all(cookies.map((c) => h.deps.identity.refreshTokens.get(hashOf(c))));
    expect(live.filter((t) => t && !t.rotatedAt)).toHaveLength(1);
  });

  it('retires the unused successor when it reissues', async () => {
    const { h, first, refresh } = await signedIn('retired@example.com');
    const lost = h.cookieOf((await refresh(first)).cookies);
    const current = h.cookieOf((await refresh(first)).cookies);
    // The retired successor is now the stale one: once the current token is used, it revokes.
    expect((await refresh(current)).status).toBe(200);
    expect((await refresh(lost)).status).toBe(401);
  });

  it('revokes the family when the token comes back after its successor was used, even within the window', async () => {
    const { first, refresh, h } = await signedIn('stolen@example.com');
    const second = h.cookieOf((await refresh(first)).cookies);
    const third = h.cookieOf((await refresh(second)).cookies);
    expect((await refresh(first)).status).toBe(401);
    expect((await refresh(third)).status).toBe(401);
  });

  it('revokes the family when a token is replayed after the window', async () => {
    const { first, refresh, later, h } = await signedIn('late@example.com');
    const second = h.cookieOf((await refresh(first)).cookies);
    later(ROTATION_GRACE_SECONDS + 1);
    expect((await refresh(first)).status).toBe(401);
    expect((await refresh(second)).status).toBe(401);
  });
});
