import { tool } from 'ai';
import { isDomainError } from '#shared/domain/errors';
import * as z from '#shared/zod';
import type { PlacesService } from '../places/search-places';

/** Results the model sees per search; the panel runs its own fuller search. */
const TOOL_RESULTS = 8;

/** The assistant's business search, backed by the Places port. */
export function createSearchBusinessesTool(places: PlacesService) {
  return tool({
    description: 'Find local businesses of a kind near a location, with their phone numbers.',
    inputSchema: z.object({
      query: z
        .string()
        .check(z.minLength(1), z.maxLength(200), z.describe('Kind of business, e.g. "swim school"')),
      location: z
        .string()
        .check(z.minLength(1), z.maxLength(200), z.describe('City, neighbourhood or postal code')),
    }),
    execute: async ({ query, location }) => {
      try {
        const results = await places.search({ query, location });
        return {
          query,
          location,
          count: results.length,
          businesses: results.slice(0, TOOL_RESULTS).map((r) => ({
            name: r.name,
            address: r.formatted_address,
            phone: r.formatted_phone_number,
            rating: r.rating,
          })),
        };
      } catch (error) {
        if (!isDomainError(error)) throw error;
        return { query, location, count: 0, businesses: [], error: error.message };
      }
    },
  });
}
