import { describe, expect, it } from 'vitest';
import { mergeAddressChanges } from '#functions/core/users/profile-changes';
import { DomainError } from '#shared/domain/errors';
import { onboardedProfile } from '../../support/profile';

const profile = onboardedProfile();
const at = { updatedAt: '2026-02-01T00:00:00.000Z' };

describe('profile address changes', () => {
  it('rebuilds the combined string when a structured field changes', () => {
    const out = mergeAddressChanges(profile, { ...at, primaryCity: 'Ottawa', primaryIntersection: 'King' });
    expect(out.primaryAddress).toBe('1 Main St & King, Ottawa, ON');
    expect(out.primaryStreet).toBe('1 Main St');
  });

  it('reads a Settings line back into every structured field, postal code included', () => {
    const out = mergeAddressChanges(profile, {
      ...at,
      primaryAddress: '5 Oak Rd (near Elm St), Guelph, ON, N1H 2B3',
    });
    expect(out).toMatchObject({
      primaryStreet: '5 Oak Rd',
      primaryIntersection: 'Elm St',
      primaryCity: 'Guelph',
      primaryState: 'ON',
      primaryPostalCode: 'N1H 2B3',
      primaryAddress: '5 Oak Rd & Elm St, Guelph, ON N1H 2B3',
    });
  });

  it.each([
    ['Mississauga, ON', { street: null, city: 'Mississauga', state: 'ON', postalCode: null }],
    ['Toronto', { street: null, city: 'Toronto', state: null, postalCode: null }],
    [
      '55 Bloor St W, Toronto, ON M4W 1A5',
      { street: '55 Bloor St W', city: 'Toronto', state: 'ON', postalCode: 'M4W 1A5' },
    ],
  ])('replaces every secondary piece with what "%s" says', (line, expected) => {
    const out = mergeAddressChanges(profile, { ...at, secondaryAddress: line });
    expect(out).toMatchObject({
      secondaryStreet: expected.street,
      secondaryIntersection: null,
      secondaryCity: expected.city,
      secondaryState: expected.state,
      secondaryPostalCode: expected.postalCode,
    });
  });

  it('replaces the primary street, city and state with a full line', () => {
    const out = mergeAddressChanges(profile, { ...at, primaryAddress: '123 Main St Springfield IL 62701' });
    expect(out).toMatchObject({
      primaryStreet: '123 Main St',
      primaryIntersection: null,
      primaryCity: 'Springfield',
      primaryState: 'IL',
      primaryPostalCode: '62701',
      primaryAddress: '123 Main St, Springfield, IL 62701',
    });
  });

  it.each([
    ['Mississauga, ON', 'Please add the street to your primary address'],
    ['Toronto', 'Please add the street to your primary address'],
    ['  ', 'Please enter your primary address'],
    ['12 King St, ON', 'Please enter your city'],
    ['12 King St, Toronto', 'Please enter your province/state'],
  ])('refuses "%s" as the primary address, which needs street, city and province/state', (line, message) => {
    expect(() => mergeAddressChanges(profile, { ...at, primaryAddress: line })).toThrow(message);
  });

  it('refuses a line it cannot read with a message saying how to write it', () => {
    expect(() => mergeAddressChanges(profile, { ...at, primaryAddress: 'Toronto, ZZ' })).toThrow(
      new DomainError(
        'invalid_input',
        '"ZZ" is not a US state or Canadian province. Write it like "55 Bloor St W, Toronto, ON M4W 1A5" or "123 Main St, Springfield, IL 62701".',
      ),
    );
    expect(() => mergeAddressChanges(profile, { ...at, secondaryAddress: '123 Main St' })).toThrow(
      'Add the city after the street',
    );
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

  it('builds the line from structured fields alone, as onboarding sends them', () => {
    const empty = {
      ...profile,
      primaryStreet: null,
      primaryCity: null,
      primaryState: null,
      primaryAddress: null,
    };
    const out = mergeAddressChanges(empty, { ...at, primaryCity: 'Toronto', primaryState: 'ON' });
    expect(out.primaryAddress).toBe('Toronto, ON');
  });
});
