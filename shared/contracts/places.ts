import * as z from '../zod';
import { requiredText } from './common';
import { defineContract } from './define';

const latitude = z.coerce.number().check(z.minimum(-90), z.maximum(90));
const longitude = z.coerce.number().check(z.minimum(-180), z.maximum(180));

/** A business found by a search (the field names the SPA reads). */
const placeSearchResultSchema = z.object({
  place_id: z.string(),
  name: z.string(),
  formatted_address: z.string(),
  formatted_phone_number: z.string(),
  rating: z.nullable(z.number()),
  user_ratings_total: z.nullable(z.number()),
  /** Miles from the searched location, when known. */
  distance_miles: z.optional(z.nullable(z.number())),
});
export type PlaceSearchResult = z.infer<typeof placeSearchResultSchema>;

/** A place name offered while typing a location. */
const locationSuggestionSchema = z.object({
  display_name: z.string(),
  lat: z.nullable(z.number()),
  lon: z.nullable(z.number()),
});
export type LocationSuggestionView = z.infer<typeof locationSuggestionSchema>;

const coordsSchema = z.strictObject({ lat: latitude, lon: longitude });

/** Businesses matching a query near a location; only results with a usable phone are kept. */
export const searchPlaces = defineContract({
  id: 'places.search',
  method: 'POST',
  path: '/api/places/search',
  auth: true,
  summary: 'Search businesses near a location',
  body: z.strictObject({
    query: requiredText(200, 'Please describe what you are looking for'),
    location: requiredText(200, 'Please enter a location to search'),
    near: z.optional(coordsSchema),
    radiusMiles: z.optional(z.number().check(z.minimum(1), z.maximum(25))),
  }),
  response: z.object({ results: z.array(placeSearchResultSchema) }),
});

/** Up to 5 place names starting with the typed text, biased towards the given coordinates. */
export const suggestPlaces = defineContract({
  id: 'places.suggest',
  method: 'GET',
  path: '/api/places/suggest',
  auth: true,
  summary: 'Location autocomplete',
  query: z.object({
    q: z.string().check(z.trim(), z.minLength(3, 'Type at least 3 characters'), z.maxLength(100)),
    lat: z.optional(latitude),
    lon: z.optional(longitude),
  }),
  response: z.object({ suggestions: z.array(locationSuggestionSchema) }),
});

/** The nearest named place to coordinates (404 when nothing is near). */
export const reversePlace = defineContract({
  id: 'places.reverse',
  method: 'GET',
  path: '/api/places/reverse',
  auth: true,
  summary: 'Reverse geocoding of the user position',
  query: z.object({ lat: latitude, lon: longitude }),
  response: locationSuggestionSchema,
});

/** Endpoints of the places capability. */
export const placesContracts = [searchPlaces, suggestPlaces, reversePlace];
