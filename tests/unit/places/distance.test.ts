import { describe, expect, it } from 'vitest';
import { createLocalPlaces } from '#functions/adapters/local/directory/local-places';
import { formatDistance } from '#shared/domain/distance';

describe("each business's distance", () => {
  it('comes with every directory result, nearest first, inside the radius', async () => {
    const found = await createLocalPlaces().searchText({
      query: 'swim lessons',
      location: 'Toronto, ON',
      radiusMiles: 5,
    });
    const miles = found.map((p) => p.distanceMiles ?? -1);
    expect(miles.every((m) => m >= 0 && m <= 5)).toBe(true);
    expect([...miles].sort((a, b) => a - b)).toEqual(miles);
  });

  it('reads in the user unit', () => {
    expect(formatDistance(5, 'km')).toBe('8 km');
    expect(formatDistance(1, 'mi')).toBe('1 mile');
    expect(formatDistance(2.34, 'mi')).toBe('2.3 miles');
  });
});
