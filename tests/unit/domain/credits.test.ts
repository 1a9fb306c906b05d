import { describe, expect, it } from 'vitest';
import {
  approximateCalls,
  CREDITS_PER_CALL,
  creditsForCalls,
  insufficientCreditsMessage,
  WELCOME_CREDITS,
} from '#shared/domain/credits';

describe('credits', () => {
  it('charges 3 credits per call and welcomes users with 100', () => {
    expect(CREDITS_PER_CALL).toBe(3);
    expect(WELCOME_CREDITS).toBe(100);
  });

  it('prices calls at 3 credits each', () => {
    expect(creditsForCalls(0)).toBe(0);
    expect(creditsForCalls(5)).toBe(15);
  });

  it('rounds approximate calls down', () => {
    expect(approximateCalls(100)).toBe(33);
    expect(approximateCalls(2)).toBe(0);
    expect(approximateCalls(3)).toBe(1);
    expect(approximateCalls(5)).toBe(1);
    expect(approximateCalls(6)).toBe(2);
  });

  it('never reports negative approximate calls', () => {
    expect(approximateCalls(-7)).toBe(0);
    expect(approximateCalls(Number.NaN)).toBe(0);
  });

  it('explains a shortfall', () => {
    expect(insufficientCreditsMessage(15, 9)).toBe('This research needs 15 credits; you have 9.');
  });
});
