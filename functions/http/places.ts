import { reversePlace, searchPlaces, suggestPlaces } from '#shared/contracts/places';
import { createPlacesService } from '../core/places/search-places';
import type { AppDeps } from './app-deps';
import { route } from './route';

const coords = (lat?: number, lon?: number) =>
  lat !== undefined && lon !== undefined ? { lat, lon } : undefined;

/** Business search, location suggestions and reverse lookup through the backend. */
export function createPlacesRoutes(deps: Pick<AppDeps, 'places'>) {
  const service = createPlacesService(deps.places);
  return [
    route(searchPlaces, async ({ body }) => ({ results: await service.search(body) })),
    route(suggestPlaces, async ({ query }) => ({
      suggestions: await service.suggest(query.q, coords(query.lat, query.lon)),
    })),
    route(reversePlace, async ({ query }) => service.reverse(query.lat, query.lon)),
  ];
}
