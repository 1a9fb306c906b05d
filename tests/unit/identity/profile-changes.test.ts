import { describe, expect, it } from 'vitest';
import { parseAddressLine } from '../../../functions/core/users/address-line';
import { mergeAddressChanges } from '../../../functions/core/users/profile-changes';
import type { Profile } from '../../../shared/contracts/users';

const profile: Profile = {
  id: 'u1',
  email: 'a@example.com',
  name: 'A',
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
};
const at = { updatedAt: '2026-02-01T00:00:00.000Z' };

describe('profile address changes', () => {
  it('rebuilds the combined string when a structured field changes', () => {
    const out = mergeAddressChanges(profile, { ...at, primaryCity: 'Ottawa', primaryIntersection: 'King' });
    expect(out.primaryAddress).toBe('1 Main St & King, Ottawa, ON');
    expect(out.primaryStreet).toBe('1 Main St');
  });

  it('reads a Settings line back into structured fields', () => {
    const out = mergeAddressChanges(profile, {
      ...at,
      primaryAddress: '5 Oak Rd (near Elm St), Guelph, ON, N1H',
    });
    expect(out).toMatchObject({
      primaryStreet: '5 Oak Rd',
      primaryIntersection: 'Elm St',
      primaryCity: 'Guelph',
      primaryState: 'ON, N1H',
    });
  });

  it('keeps the primary structured fields when a line cannot be read, but stores the line', () => {
    const out = mergeAddressChanges(profile, { ...at, primaryAddress: 'Somewhere' });
    expect(out.primaryAddress).toBe('Somewhere');
    expect(out.primaryStreet).toBeUndefined();
  });

  it('clears every secondary field when the secondary line is emptied', () => {
    const withSecondary = {
      ...profile,
      secondaryStreet: '9 Bay',
      secondaryCity: 'X',
      secondaryAddress: '9 Bay, X',
    };
    const out = mergeAddressChanges(withSecondary, { ...at, secondaryAddress: '  ' });
    expect(out).toMatchObject({ secondaryAddress: null, secondaryStreet: null, secondaryCity: null });
  });

  it('parses only lines with street, city and state', () => {
    expect(parseAddressLine('a, b')).toBeUndefined();
    expect(parseAddressLine('1 A St & B Ave, C, D')).toEqual({
      street: '1 A St',
      intersection: 'B Ave',
      city: 'C',
      state: 'D',
    });
  });
});
