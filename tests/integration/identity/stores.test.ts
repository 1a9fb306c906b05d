import { describe, expect, it } from 'vitest';
import { createDynamoOtpStore, createDynamoRateLimiter } from '#functions/adapters/aws/dynamo/otp-store';
import { createDynamoRefreshTokenStore } from '#functions/adapters/aws/dynamo/refresh-token-store';
import { createTestTable } from '../support/table';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('sign-in stores', () => {
  it('counts exactly `max` attempts on a code, then refuses', async () => {
    const otps = createDynamoOtpStore(await createTestTable('otp-attempts'));
    await otps.put({ email: 'a@example.com', codeHash: 'h', attempts: 0, expiresAt: inAnHour() });
    const counted = [];
    for (let i = 0; i < 6; i++) counted.push(await otps.addAttempt('a@example.com', 5));
    expect(counted).toEqual([1, 2, 3, 4, 5, undefined]);
  });

  it('uses a code up once, however many callers try at the same time', async () => {
    const otps = createDynamoOtpStore(await createTestTable('otp-consume'));
    await otps.put({ email: 'b@example.com', codeHash: 'h1', attempts: 0, expiresAt: inAnHour() });
    expect(await otps.consume('b@example.com', 'other')).toBe(false);
    const results = await Promise.all(Array.from({ length: 10 }, () => otps.consume('b@example.com', 'h1')));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await otps.get('b@example.com')).toBeUndefined();
  });

  it('rotates a refresh token once: a second rotation of the same token is refused', async () => {
    const tokens = createDynamoRefreshTokenStore(await createTestTable('refresh-rotate'));
    const record = (tokenHash: string) => ({ tokenHash, userId: 'u', familyId: 'f', expiresAt: inAnHour() });
    await tokens.create(record('t1'));
    expect(await tokens.rotate(record('t1'), record('t2'), '2026-01-01T00:00:00Z')).toBe(true);
    expect(await tokens.rotate(record('t1'), record('t3'), '2026-01-01T00:00:01Z')).toBe(false);
    expect(await tokens.get('t3')).toBeUndefined();
    expect(await tokens.get('t1')).toMatchObject({ rotatedAt: '2026-01-01T00:00:00Z', successorHash: 't2' });
  });

  it('spaces events out: of parallel events one passes, then the wait grows and the count starts again', async () => {
    const limiter = createDynamoRateLimiter(await createTestTable('backoff'));
    // The first event waits for nothing, then 10 s, 20 s, …: a parallel burst may pass only once
    // whatever the order the reads and writes interleave in.
    const backoff = { waitSeconds: (n: number) => (n < 1 ? 0 : 10 * 2 ** (n - 1)), resetSeconds: 3600 };
    const t0 = Date.parse('2030-01-01T00:00:00Z');
    const at = (s: number) => new Date(t0 + s * 1000);
    const burst = await Promise.all(Array.from({ length: 5 }, () => limiter.spaceOut('k', backoff, at(0))));
    expect(burst.filter((r) => r.allowed)).toHaveLength(1);
    expect(await limiter.spaceOut('k', backoff, at(9))).toEqual({ allowed: false, nextAt: at(10) });
    expect(await limiter.spaceOut('k', backoff, at(10))).toEqual({ allowed: true, nextAt: at(30) });
    expect(await limiter.spaceOut('k', backoff, at(29))).toEqual({ allowed: false, nextAt: at(30) });
    // An hour of quiet after the last wait: the count starts again.
    expect(await limiter.spaceOut('k', backoff, at(30 + 3601))).toEqual({
      allowed: true,
      nextAt: at(30 + 3611),
    });
  });
});
