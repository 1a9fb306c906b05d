import type { SessionMetadata, SessionPlace } from '#shared/contracts/chat';
import { resolvedLocation } from './search-location';

/**
 * The metadata read again from the conversation, merged into what the parent has: extracted places
 * first, then the specific places the parent had and the model dropped; the asks stay as the parent
 * left them. A location the parent picked by hand stays the research's and its searches' location
 * (the place the conversation names is kept as `saidLocation`, to be offered, never put in its stead);
 * a search of another place keeps its own.
 */
export function mergeExtracted(
  previous: SessionMetadata | null,
  extracted: SessionMetadata,
): SessionMetadata {
  const kept = (previous?.places ?? []).filter(
    (p) => p.type === 'specific' && !extracted.places.some((e) => e.name === p.name && e.tel === p.tel),
  );
  const asks = previous?.originalQuery === extracted.originalQuery ? previous.asks : undefined;
  const { location: said, ...read } = extracted;
  const picked = previous?.pickedLocation;
  const merged = { ...read, places: [...extracted.places, ...kept], ...(asks ? { asks } : {}) };
  if (!picked) return { ...merged, ...(said ? { location: said, saidLocation: said } : {}) };
  // A search near no place, or near what the conversation names, is near the place picked.
  const followsPick = (p: SessionPlace) => {
    const where = resolvedLocation(p);
    return p.type === 'search' && (!where || where === said || where === picked.saidThen);
  };
  return {
    ...merged,
    places: merged.places.map((p) => (followsPick(p) ? { ...p, searchLocation: picked.location } : p)),
    location: picked.location,
    pickedLocation: picked,
    ...(said ? { saidLocation: said } : {}),
  };
}

/**
 * The metadata after the parent picked `chosen` in the search card at `index`: that search's and
 * the research's location, remembered as picked by hand; null when nothing changes.
 */
export function withPickedLocation(
  current: SessionMetadata,
  index: number,
  location: string,
): SessionMetadata | null {
  const place = current.places[index];
  const chosen = location.trim();
  if (place?.type !== 'search' || !chosen || chosen === place.searchLocation) return null;
  const saidThen = current.saidLocation ?? (current.pickedLocation ? undefined : current.location);
  return {
    ...current,
    places: current.places.map((p, i) => (i === index ? { ...p, searchLocation: chosen } : p)),
    location: chosen,
    pickedLocation: { location: chosen, ...(saidThen ? { saidThen } : {}) },
  };
}

/**
 * A place the conversation named after the parent picked a location by hand, to offer beside the
 * pick; null when there is none (nothing picked, or the conversation names the pick or what it
 * named then).
 */
export function offeredLocation(metadata: SessionMetadata | null): string | null {
  const picked = metadata?.pickedLocation;
  const said = metadata?.saidLocation;
  if (!picked || !said || said === picked.location || said === picked.saidThen) return null;
  return said;
}
