import { Star } from 'lucide-react';
import { useState } from 'react';
import type { PlaceSearchResult } from '#shared/contracts/places';
import { formatDistance } from '#shared/domain/distance';
import { formatPhoneForDisplay, isUsablePhone } from '#shared/domain/phone';
import type { DistanceUnit } from '#shared/domain/validation';
import { Button } from '#web/components/button';

/** Selectable search results with counters and "Confirm Selection (N places)". */
export function SearchResults({
  results,
  onConfirm,
  unit,
}: {
  results: PlaceSearchResult[];
  onConfirm: (selected: PlaceSearchResult[]) => void;
  /** Unit of the distances shown (Account Settings). */
  unit: DistanceUnit;
}) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const withPhone = results.filter((r) => isUsablePhone(r.formatted_phone_number)).length;
  if (results.length === 0)
    return <p className="text-sm text-slate-600">No businesses with phone numbers found.</p>;
  return (
    <div className="mt-3 flex flex-col gap-2">
      <p className="text-xs text-slate-600">
        {selected.size} selected · {withPhone} with phone numbers
      </p>
      <ul className="flex flex-col gap-2" aria-label="Search results">
        {results.map((r) => (
          <li key={r.place_id}>
            <label
              className={`flex cursor-pointer gap-3 rounded-lg border p-3 text-sm ${selected.has(r.place_id) ? 'border-brand-600 bg-brand-600/5' : 'border-slate-200 bg-white'}`}
            >
              <input
                type="checkbox"
                checked={selected.has(r.place_id)}
                onChange={() => toggle(r.place_id)}
                className="mt-1 size-4 accent-brand-600"
              />
              <span className="flex flex-col">
                <span className="font-medium">{r.name}</span>
                <span className="text-xs text-slate-500">
                  {r.formatted_address}
                  {typeof r.distance_miles === 'number' &&
                    ` · ${formatDistance(r.distance_miles, unit)} away`}
                </span>
                <span className="text-xs">{formatPhoneForDisplay(r.formatted_phone_number)}</span>
                {r.rating !== null && (
                  <span className="flex items-center gap-1 text-xs text-slate-600">
                    <Star aria-hidden="true" className="size-3 fill-amber-400 text-amber-400" />
                    {r.rating} ({r.user_ratings_total ?? 0})
                  </span>
                )}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <Button
        disabled={selected.size === 0}
        onClick={() => onConfirm(results.filter((r) => selected.has(r.place_id)))}
      >
        Confirm Selection ({selected.size} places)
      </Button>
    </div>
  );
}
