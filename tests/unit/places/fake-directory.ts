import type { PlaceResult, Places } from '#functions/ports/places';

/** Business `i` of a fake directory, reached at `phone`: "Pool i" at "i Main St", unrated. */
export const poolAt = (i: number, phone: string, category: string | null = null): PlaceResult => ({
  placeId: `p${i}`,
  name: `Pool ${i}`,
  address: `${i} Main St`,
  phone,
  rating: null,
  ratingCount: null,
  lat: 0,
  lon: 0,
  category,
});

/** A directory whose every text search finds `places` (and nothing to suggest or reverse). */
export const directoryOf = (places: readonly PlaceResult[]): Places => ({
  searchText: async () => [...places],
  suggest: async () => [],
  reverse: async () => null,
});
