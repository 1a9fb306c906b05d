import type { LocationSuggestionView, PlaceSearchResult } from '#shared/contracts/places';
import { DomainError } from '#shared/domain/errors';
import { isUsablePhone } from '#shared/domain/phone';
import { RADIUS_DEFAULT } from '#shared/domain/validation-messages';
import type { LocationSuggestion, PlaceResult, Places } from '../../ports/places';

/** Suggestions offered while typing a location. */
const SUGGESTION_LIMIT = 5;

const toView = (place: PlaceResult): PlaceSearchResult => ({
  place_id: place.placeId,
  name: place.name,
  formatted_address: place.address,
  formatted_phone_number: place.phone ?? '',
  rating: place.rating,
  user_ratings_total: place.ratingCount,
  distance_miles: place.distanceMiles ?? null,
});

const toSuggestionView = (s: LocationSuggestion): LocationSuggestionView => ({
  display_name: s.displayName,
  lat: s.lat,
  lon: s.lon,
});

type Near = { lat: number; lon: number } | undefined;

/** Business search and geocoding for the chat screen, over the Places port. */
export function createPlacesService(places: Places) {
  return {
    /** Businesses near a location; only those with a usable phone are kept. */
    async search(input: { query: string; location: string; near?: Near; radiusMiles?: number }) {
      const found = await places.searchText({
        query: input.query,
        location: input.location,
        near: input.near,
        radiusMiles: input.radiusMiles ?? RADIUS_DEFAULT,
      });
      return found.filter((place) => isUsablePhone(place.phone)).map(toView);
    },
    async suggest(text: string, near: Near) {
      const found = await places.suggest(text, { near, limit: SUGGESTION_LIMIT });
      return found.slice(0, SUGGESTION_LIMIT).map(toSuggestionView);
    },
    async reverse(lat: number, lon: number) {
      const found = await places.reverse(lat, lon);
      if (!found) throw new DomainError('not_found', 'No named place near this position.');
      return toSuggestionView(found);
    },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
