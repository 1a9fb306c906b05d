import type { LocationSuggestion, Places } from '#functions/ports/places';
import { KM_PER_MILE } from '#shared/domain/distance';
import { DomainError } from '#shared/domain/errors';
import { DEFAULT_ALLOWED_CALL_COUNTRIES } from '#shared/domain/phone';
import { businessesIn } from './business-generator';
import { categoryFor } from './categories';
import { type City, findCities, nearestCity, toSuggestion } from './gazetteer';
import { distanceKm, type LatLon } from './geo';
import { resolveLocation } from './resolve-location';

const SUGGESTIONS = 5;

/** Resolves free text ("Toronto, ON", "100 Queen St W, Toronto, ON", "43.65,-79.38") to a city. */
function resolveCity(location: string, near?: LatLon): City | null {
  return resolveLocation(location, near);
}

/**
 * The embedded directory: businesses generated deterministically around real places from the
 * offline gazetteer. The same query and location always give the same businesses and phones. A
 * place outside the countries the deployment calls (`callCountries`) has no businesses to call.
 */
export function createLocalPlaces({
  callCountries = DEFAULT_ALLOWED_CALL_COUNTRIES,
}: {
  callCountries?: readonly string[];
} = {}): Places {
  return {
    async searchText({ query, businessKind, location, radiusMiles, near, limit }) {
      const city = resolveCity(location, near);
      if (!city) {
        throw new DomainError(
          'invalid_input',
          `We could not find "${location}". Try a city name, e.g. "Toronto, ON".`,
        );
      }
      if (!callCountries.includes(city.country)) {
        throw new DomainError(
          'invalid_input',
          `${toSuggestion(city).displayName} is outside the countries we call (${callCountries.join(', ')}).`,
        );
      }
      const origin = near && distanceKm(near, city) < radiusMiles * 3 ? near : city;
      return businessesIn(categoryFor({ query, businessKind }), city, radiusMiles)
        .map((place) => ({ ...place, distanceMiles: distanceKm(origin, place) / KM_PER_MILE }))
        .sort((a, b) => a.distanceMiles - b.distanceMiles)
        .slice(0, limit ?? 20);
    },
    async suggest(text, options = {}): Promise<LocationSuggestion[]> {
      const found = findCities(text, { near: options.near, limit: options.limit ?? SUGGESTIONS });
      // An address the search resolves ("100 Queen St W, Toronto, ON M5H 2N2") suggests its city.
      const resolved = found.length > 0 ? null : resolveCity(text, options.near);
      return (resolved ? [resolved] : found).map(toSuggestion);
    },
    async reverse(lat, lon) {
      const city = nearestCity({ lat, lon });
      return city ? toSuggestion(city) : null;
    },
  };
}
