import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from '#functions/core/auth/access-token';
import { ROTATION_GRACE_SECONDS } from '#functions/core/auth/refresh-tokens';
import { createIdentityHarness, SIGNING_KEY } from './harness';

describe('access and refresh tokens', () => {
  it('sets an httpOnly, SameSite=Strict refresh cookie limited to /api/auth for 30 days', async () => {
    const h = await createIdentityHarness({ demoMode: true });
    const r = await h.call('POST', '/api/auth/verify-otp', {
      body: { email: 'c@example.com', token: '123456' },
    });
    const cookie = r.cookies[0] ?? '';
    expect(cookie).toMatch(/^askaround_refresh=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/auth');
    expect(cookie).toContain(`Max-Age=${30 * 24 * 3600}`);
    // Plain http on localhost is the only place without Secure.
    expect(cookie).not.toContain('Secure');
  });

  it('rotates the refresh token on every refresh', async () => {
    const h = await createIdentityHarness({ demoMode: true });
    const r = await h.call('POST', '/api/auth/verify-otp', {
      body: { email: 'r@example.com', token: '123456' },
    });
    const first = h.cookieOf(r.cookies);
    const refreshed = await h.call('POST', '/api/auth/refresh', { cookie: first });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.user).toEqual({ id: r.body.user.id, email: 'r@example.com' });
    expect(await h.deps.authenticate(refreshed.body.accessToken)).toBe(r.body.user.id);
    expect(h.cookieOf(refreshed.cookies)).not.toBe(first);
  });

  it('revokes the whole family when a token rotated longer than the grace window ago is presented again', async () => {
    const h = await createIdentityHarness({ demoMode: true });
    const r = await h.call('POST', '/api/auth/verify-otp', {
      body: { email: 'replay@example.com', token: '123456' },
    });
    const first = h.cookieOf(r.cookies);
    const second = h.cookieOf((await h.call('POST', '/api/auth/refresh', { cookie: first })).cookies);
    h.clock.current = new Date(h.clock.current.getTime() + (ROTATION_GRACE_SECONDS + 1) * 1000);
    const replay = await h.call('POST', '/api/auth/refresh', { cookie: first });
    expect(replay.status).toBe(401);
    // The legitimate newest token is now dead too.
    expect((await h.call('POST', '/api/auth/refresh', { cookie: second })).status).toBe(401);
    expect((await h.call('GET', '/api/auth/session', { cookie: second })).status).toBe(401);
  });

  it('signs out by revoking the token and clearing the cookie', async () => {
    const h = await createIdentityHarness({ demoMode: true });
    const r = await h.call('POST', '/api/auth/verify-otp', {
      body: { email: 'out@example.com', token: '123456' },
    });
    const cookie = h.cookieOf(r.cookies);
    const out = await h.call('POST', '/api/auth/signout', { cookie });
    expect(out.status).toBe(204);
    expect(out.cookies[0]).toContain('Max-Age=0');
    expect((await h.call('POST', '/api/auth/refresh', { cookie })).status).toBe(401);
  });

  it('answers 401 to a refresh without a cookie', async () => {
    const h = await createIdentityHarness();
    expect((await h.call('POST', '/api/auth/refresh')).status).toBe(401);
  });

  it('answers 401 to a tampered access token', async () => {
    const h = await createIdentityHarness({ demoMode: true });
    const r = await h.call('POST', '/api/auth/verify-otp', {
      body: { email: 't@example.com', token: '123456' },
    });
    const token = r.body.accessToken as string;
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    const tampered = `${header}.${forged}.${signature}`;
    const me = `/api/users/${r.body.user.id}`;
    expect((await h.call('GET', me, { token: tampered })).status).toBe(401);
    const otherKey = await createAccessTokens(new Uint8Array(32).fill(9)).issue(r.body.user.id);
    expect((await h.call('GET', me, { token: otherKey.token })).status).toBe(401);
  });

  it('answers 401 to an expired access token', async () => {
    const h = await createIdentityHarness({ demoMode: true });
    const r = await h.call('POST', '/api/auth/verify-otp', {
      body: { email: 'x@example.com', token: '123456' },
    });
    const old = await createAccessTokens(SIGNING_KEY).issue(
      r.body.user.id,
      new Date(Date.now() - 16 * 60 * 1000),
    );
    expect((await h.call('GET', `/api/users/${r.body.user.id}`, { token: old.token })).status).toBe(401);
    const noneAlg = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(r.body.user.id)
      .sign(SIGNING_KEY);
    expect((await h.call('GET', `/api/users/${r.body.user.id}`, { token: noneAlg })).status).toBe(401);
  });
});
