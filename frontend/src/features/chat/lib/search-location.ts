import type { SessionPlace } from '#shared/contracts/chat';

/** What a search's location holds when it names no place. */
export const NO_LOCATION = ['', 'No location selected', "user's area", 'not specified'];

/** The place a search is near, or '' when it names none. */
export const resolvedLocation = (place: SessionPlace) =>
  place.searchLocation && !NO_LOCATION.includes(place.searchLocation) ? place.searchLocation : '';
