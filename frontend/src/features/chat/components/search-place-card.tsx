import { Loader2, Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { PlaceSearchResult } from '#shared/contracts/places';
import type { DistanceUnit } from '#shared/domain/validation';
import { MESSAGES } from '#shared/domain/validation-messages';
import { errorMessage } from '#web/lib/api-client';
import { searchBusinesses } from '../api/chat-api';
import { NO_LOCATION, resolvedLocation } from '../lib/search-location';
import { readUserCoords, storeLastSearchResults } from '../lib/session-storage';
import type { PanelPlace } from '../lib/start-rules';
import { LocationPicker } from './location-picker';
import { RemoveButton } from './remove-button';
import { SearchResults } from './search-results';

/** A search-type place: pick a location, "Map It - Find Businesses", select and confirm; or remove it. */
export function SearchPlaceCard({
  item,
  quickLocations,
  unit,
  radiusMiles,
  offered = null,
  onConfirm,
  onLocationChosen,
  onRemove,
  focusRemove = false,
}: {
  item: PanelPlace;
  quickLocations: string[];
  /** Unit of the distances shown (Account Settings). */
  unit: DistanceUnit;
  /** The radius the parent stated in the chat, in miles. */
  radiusMiles?: number;
  /** A place the chat named after the parent picked this card's location, offered beside the pick. */
  offered?: string | null;
  onConfirm: (selected: PlaceSearchResult[]) => void;
  /** Saves a location the parent chose (a chip, a suggestion, the current location, typed words). */
  onLocationChosen?: (location: string) => void;
  onRemove: () => void;
  /** Focuses the remove button, as when the card comes back by Undo. */
  focusRemove?: boolean;
}) {
  const { place } = item;
  const resolved = resolvedLocation(place);
  const [location, setLocation] = useState(resolved);
  const choose = (chosen: string) => {
    setLocation(chosen);
    onLocationChosen?.(chosen);
  };
  // A place the parent names later in the chat ("Toronto, ON") becomes the card's location.
  const [seen, setSeen] = useState(resolved);
  if (resolved !== seen) {
    setSeen(resolved);
    if (resolved) setLocation(resolved);
  }
  const [searching, setSearching] = useState(false);
  const [results, setResults] = useState<PlaceSearchResult[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const noLocation = NO_LOCATION.includes(location.trim());
  const disabled = searching || noLocation;
  const hintId = useId();

  const mapIt = async () => {
    onLocationChosen?.(location);
    setSearching(true);
    setError(null);
    try {
      const near = readUserCoords();
      const found = await searchBusinesses({
        query: place.searchQuery || place.name,
        location: location.trim(),
        ...(near ? { near } : {}),
        ...(radiusMiles ? { radiusMiles } : {}),
      });
      storeLastSearchResults(found.results);
      setResults(found.results);
    } catch (e) {
      setError(errorMessage(e, 'The search failed. Please try again.'));
    } finally {
      setSearching(false);
    }
  };

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3" data-testid="search-place-card">
      <div className="flex items-center gap-2">
        <span className="rounded-full bg-brand-600/10 px-2 py-0.5 text-xs font-medium text-brand-700">
          Search
        </span>
        <h4 className="min-w-0 flex-1 font-medium">{place.name}</h4>
        <RemoveButton label={`Remove the search ${place.name}`} onRemove={onRemove} focused={focusRemove} />
      </div>
      <p className="mt-1 text-sm">
        <span className="font-medium">Goal:</span> {place.goal}
      </p>
      <LocationPicker value={location} onChange={setLocation} onChosen={choose} quick={quickLocations} />
      {offered && offered !== location.trim() && (
        <p className="mt-2 rounded-md bg-amber-50 p-2 text-xs text-slate-700">
          You picked this location; the chat has since named {offered}.{' '}
          <button
            type="button"
            onClick={() => choose(offered)}
            className="font-medium text-brand-700 underline hover:text-brand-800"
          >
            Search near {offered} instead
          </button>
        </p>
      )}
      <button
        type="button"
        disabled={disabled}
        aria-describedby={noLocation ? hintId : undefined}
        onClick={() => void mapIt()}
        className="mt-3 inline-flex min-h-10 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:bg-brand-700/50"
      >
        {searching ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Search aria-hidden="true" className="size-4" />
        )}
        {searching ? 'Searching...' : 'Map It - Find Businesses'}
      </button>
      {noLocation && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {MESSAGES.locationSearchRequired}.
        </p>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {results && <SearchResults results={results} unit={unit} onConfirm={onConfirm} />}
    </li>
  );
}
