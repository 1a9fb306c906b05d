import { describe, expect, it } from 'vitest';
import { followUpBlocker } from '#web/features/research/lib/call-again';

const answered = { status: 'completed', callDurationSeconds: 60, businessPhone: '+14165550100' };
const capped = (limit: number, freeAt: string | null) => ({
  limit,
  businesses: [{ phone: '+14165550100', freeAt }],
});
const NOW = { now: new Date('2030-01-01T12:00:00Z'), timeZone: 'UTC' };

describe('why a business cannot be called back now', () => {
  it('is that it did not answer', () => {
    expect(followUpBlocker({ ...answered, status: 'no_answer' }, undefined, NOW)).toBe(
      'Not answered: only a business that answered can be called back.',
    );
  });

  it('is the per-business cap until it frees, said in the time zone given', () => {
    expect(followUpBlocker(answered, capped(2, '2030-01-02T14:05:00.000Z'), NOW)).toBe(
      'Called 2 times in the last 24 hours already, the most one business is called per day: it can be called again after Jan 2, 2:05 PM.',
    );
    expect(followUpBlocker(answered, capped(1, '2030-01-02T14:05:00.000Z'), NOW)).toMatch(/^Called once in/);
  });

  it('is nothing when the business is free now, its place freed meanwhile, or the limits are unknown', () => {
    expect(followUpBlocker(answered, capped(2, null), NOW)).toBeNull();
    expect(followUpBlocker(answered, capped(2, '2030-01-01T11:59:00.000Z'), NOW)).toBeNull();
    expect(followUpBlocker(answered, undefined, NOW)).toBeNull();
  });
});
