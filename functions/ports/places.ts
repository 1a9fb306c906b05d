/** Days of the week as keys of {@link OpeningHours}. */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One opening of a day in the business's local time, "HH:MM"; `close` at or before `open` runs past midnight ("22:00"-"02:00"), "24:00" is midnight. */
interface OpeningInterval {
  open: string;
  close: string;
}

/** Weekly opening hours in the business's local time; a day that is absent (or empty) is closed. */
export type OpeningHours = Partial<Record<Weekday, OpeningInterval[]>>;

/** A business found by a search, with a phone number in E.164 form when known. */
export interface PlaceResult {
  placeId: string;
  name: string;
  address: string;
  phone: string | null;
  rating: number | null;
  ratingCount: number | null;
  lat: number;
  lon: number;
  /** Category used by the directory, e.g. "swim school". */
  category: string | null;
  /** IANA time zone of the business, e.g. "America/Toronto", when the provider says. */
  timeZone?: string | null;
  /** Weekly opening hours when the provider knows them. */
  openingHours?: OpeningHours | null;
  /** Miles from the searched location, when the provider says. */
  distanceMiles?: number | null;
}

interface PlaceSearch {
  query: string;
  /**
   * The kind of business searched for, in the plural ("gymnastics clubs"), when one was read from
   * the query (functions/core/asks/business-kind.ts); without it the query is all there is.
   */
  businessKind?: string | null;
  /** Free text: "Toronto, ON", a ZIP code, "lat,lon". */
  location: string;
  radiusMiles: number;
  /** Bias towards the user's coordinates when known. */
  near?: { lat: number; lon: number };
  limit?: number;
}

export interface LocationSuggestion {
  displayName: string;
  /** Null when the provider does not say (Amazon Location's Autocomplete). */
  lat: number | null;
  lon: number | null;
}

/** Business search and geocoding: Amazon Location Places v2 on AWS, an embedded directory locally. */
export interface Places {
  searchText(search: PlaceSearch): Promise<PlaceResult[]>;
  suggest(
    text: string,
    options?: { near?: { lat: number; lon: number }; limit?: number },
  ): Promise<LocationSuggestion[]>;
  reverse(lat: number, lon: number): Promise<LocationSuggestion | null>;
}
