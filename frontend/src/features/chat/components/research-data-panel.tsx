import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { SessionMetadata } from '#shared/contracts/chat';
import type { PlaceSearchResult } from '#shared/contracts/places';
import type { DistanceUnit } from '#shared/domain/validation';
import { DEFAULT_GOAL } from '#shared/domain/validation-messages';
import { offeredLocation } from '../lib/merge-metadata';
import { readLastSearchResults } from '../lib/session-storage';
import { type PanelPlace, placesToCallCount } from '../lib/start-rules';
import { PlaceCard } from './place-card';
import { RemovedNotice } from './removed-notice';
import { SearchPlaceCard } from './search-place-card';
import { SearchResults } from './search-results';

/** The "Research Data" panel: loading, empty, extracting, or the data view. */
export function ResearchDataPanel(props: {
  /** Shown on small screens only when asked for; always on large screens. */
  open: boolean;
  loading: boolean;
  extracting: boolean;
  metadata: SessionMetadata | null;
  visible: PanelPlace[];
  quickLocations: string[];
  /** Unit of the search results' distances (Account Settings). */
  unit: DistanceUnit;
  /** The account's Settings switch "Share child details on calls": without it no place shares them. */
  mayShareChildren: boolean;
  /** Shows the raw JSON (Developer mode in Account Settings). */
  developerMode?: boolean;
  onRemove: (index: number) => void;
  /** The place removed last, which Undo brings back. */
  undoable: PanelPlace | null;
  onUndo: () => void;
  onPhoneChange: (index: number, phone: string) => void;
  onConfirm: (selected: PlaceSearchResult[], from: PanelPlace['place']) => void;
  /** Saves the location chosen in a search card. */
  onLocationChosen: (index: number, location: string) => void;
  /** The editor of what to ask each business, under the original query. */
  asks?: React.ReactNode;
  /** Who will be called and what it costs, under the places. */
  callPlan?: React.ReactNode;
}) {
  const { metadata, visible, undoable } = props;
  const [restored, setRestored] = useState<PlaceSearchResult[] | null>(null);
  // The card brought back by Undo gets the focus back on its remove button.
  const [refocused, setRefocused] = useState<number | null>(null);
  const remove = (index: number) => {
    setRefocused(null);
    props.onRemove(index);
  };
  const specificCount = placesToCallCount(visible);
  const offered = offeredLocation(metadata);
  const hasSearch = visible.some((p) => p.place.type === 'search');
  const fallbackPlace = {
    name: '',
    tel: '',
    goal: visible[0]?.place.goal ?? DEFAULT_GOAL,
    shareChildrenInfo: false,
    type: 'specific' as const,
  };

  let body: React.ReactNode;
  if (props.loading) {
    body = <p className="text-sm text-slate-600">Loading session...</p>;
  } else if (!metadata?.originalQuery) {
    body = (
      <div className="flex flex-col items-center gap-2 py-10 text-center">
        <h3 className="font-medium">No Research Data Yet</h3>
        {props.extracting && (
          <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Extracting information...
          </p>
        )}
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        {props.extracting && (
          <p className="flex items-center gap-2 text-xs text-slate-600" role="status">
            <Loader2 aria-hidden="true" className="size-3 animate-spin" /> Extracting information...
          </p>
        )}
        <div>
          <h3 className="text-xs font-semibold uppercase text-slate-500">Original query</h3>
          <p className="text-sm">{metadata.originalQuery}</p>
        </div>
        {props.asks}
        <div>
          <h3 className="mb-2 text-sm font-semibold">Places to Call ({specificCount})</h3>
          <div role="status">
            {undoable && (
              <RemovedNotice
                key={undoable.index}
                name={undoable.place.name || 'the place'}
                onUndo={() => {
                  setRefocused(undoable.index);
                  props.onUndo();
                }}
              />
            )}
          </div>
          <ul className="flex flex-col gap-2">
            {visible.map((item) =>
              item.place.type === 'search' ? (
                <SearchPlaceCard
                  key={item.index}
                  item={item}
                  quickLocations={props.quickLocations}
                  unit={props.unit}
                  radiusMiles={metadata.radiusMiles}
                  offered={item.place.searchLocation === metadata.pickedLocation?.location ? offered : null}
                  onConfirm={(selected) => props.onConfirm(selected, item.place)}
                  onLocationChosen={(location) => props.onLocationChosen(item.index, location)}
                  onRemove={() => remove(item.index)}
                  focusRemove={refocused === item.index}
                />
              ) : (
                <PlaceCard
                  key={item.index}
                  item={item}
                  mayShareChildren={props.mayShareChildren}
                  onRemove={() => remove(item.index)}
                  focusRemove={refocused === item.index}
                  onPhoneChange={(phone) => props.onPhoneChange(item.index, phone)}
                />
              ),
            )}
          </ul>
          {!hasSearch && !restored && readLastSearchResults().length > 0 && (
            <button
              type="button"
              onClick={() => setRestored(readLastSearchResults())}
              className="mt-2 text-sm font-medium text-brand-700 hover:underline"
            >
              + Search More
            </button>
          )}
          {restored && (
            <SearchResults
              results={restored}
              unit={props.unit}
              onConfirm={(selected) => {
                setRestored(null);
                props.onConfirm(selected, fallbackPlace);
              }}
            />
          )}
        </div>
        {props.callPlan}
        {props.developerMode && (
          <details>
            <summary className="cursor-pointer text-sm text-slate-600">View Raw JSON</summary>
            <pre className="mt-2 max-h-64 overflow-auto rounded bg-slate-900 p-3 text-xs text-slate-100">
              {JSON.stringify(metadata, null, 2)}
            </pre>
          </details>
        )}
      </div>
    );
  }
  return (
    <aside
      id="research-data"
      aria-label="Research Data"
      className={`${props.open ? 'flex w-full flex-1' : 'hidden'} min-h-0 flex-col overflow-y-auto border-slate-200 bg-slate-50 p-4 lg:flex lg:w-1/2 lg:border-l`}
    >
      <h2 className="mb-3 text-lg font-semibold">Research Data</h2>
      {body}
    </aside>
  );
}
