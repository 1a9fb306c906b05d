import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_IN_LIMITS } from '#functions/core/auth/sign-in';
import { createIdentityHarness } from './harness';

describe('sign-in codes', () => {
  it('refuses a sixth attempt even with the right code after five wrong ones', async () => {
    const h = await createIdentityHarness();
    const email = 'sixth@example.com';
    expect((await h.call('POST', '/api/auth/send-otp', { body: { email } })).status).toBe(200);
    const code = h.lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await h.call('POST', '/api/auth/verify-otp', { body: { email, token: wrong } });
      expect(r.status).toBe(401);
      expect(r.body.message).toBe('Invalid verification code');
    }
    const sixth = await h.call('POST', '/api/auth/verify-otp', { body: { email, token: code } });
    expect(sixth.status).toBe(401);
  });

  it('counts parallel wrong guesses, so a burst cannot get past five attempts', async () => {
    const h = await createIdentityHarness();
    const email = 'burst@example.com';
    await h.call('POST', '/api/auth/send-otp', { body: { email } });
    const code = h.lastCode(email);
    const guesses = Array.from({ length: 10 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const results = await Promise.all(
      guesses.map((token) => h.call('POST', '/api/auth/verify-otp', { body: { email, token } })),
    );
    expect(results.every((r) => r.status === 401)).toBe(true);
    expect((await h.call('POST', '/api/auth/verify-otp', { body: { email, token: code } })).status).toBe(401);
  });

  it('accepts the right code once and not again', async () => {
    const h = await createIdentityHarness();
    const email = 'once@example.com';
    await h.call('POST', '/api/auth/send-otp', { body: { email } });
    const code = h.lastCode(email);
    const first = await h.call('POST', '/api/auth/verify-otp', { body: { email, token: code } });
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ email, profile: null });
    expect((await h.call('POST', '/api/auth/verify-otp', { body: { email, token: code } })).status).toBe(401);
  });

  it('refuses an expired code', async () => {
    const h = await createIdentityHarness();
    const email = 'expired@example.com';
    await h.call('POST', '/api/auth/send-otp', { body: { email } });
    h.clock.current = new Date(h.clock.current.getTime() + 10 * 60 * 1000 + 1000);
    const r = await h.call('POST', '/api/auth/verify-otp', { body: { email, token: h.lastCode(email) } });
    expect(r.status).toBe(401);
  });

  it('stores only a keyed hash of the code and never returns it outside demo mode', async () => {
    const h = await createIdentityHarness();
    const email = 'hashed@example.com';
    const sent = await h.call('POST', '/api/auth/send-otp', { body: { email } });
    expect(sent.body).toEqual({ success: true });
    const stored = await h.deps.identity.otps.get(email);
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(h.lastCode(email));
  });

  it('spaces codes to one e-mail out with a growing wait, and always sends one after it', async () => {
    const h = await createIdentityHarness();
    const email = 'many@example.com';
    const send = () => h.call('POST', '/api/auth/send-otp', { body: { email } });
    const later = (seconds: number) => {
      h.clock.current = new Date(h.clock.current.getTime() + seconds * 1000);
    };
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
    const fourth = await send();
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe(
      'A code was just sent to this email. Use it, or ask for a new one in 30 seconds.',
    );
    later(30);
    expect((await send()).status).toBe(200);
    later(59);
    expect((await send()).status).toBe(429);
    later(1);
    expect((await send()).status).toBe(200);
    // The wait never grows past five minutes: the owner always gets a fresh code.
    for (let i = 0; i < 4; i++) {
      later(300);
      expect((await send()).status).toBe(200);
    }
    expect(h.outbox.filter((m) => m.to === email)).toHaveLength(9);
  });

  it("cannot keep the owner out with someone else's code requests", async () => {
    const h = await createIdentityHarness();
    const email = 'victim@example.com';
    for (let i = 0; i < 5; i++)
      await h.call('POST', '/api/auth/send-otp', { body: { email }, ip: '192.0.2.66' });
    const blocked = await h.call('POST', '/api/auth/send-otp', { body: { email } });
    expect(blocked.status).toBe(429);
    const retryAt = new Date(blocked.body.details.retryAt);
    expect(retryAt.getTime() - h.clock.current.getTime()).toBeLessThanOrEqual(30_000);
    h.clock.current = retryAt;
    const own = await h.call('POST', '/api/auth/send-otp', { body: { email } });
    expect(own.status).toBe(200);
    const r = await h.call('POST', '/api/auth/verify-otp', { body: { email, token: h.lastCode(email) } });
    expect(r.status).toBe(200);
  });

  it('opens one session for a code presented many times at once', async () => {
    const h = await createIdentityHarness();
    const email = 'parallel@example.com';
    await h.call('POST', '/api/auth/send-otp', { body: { email } });
    const token = h.lastCode(email);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => h.call('POST', '/api/auth/verify-otp', { body: { email, token } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 401)).toHaveLength(9);
  });

  it('answers 429 when one address asks for too many codes', async () => {
    const h = await createIdentityHarness({
      limits: { ...DEFAULT_SIGN_IN_LIMITS, sendsPerIpPerHour: 3, verifiesPerIpPerHour: 100 },
    });
    for (let i = 0; i < 3; i++) {
      expect(
        (await h.call('POST', '/api/auth/send-otp', { body: { email: `ip${i}@example.com` } })).status,
      ).toBe(200);
    }
    const r = await h.call('POST', '/api/auth/send-otp', { body: { email: 'ip9@example.com' } });
    expect(r.status).toBe(429);
    const other = await h.call('POST', '/api/auth/send-otp', {
      body: { email: 'ip9@example.com' },
      ip: '192.0.2.1',
    });
    expect(other.status).toBe(200);
  });

  it('counts an IPv6 network by its /64', async () => {
    const h = await createIdentityHarness({
      limits: { ...DEFAULT_SIGN_IN_LIMITS, sendsPerIpPerHour: 2 },
    });
    const send = (i: number, ip: string) =>
      h.call('POST', '/api/auth/send-otp', { body: { email: `v6-${i}@example.com` }, ip });
    expect((await send(0, '2001:db8:1:2::1')).status).toBe(200);
    expect((await send(1, '2001:db8:1:2:ffff::9')).status).toBe(200);
    expect((await send(2, '2001:db8:1:2:abcd:1234:5678:9')).status).toBe(429);
    expect((await send(3, '2001:db8:1:3::1')).status).toBe(200);
  });

  it('accepts 123456 and returns it as demo_otp only in demo mode', async () => {
    const demo = await createIdentityHarness({ demoMode: true });
    const sent = await demo.call('POST', '/api/auth/send-otp', { body: { email: 'demo@example.com' } });
    expect(sent.body.demo_otp).toBe('123456');
    const ok = await demo.call('POST', '/api/auth/verify-otp', {
      body: { email: 'demo@example.com', token: '123456' },
    });
    expect(ok.status).toBe(200);

    const real = await createIdentityHarness();
    await real.call('POST', '/api/auth/send-otp', { body: { email: 'real@example.com' } });
    if (real.lastCode('real@example.com') !== '123456') {
      const r = await real.call('POST', '/api/auth/verify-otp', {
        body: { email: 'real@example.com', token: '123456' },
      });
      expect(r.status).toBe(401);
    }
  });

  it('gives the same user id to the same e-mail whatever its case', async () => {
    const h = await createIdentityHarness({ demoMode: true });
    const a = await h.call('POST', '/api/auth/verify-otp', {
      body: { email: 'Case@Example.com', token: '123456' },
    });
    const b = await h.call('POST', '/api/auth/verify-otp', {
      body: { email: 'case@example.com', token: '123456' },
    });
    expect(a.body.user.id).toBe(b.body.user.id);
  });

  it('answers 503 with a clear message when the mail cannot be sent', async () => {
    const h = await createIdentityHarness();
    h.deps.mailer.send = async () => {
      throw new Error('SES down');
    };
    const r = await h.call('POST', '/api/auth/send-otp', { body: { email: 'down@example.com' } });
    expect(r.status).toBe(503);
    expect(r.body.message).toBe('We could not send the code right now. Please try again.');
  });

  it('rejects a malformed e-mail with the e-mail validation message', async () => {
    const h = await createIdentityHarness();
    const r = await h.call('POST', '/api/auth/send-otp', { body: { email: 'nobody' } });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('Please enter a valid email address');
  });
});
