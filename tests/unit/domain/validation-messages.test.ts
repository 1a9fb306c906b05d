import { describe, expect, it } from 'vitest';
import {
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  DEFAULT_GOAL,
  EXTENSION_CALLS,
  MAX_TEXT_LENGTH,
  MESSAGES,
  OTP_LENGTH,
  RADIUS_DEFAULT,
  RADIUS_MAX,
  RADIUS_MIN,
} from '#shared/domain/validation-messages';

describe('MESSAGES', () => {
  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(MESSAGES)).toBe(true);
  });
});

describe('limits', () => {
  it('keep the product limits (text, radius, ages, extension calls, code length)', () => {
    expect(MAX_TEXT_LENGTH).toBe(500);
    expect([RADIUS_MIN, RADIUS_MAX, RADIUS_DEFAULT]).toEqual([1, 25, 5]);
    expect([CHILD_AGE_MIN, CHILD_AGE_MAX]).toEqual([0, 120]);
    expect(EXTENSION_CALLS).toBe(5);
    expect(OTP_LENGTH).toBe(6);
    expect(DEFAULT_GOAL).toBe('Gather information');
  });
});
