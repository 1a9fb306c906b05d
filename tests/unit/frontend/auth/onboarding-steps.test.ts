import { describe, expect, it } from 'vitest';
import type { Profile } from '#shared/contracts/users';
import { completionBody, initialStep } from '#web/features/auth/components/onboarding-steps';

const base = { name: '', primaryStreet: null, primaryCity: null } as unknown as Profile;
const loc = (street: string, city = '', state = '') => ({ street, intersection: '', city, state });

describe('onboarding steps', () => {
  it('starts at step 1 without a name, and at step 3 when a name exists but street or city is missing', () => {
    expect(initialStep(null)).toBe(0);
    expect(initialStep(base)).toBe(0);
    expect(initialStep({ ...base, name: 'Pat' })).toBe(2);
    expect(initialStep({ ...base, name: 'Pat', primaryStreet: '1 Main' })).toBe(2);
    expect(initialStep({ ...base, name: 'Pat', primaryStreet: '1 Main', primaryCity: 'X' })).toBe(0);
  });

  it('goes back to the children step after a reload there, when a name exists but no location', () => {
    expect(initialStep({ ...base, name: 'Pat' }, 1)).toBe(1);
    expect(initialStep({ ...base, name: 'Pat' }, 2)).toBe(2);
    expect(initialStep(base, 1)).toBe(0);
    expect(initialStep({ ...base, name: 'Pat', primaryStreet: '1 Main', primaryCity: 'X' }, 1)).toBe(0);
  });

  it('sends the secondary location only when its street is non-empty, trimming every value', () => {
    const without = completionBody(loc(' 1 Main ', ' Toronto ', ' ON '), loc('  ', 'Ottawa', 'ON'));
    expect(without).toMatchObject({
      primaryStreet: '1 Main',
      primaryCity: 'Toronto',
      primaryState: 'ON',
      primaryIntersection: null,
      secondaryStreet: null,
      secondaryCity: null,
      onboardingCompleted: true,
    });
    const withIt = completionBody(loc('1 Main', 'T', 'ON'), loc(' 2 Bay ', ' Ottawa ', 'ON'));
    expect(withIt).toMatchObject({ secondaryStreet: '2 Bay', secondaryCity: 'Ottawa', secondaryState: 'ON' });
  });
});
