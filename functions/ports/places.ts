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
}

export interface PlaceSearch {
  query: string;
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
