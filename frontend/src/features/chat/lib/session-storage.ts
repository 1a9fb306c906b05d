import type { PlaceSearchResult } from '#shared/contracts/places';

/** Browser session storage keys. */
const STORAGE_KEYS = {
  sessionId: 'research_session_id',
  userCoords: 'user_coords',
  lastSearchResults: 'last_search_results',
} as const;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A new session id: `session_{timestamp}_{7 random characters}`. */
export function newSessionId(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(7));
  const suffix = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `session_${now}_${suffix}`;
}

export const readSessionId = () => sessionStorage.getItem(STORAGE_KEYS.sessionId);
export const storeSessionId = (id: string) => sessionStorage.setItem(STORAGE_KEYS.sessionId, id);
export const clearSessionId = () => sessionStorage.removeItem(STORAGE_KEYS.sessionId);

function readJson(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** The user's last known position, when they shared it. */
export function readUserCoords(): { lat: number; lon: number } | null {
  const value = readJson(STORAGE_KEYS.userCoords) as { lat?: unknown; lon?: unknown } | null;
  return typeof value?.lat === 'number' && typeof value?.lon === 'number'
    ? { lat: value.lat, lon: value.lon }
    : null;
}

export const storeUserCoords = (coords: { lat: number; lon: number }) =>
  sessionStorage.setItem(STORAGE_KEYS.userCoords, JSON.stringify(coords));

/** The results of the last search, restored by "+ Search More". */
export function readLastSearchResults(): PlaceSearchResult[] {
  const value = readJson(STORAGE_KEYS.lastSearchResults);
  return Array.isArray(value)
    ? (value as PlaceSearchResult[]).filter((r) => typeof r?.place_id === 'string')
    : [];
}

export const storeLastSearchResults = (results: PlaceSearchResult[]) =>
  sessionStorage.setItem(STORAGE_KEYS.lastSearchResults, JSON.stringify(results));
