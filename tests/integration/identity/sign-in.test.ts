import { describe, expect, it } from 'vitest';
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

  it('answers 429 after five codes to one e-mail in an hour', async () => {
    const h = await createIdentityHarness();
    const email = 'many@example.com';
    for (let i = 0; i < 5; i++)
      expect((await h.call('POST', '/api/auth/send-otp', { body: { email } })).status).toBe(200);
    const sixth = await h.call('POST', '/api/auth/send-otp', { body: { email } });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/Too many/);
    h.clock.current = new Date(h.clock.current.getTime() + 3600 * 1000);
    expect((await h.call('POST', '/api/auth/send-otp', { body: { email } })).status).toBe(200);
  });

  it('answers 429 when one address asks for too many codes', async () => {
    const h = await createIdentityHarness({
      limits: { sendsPerEmailPerHour: 5, sendsPerIpPerHour: 3, verifiesPerIpPerHour: 100 },
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

  it('rejects a malformed e-mail with the spec message', async () => {
    const h = await createIdentityHarness();
    const r = await h.call('POST', '/api/auth/send-otp', { body: { email: 'nobody' } });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('Please enter a valid email address');
  });
});
