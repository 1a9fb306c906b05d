import { suggestPlaces } from '#shared/contracts/places';
import { callApi } from '#web/lib/api-client';

/** The shortest and longest text the places lookup takes. */
const MIN_LOOKUP = 3;
const MAX_LOOKUP = 100;

/**
 * Whether the places lookup knows a typed location: false when it suggests no place for it, null
 * when it could not be asked (the research then resolves the location itself).
 */
export async function isKnownLocation(location: string): Promise<boolean | null> {
  const q = location.trim();
  if (q.length < MIN_LOOKUP) return false;
  try {
    const { suggestions } = await callApi(suggestPlaces, { query: { q: q.slice(0, MAX_LOOKUP) } });
    return suggestions.length > 0;
  } catch {
    return null;
  }
}
