import { describe, expect, it } from 'vitest';
import { fictionalPhone } from '#functions/adapters/local/directory/business-generator';
import { distanceKm } from '#functions/adapters/local/directory/geo';
import { createLocalPlaces } from '#functions/adapters/local/directory/local-places';
import { defaultCurrency } from '#functions/core/answers/currency';
import { createPlacesService } from '#functions/core/places/search-places';
import type { Places } from '#functions/ports/places';
import { uncallableReason } from '#shared/domain/phone';

const places = createLocalPlaces();
const search = { query: 'swim lessons', location: 'Toronto, ON', radiusMiles: 5 };
const TORONTO = { lat: 43.70011, lon: -79.4163 };

describe('embedded directory', () => {
  it('returns the same businesses with the same phones for the same query and location', async () => {
    const first = await places.searchText(search);
    const second = await createLocalPlaces().searchText(search);
    expect(first.length).toBeGreaterThan(3);
    expect(second).toEqual(first);
  });

  it('gives each business a fictional +1 NXX 555-01XX number that never changes', async () => {
    const found = await places.searchText(search);
    for (const business of found.filter((b) => b.phone)) {
      expect(business.phone).toMatch(/^\+1[2-9]\d{2}55501\d{2}$/);
      expect(fictionalPhone(business.placeId, 'CA')).toBe(business.phone);
      expect(uncallableReason(business.phone as string, ['US', 'CA'])).toBeNull();
    }
  });

  it("gives businesses numbers of their city's country, so prices are read in its currency", async () => {
    const toronto = (await places.searchText(search)).filter((b) => b.phone);
    const austin = (await places.searchText({ ...search, location: 'Austin, TX' })).filter((b) => b.phone);
    expect(toronto.length).toBeGreaterThan(3);
    expect(austin.length).toBeGreaterThan(3);
    expect(new Set(toronto.map((b) => defaultCurrency(b.phone as string)))).toEqual(new Set(['CAD']));
    expect(new Set(austin.map((b) => defaultCurrency(b.phone as string)))).toEqual(new Set(['USD']));
  });

  it('returns different businesses for another kind of business or another city', async () => {
    const swim = (await places.searchText(search)).map((b) => b.name);
    const dentists = (await places.searchText({ ...search, query: 'dentist' })).map((b) => b.name);
    const austin = await places.searchText({ ...search, location: 'Austin, TX' });
    expect(dentists).not.toEqual(swim);
    expect(austin.every((b) => b.address.endsWith('Austin, TX'))).toBe(true);
  });

  it('places businesses within the radius of the location', async () => {
    for (const business of await places.searchText(search)) {
      expect(distanceKm(TORONTO, business)).toBeLessThanOrEqual(5 * 1.61);
    }
  });

  it('answers a clear 400-type error for an unknown location', async () => {
    await expect(places.searchText({ ...search, location: 'Qwxzzy' })).rejects.toMatchObject({
      code: 'invalid_input',
    });
  });
});

describe('places service', () => {
  it('keeps only results with a usable phone', async () => {
    const fake: Places = {
      searchText: async () =>
        ['+14165550100', null, '+10000000000', '12345'].map((phone, i) => ({
          placeId: `p${i}`,
          name: `B${i}`,
          address: 'x',
          phone,
          rating: 4,
          ratingCount: 3,
          lat: 0,
          lon: 0,
          category: null,
        })),
      suggest: async () => [],
      reverse: async () => null,
    };
    const results = await createPlacesService(fake).search({ query: 'q', location: 'l' });
    expect(results.map((r) => r.place_id)).toEqual(['p0']);
    expect(results[0]).toMatchObject({ formatted_phone_number: '+14165550100', user_ratings_total: 3 });
  });

  it('drops the directory businesses that list no phone', async () => {
    const raw = await places.searchText({ ...search, query: 'daycare', location: 'Chicago' });
    const kept = await createPlacesService(places).search({ query: 'daycare', location: 'Chicago' });
    expect(kept).toHaveLength(raw.filter((b) => b.phone).length);
    expect(kept.every((r) => r.formatted_phone_number.length > 5)).toBe(true);
  });
});

describe('gazetteer', () => {
  it('suggests 5 real places for a prefix, largest first', async () => {
    const suggestions = await createPlacesService(places).suggest('Toro', undefined);
    expect(suggestions).toHaveLength(5);
    expect(suggestions[0]?.display_name).toBe('Toronto, ON, Canada');
  });

  it('suggests the city of an address the search resolves, and nothing for an unknown place', async () => {
    const address = await places.suggest('100 Queen St W, Toronto, ON M5H 2N2');
    expect(address.map((s) => s.displayName)).toEqual(['Toronto, ON, Canada']);
    expect(await places.suggest('qwxzzk')).toEqual([]);
  });

  it('biases suggestions towards the user coordinates', async () => {
    const nearIllinois = await places.suggest('Springfield', { near: { lat: 39.78, lon: -89.65 } });
    const nearMassachusetts = await places.suggest('Springfield', { near: { lat: 42.1, lon: -72.59 } });
    expect(nearIllinois[0]?.displayName).toBe('Springfield, IL, United States');
    expect(nearMassachusetts[0]?.displayName).toBe('Springfield, MA, United States');
  });

  it('reverse-geocodes coordinates to the city they are in', async () => {
    expect((await places.reverse(43.6532, -79.3832))?.displayName).toBe('Toronto, ON, Canada');
    expect(await places.reverse(0, -140)).toBeNull();
  });
});

describe('a place outside the countries the deployment calls', () => {
  it('has no businesses to call, and says so', async () => {
    await expect(places.searchText({ ...search, location: 'Leeds, England' })).rejects.toThrow(
      /^Leeds, .*United Kingdom is outside the countries we call \(US, CA\)\.$/,
    );
    const british = createLocalPlaces({ callCountries: ['GB'] });
    await expect(british.searchText({ ...search, location: 'Toronto, ON' })).rejects.toThrow(
      'outside the countries we call (GB)',
    );
  });
});
