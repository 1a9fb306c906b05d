import { describe, expect, it } from 'vitest';
import { nextRefillDate } from '#shared/domain/billing-cycle';
import {
  formatPlanPrice,
  PLANS,
  planAction,
  planChangePolicy,
  planOf,
  SOLD_PLANS,
} from '#shared/domain/plans';

describe('the plan table', () => {
  it('sells Free $0, Pro $29 (popular) and Enterprise $99 with 12, 150 and 600 monthly credits', () => {
    expect(SOLD_PLANS.map((p) => [p.id, p.price, p.monthlyCredits, p.popular])).toEqual([
      ['free', 0, 12, false],
      ['pro', 29, 150, true],
      ['enterprise', 99, 600, false],
    ]);
    expect(PLANS.free.signUpCredits).toBe(100);
    expect(formatPlanPrice(PLANS.pro)).toBe('$29/month');
  });

  it('grants Pro 500 and Enterprise 2000 sign-up credits, as the plan chooser says', () => {
    expect(PLANS.pro.signUpCredits).toBe(500);
    expect(PLANS.enterprise.signUpCredits).toBe(2000);
    expect(PLANS.pro.features).toContain('500 credits at sign-up');
    expect(PLANS.enterprise.features).toContain('2,000 credits at sign-up');
    expect(planChangePolicy()).toContain('never lowers your balance');
    expect(planChangePolicy()).toContain('Pro 500, Enterprise 2,000, once per account');
  });

  it('recognises basic without selling it, and falls back to Free for unknown tiers', () => {
    expect(planOf('basic').name).toBe('Basic');
    expect(SOLD_PLANS.some((p) => p.id === 'basic')).toBe(false);
    expect(planOf('gold').id).toBe('free');
    expect(planOf(undefined).id).toBe('free');
  });

  it('applies the button rules: Free disabled, current disabled, lower Contact Support, higher Upgrade', () => {
    expect(planAction('free', 'pro')).toBe('none');
    expect(planAction('free', 'free')).toBe('current');
    expect(planAction('pro', 'pro')).toBe('current');
    expect(planAction('pro', 'enterprise')).toBe('contact_support');
    expect(planAction('pro', 'basic')).toBe('upgrade');
    expect(planAction('enterprise', 'free')).toBe('upgrade');
  });
});

describe('the credit cycle', () => {
  it('refills free accounts on the 1st of the next month', () => {
    expect(nextRefillDate('free', new Date('2026-03-15T10:00:00Z')).toISOString()).toBe(
      '2026-04-01T00:00:00.000Z',
    );
    expect(nextRefillDate('free', new Date('2026-12-01T00:00:00Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });

  it('refills paid plans on the same day next month, clamped to short months', () => {
    expect(nextRefillDate('pro', new Date('2026-03-15T10:00:00Z')).toISOString()).toBe(
      '2026-04-15T10:00:00.000Z',
    );
    expect(nextRefillDate('pro', new Date('2026-01-31T08:00:00Z')).toISOString()).toBe(
      '2026-02-28T08:00:00.000Z',
    );
  });
});
