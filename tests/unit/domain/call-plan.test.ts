import { describe, expect, it } from 'vitest';
import { callPlanText } from '#shared/domain/call-plan';

const plan = (businessKind: string | null) =>
  callPlanText({
    numbers: 0,
    location: 'Toronto, ON',
    radiusMiles: 5,
    unit: 'mi',
    businessKind,
    testPhone: null,
  });

describe('the call plan names who will be called', () => {
  it.each([
    ['gymnastics clubs', 'up to 5 gymnastics clubs within'],
    ['piano teachers', 'up to 5 piano teachers within'],
    ['swim lessons', 'up to 5 places offering swim lessons within'],
    ['math tutoring', 'up to 5 places offering math tutoring within'],
    [null, 'up to 5 businesses within'],
  ])('%j → %j', (kind, said) => {
    expect(plan(kind)).toContain(said);
  });
});
