import type { Profile } from '#shared/contracts/users';

/** Pat's profile after onboarding: a primary address in Toronto, free tier, 100 credits. */
export function onboardedProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'u1',
    email: 'pat@example.com',
    name: 'Pat',
    primaryStreet: '1 Main St',
    primaryIntersection: null,
    primaryCity: 'Toronto',
    primaryState: 'ON',
    secondaryStreet: null,
    secondaryIntersection: null,
    secondaryCity: null,
    secondaryState: null,
    primaryAddress: '1 Main St, Toronto, ON',
    secondaryAddress: null,
    onboardingCompleted: true,
    credits: 100,
    subscriptionTier: 'free',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
