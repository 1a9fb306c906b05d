import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { PlaceResult } from '#functions/ports/places';
import { DEFAULT_ALLOWED_CALL_COUNTRIES, uncallableReason } from '#shared/domain/phone';
import type { Category } from './categories';
import type { City } from './gazetteer';
import { KM_PER_MILE, offset } from './geo';
import { hoursOfPlace, zoneOfCity } from './local-hours';

const PREFIXES = [
  'Maple',
  'Lakeside',
  'Sunrise',
  'Riverside',
  'Oak Tree',
  'Bright Star',
  'Harbour',
  'Golden',
  'Evergreen',
  'Northside',
  'Parkview',
  'Willow',
  'Cedar',
  'Bluebird',
  'Summit',
  'Main Street',
  'Little Fish',
  'Happy Paws',
  'Corner',
  'Hilltop',
  'Silver Birch',
  'Meadow',
  'Union',
  'Crescent',
];
const STREETS = [
  'King St',
  'Queen St',
  'Main St',
  'Elm Ave',
  'Park Rd',
  'Lake Shore Blvd',
  'Church St',
  'Maple Ave',
  'College St',
  'Bloor St',
  'Oak Dr',
  'Victoria Ave',
  'Front St',
  'Mill Rd',
];

/** Businesses the directory holds per category and city: enough for a search and two extensions. */
const BUSINESSES_PER_CITY = 16;

/** FNV-1a: a stable 32-bit hash, so the same input always gives the same business. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small seeded generator (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(list: T[], random: () => number): T => list[Math.floor(random() * list.length)] as T;

/**
 * Area codes of callable numbers (geographic US and Canadian lines), by the country they ring in
 * (libphonenumber-js tells Canadian codes from US ones), so every business can be called.
 */
const AREA_CODES = new Map<string, number[]>();
for (let area = 200; area < 1000; area++) {
  const number = `+1${area}5550100`;
  if (uncallableReason(number, DEFAULT_ALLOWED_CALL_COUNTRIES) !== null) continue;
  const country = parsePhoneNumberFromString(number)?.country ?? 'US';
  AREA_CODES.set(country, [...(AREA_CODES.get(country) ?? []), area]);
}

/**
 * A fictional number for a business, stable per business id: `+1 NXX 555-01XX`, the range
 * reserved for fiction, so no real person is ever dialled. Its area code is one of the business's
 * country (a Toronto business has a Canadian number, and so quotes in Canadian dollars); of the US
 * for a country not called.
 */
export function fictionalPhone(placeId: string, country: string): string {
  const codes = AREA_CODES.get(country) ?? (AREA_CODES.get('US') as number[]);
  const h = hash(`phone:${placeId}`);
  const area = codes[h % codes.length];
  const line = Math.floor(h / codes.length) % 100;
  return `+1${area}55501${String(line).padStart(2, '0')}`;
}

/** The businesses of one category in one city: always the same ones, with the same phones. */
export function businessesIn(category: Category, city: City, radiusMiles: number): PlaceResult[] {
  const seed = `${category.id}|${city.id}`;
  const random = seeded(hash(seed));
  const used = new Set<string>();
  const businesses: PlaceResult[] = [];
  for (let i = 0; businesses.length < BUSINESSES_PER_CITY && i < BUSINESSES_PER_CITY * 4; i++) {
    const name = `${pick(PREFIXES, random)} ${pick(category.suffixes, random)}`;
    const street = `${1 + Math.floor(random() * 2400)} ${pick(STREETS, random)}`;
    const km = random() * radiusMiles * KM_PER_MILE * 0.9;
    const position = offset(city, km, random() * 2 * Math.PI);
    const rating = Math.round((3.4 + random() * 1.6) * 10) / 10;
    const ratingCount = 5 + Math.floor(random() * 400);
    // About one business in eight lists no phone: such results are dropped by the search.
    const listsPhone = random() >= 0.125;
    if (used.has(name)) continue;
    used.add(name);
    const placeId = `dir-${hash(`${seed}|${i}`).toString(36)}`;
    businesses.push({
      placeId,
      name,
      address: `${street}, ${city.name}${city.region ? `, ${city.region}` : ''}`,
      phone: listsPhone ? fictionalPhone(placeId, city.country) : null,
      rating,
      ratingCount,
      lat: position.lat,
      lon: position.lon,
      category: category.id,
      timeZone: zoneOfCity(city),
      openingHours: hoursOfPlace(placeId),
    });
  }
  return businesses;
}
