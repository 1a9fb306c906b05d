import {
  allCities,
  type City,
  findCities,
  matchesQualifier,
  nearestCity,
  placeKey,
  rankCity,
} from './gazetteer';
import { type LatLon, parseLatLon } from './geo';

// A trailing US ZIP ("TX 78701", "78701-1234") or Canadian postal code ("ON M5H 2N2").
const POSTAL_SUFFIX = /(?:\s+|^)(?:\d{5}(?:-\d{4})?|[a-z]\d[a-z]\s?\d[a-z]\d)$/;
const HOUSE_NUMBER = /^\d/;

/** A region/country part without its postal code: "on m5h 2n2" → "on". */
const qualifierOf = (part: string) => placeKey(part).replace(POSTAL_SUFFIX, '').trim();

/**
 * Resolves free text to a city of the offline gazetteer: "lat,lon"; the whole text ("Toronto, ON",
 * or a prefix such as "Toro"); else each comma-separated part from the most specific one, skipping
 * street parts that start with a house number, with the parts after it (province, state, country)
 * used to disambiguate: "100 Queen St W, Toronto, ON M5H 2N2" → Toronto, Canada. Postal codes alone
 * are not resolved (no offline postal data), so "78701" gives null.
 */
export function resolveLocation(location: string, near?: LatLon): City | null {
  const position = parseLatLon(location);
  if (position) return nearestCity(position);
  const whole = findCities(location, { near, limit: 1 })[0];
  if (whole) return whole;
  const parts = location.split(',').map((part) => part.trim());
  for (const [index, part] of parts.entries()) {
    if (!part || HOUSE_NUMBER.test(part)) continue;
    const qualifiers = parts
      .slice(index + 1)
      .map(qualifierOf)
      .filter(Boolean);
    const city = exactCity(qualifierOf(part), qualifiers, near);
    if (city) return city;
  }
  return null;
}

/** The best city named exactly `key`, preferring those matching the qualifiers when any do. */
function exactCity(key: string, qualifiers: string[], near?: LatLon): City | null {
  if (!key) return null;
  const named = allCities().filter((city) => city.key === key);
  const qualified = named.filter((city) => qualifiers.some((q) => matchesQualifier(city, q)));
  const pool = qualified.length > 0 ? qualified : named;
  let best: City | null = null;
  for (const city of pool) if (!best || rankCity(city, near) > rankCity(best, near)) best = city;
  return best;
}
