import type {
  AutocompleteRequest,
  AutocompleteResponse,
  GeocodeRequest,
  GeocodeResponse,
  ReverseGeocodeRequest,
  ReverseGeocodeResponse,
  SearchTextRequest,
  SearchTextResponse,
  SearchTextResultItem,
} from '@aws-sdk/client-geo-places';
import { DomainError } from '#shared/domain/errors';
import { normalizePhone } from '#shared/domain/phone';
import type { PlaceResult, Places } from '../../ports/places';
import { toOpeningHours } from './location-hours';
import type { AwsClient } from './signed/aws-client';

const METERS_PER_MILE = 1609.344;
const SUGGESTIONS = 5;
/** Search results are stored on call records, so they are requested for storage. */
const INTENDED_USE = 'Storage';

type Position = { lat: number; lon: number };
const toLonLat = (p: Position) => [p.lon, p.lat];
const fromLonLat = (position?: number[]): Position | null =>
  position && position.length >= 2 ? { lon: position[0] as number, lat: position[1] as number } : null;

function toPlace(item: SearchTextResultItem): PlaceResult | null {
  const position = fromLonLat(item.Position);
  if (!item.PlaceId || !item.Title || !position) return null;
  const raw = item.Contacts?.Phones?.find((p) => p.Value)?.Value;
  return {
    placeId: item.PlaceId,
    name: item.Title,
    address: item.Address?.Label ?? '',
    phone: raw ? (normalizePhone(raw) ?? raw) : null,
    // Amazon Location has no ratings.
    rating: null,
    ratingCount: null,
    ...position,
    category: item.Categories?.find((c) => c.Primary)?.Name ?? item.Categories?.[0]?.Name ?? null,
    timeZone: item.TimeZone?.Name ?? null,
    openingHours: toOpeningHours(item.OpeningHours),
    distanceMiles: typeof item.Distance === 'number' ? item.Distance / METERS_PER_MILE : null,
  };
}

/**
 * Amazon Location Places v2 (REST-JSON on `places.geo.<region>.amazonaws.com`, signed as
 * `geo-places`): SearchText with contacts in a circle of the radius, Autocomplete, ReverseGeocode.
 */
export function createLocationPlaces(geo: AwsClient): Places {
  const geocodeOf = (input: GeocodeRequest) => geo.post<GeocodeResponse>('/v2/geocode', input);
  const searchText = (input: SearchTextRequest) => geo.post<SearchTextResponse>('/v2/search-text', input);
  const autocomplete = (input: AutocompleteRequest) =>
    geo.post<AutocompleteResponse>('/v2/autocomplete', input);
  const reverseGeocode = (input: ReverseGeocodeRequest) =>
    geo.post<ReverseGeocodeResponse>('/v2/reverse-geocode', input);

  async function geocode(location: string, near?: Position): Promise<Position> {
    const out = await geocodeOf({
      QueryText: location,
      MaxResults: 1,
      IntendedUse: INTENDED_USE,
      ...(near ? { BiasPosition: toLonLat(near) } : {}),
    });
    const found = fromLonLat(out.ResultItems?.[0]?.Position);
    if (!found) throw new DomainError('invalid_input', `We could not find "${location}".`);
    return found;
  }

  return {
    async searchText({ query, businessKind, location, radiusMiles, near, limit }) {
      const center = await geocode(location, near);
      const out = await searchText({
        // The kind of business where one was read: the whole question matches few places' names.
        QueryText: businessKind ? `${businessKind} near ${location}` : query,
        MaxResults: Math.min(limit ?? 20, 100),
        Filter: { Circle: { Center: toLonLat(center), Radius: Math.round(radiusMiles * METERS_PER_MILE) } },
        AdditionalFeatures: ['Contact'],
        IntendedUse: INTENDED_USE,
      });
      return (out.ResultItems ?? []).map(toPlace).filter((p): p is PlaceResult => p !== null);
    },
    async suggest(text, options = {}) {
      const out = await autocomplete({
        QueryText: text,
        MaxResults: options.limit ?? SUGGESTIONS,
        ...(options.near ? { BiasPosition: toLonLat(options.near) } : {}),
      });
      return (out.ResultItems ?? [])
        .filter((item) => item.Address?.Label ?? item.Title)
        .map((item) => ({
          displayName: (item.Address?.Label ?? item.Title) as string,
          lat: null,
          lon: null,
        }));
    },
    async reverse(lat, lon) {
      const out = await reverseGeocode({
        QueryPosition: [lon, lat],
        MaxResults: 1,
        IntendedUse: INTENDED_USE,
      });
      const item = out.ResultItems?.[0];
      const label = item?.Address?.Label ?? item?.Title;
      const position = fromLonLat(item?.Position) ?? { lat, lon };
      return label ? { displayName: label, ...position } : null;
    },
  };
}
