import { describe, expect, it } from 'vitest';
import { displayName } from '#functions/adapters/local/directory/gazetteer';
import { createLocalPlaces } from '#functions/adapters/local/directory/local-places';
import { resolveLocation } from '#functions/adapters/local/directory/resolve-location';

const resolved = (text: string, near?: { lat: number; lon: number }) => {
  const city = resolveLocation(text, near);
  return city ? displayName(city) : null;
};

describe('location resolution of the embedded directory', () => {
  it('resolves a street address to the city part, skipping the house-number part', () => {
    expect(resolved('100 Queen St W, Toronto, ON')).toBe('Toronto, ON, Canada');
    expect(resolved('1100 Congress Ave, Austin, TX')).toBe('Austin, TX, United States');
  });

  it('ignores a postal code after the province or state', () => {
    expect(resolved('100 Queen St W, Toronto, ON M5H 2N2')).toBe('Toronto, ON, Canada');
    expect(resolved('1100 Congress Ave, Austin, TX 78701')).toBe('Austin, TX, United States');
  });

  it('uses the province or state part to pick between cities of the same name', () => {
    expect(resolved('12 Main St, Springfield, MA')).toBe('Springfield, MA, United States');
    expect(resolved('12 Main St, Springfield, IL')).toBe('Springfield, IL, United States');
    expect(resolved('200 Queens Ave, London, ON')).toBe('London, ON, Canada');
    expect(resolved('10 Downing St, London, United Kingdom')).toBe('London, United Kingdom');
  });

  it('falls back to the largest city of the name when the qualifier is not recognised', () => {
    expect(resolved('100 Queen St W, Toronto, Ontario')).toBe('Toronto, ON, Canada');
  });

  it('skips a street part without a number when it is not a city', () => {
    expect(resolved('Queen St W, Toronto, ON, Canada')).toBe('Toronto, ON, Canada');
  });

  it('still resolves a plain city, a prefix and "lat,lon"', () => {
    expect(resolved('Toronto, ON')).toBe('Toronto, ON, Canada');
    expect(resolved('Chicago')).toBe('Chicago, IL, United States');
    expect(resolved('43.6532, -79.3832')).toBe('Toronto, ON, Canada');
  });

  it('resolves nothing from a postal code alone or unknown text', () => {
    expect(resolved('78701')).toBeNull();
    expect(resolved('M5H 2N2')).toBeNull();
    expect(resolved('123 Nowhere Rd, Qwxzzy')).toBeNull();
  });
});

describe('embedded directory search with a street address', () => {
  const places = createLocalPlaces();

  it('finds businesses around the city of a profile address', async () => {
    const found = await places.searchText({
      query: 'swim lessons',
      location: '100 Queen St W, Toronto, ON',
      radiusMiles: 5,
    });
    expect(found.length).toBeGreaterThan(3);
    expect(found.every((b) => b.address.endsWith('Toronto, ON'))).toBe(true);
  });

  it('answers a clear "try a city name" error for a ZIP code alone', async () => {
    await expect(
      places.searchText({ query: 'dentist', location: '78701', radiusMiles: 5 }),
    ).rejects.toMatchObject({ code: 'invalid_input', message: expect.stringContaining('Try a city name') });
  });
});
