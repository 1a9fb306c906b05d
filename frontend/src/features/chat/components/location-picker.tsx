import { Crosshair, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { MESSAGES } from '#shared/domain/validation-messages';
import { fetchReverse } from '../api/chat-api';
import { useLocationSuggestions } from '../hooks/use-location-suggestions';
import { storeUserCoords } from '../lib/session-storage';

const GEOLOCATION_TIMEOUT_MS = 5000;

/**
 * Quick locations, current location and a custom location with autocomplete. `onChange` follows
 * every keystroke; `onChosen` is told of a location chosen: a chip, a suggestion, the current
 * location, or the typed words when the field is left.
 */
export function LocationPicker({
  value,
  onChange,
  onChosen = onChange,
  quick,
}: {
  value: string;
  onChange: (location: string) => void;
  onChosen?: (location: string) => void;
  quick: string[];
}) {
  const id = useId();
  const [custom, setCustom] = useState(false);
  const [typing, setTyping] = useState(false);
  const { suggestions, clear } = useLocationSuggestions(value, custom && typing);

  const useCurrentLocation = () => {
    if (!('geolocation' in navigator)) {
      window.alert(MESSAGES.geolocationUnsupported);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const coords = { lat: position.coords.latitude, lon: position.coords.longitude };
        storeUserCoords(coords);
        fetchReverse(coords.lat, coords.lon)
          .then((place) => onChosen(place.display_name))
          .catch(() => onChange(MESSAGES.reverseGeocodeFailed));
      },
      () => window.alert(MESSAGES.geolocationFailed),
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS },
    );
  };
  const option = 'rounded-full border px-3 py-1 text-xs hover:border-brand-600';

  return (
    <div className="mt-2 flex flex-col gap-2">
      <p className="text-xs text-slate-600">
        Location: <span className="font-medium text-slate-900">{value.trim() || 'No location selected'}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        {quick.map((place) => (
          <button
            key={place}
            type="button"
            aria-pressed={value === place && !custom}
            onClick={() => {
              setCustom(false);
              onChosen(place);
            }}
            className={`${option} ${value === place && !custom ? 'border-brand-600 bg-brand-600/10' : 'border-slate-300'}`}
          >
            <MapPin aria-hidden="true" className="mr-1 inline size-3" />
            {place}
          </button>
        ))}
        <button type="button" onClick={useCurrentLocation} className={`${option} border-slate-300`}>
          <Crosshair aria-hidden="true" className="mr-1 inline size-3" />
          Use Current Location
        </button>
        <button
          type="button"
          aria-pressed={custom}
          onClick={() => setCustom(true)}
          className={`${option} ${custom ? 'border-brand-600 bg-brand-600/10' : 'border-slate-300'}`}
        >
          Enter a location...
        </button>
      </div>
      {custom && (
        <div className="relative">
          <label htmlFor={id} className="sr-only">
            Custom location
          </label>
          <input
            id={id}
            aria-describedby={suggestions.length > 0 ? `${id}-list` : undefined}
            autoComplete="off"
            value={value}
            onChange={(e) => {
              setTyping(true);
              onChange(e.target.value);
            }}
            onBlur={(e) => {
              // Leaving the field for a suggestion chooses the suggestion instead.
              const to = e.relatedTarget;
              if (!(to instanceof Node && e.currentTarget.parentElement?.contains(to))) onChosen(value);
            }}
            placeholder="City, State or ZIP code"
            className="w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
          />
          {suggestions.length > 0 && (
            <ul
              id={`${id}-list`}
              aria-label="Location suggestions"
              className="absolute z-10 mt-1 w-full rounded-md border border-slate-200 bg-white shadow"
            >
              {suggestions.map((s) => (
                <li key={s.display_name}>
                  <button
                    type="button"
                    className="w-full px-3 py-2 text-left text-sm hover:bg-slate-100"
                    onClick={() => {
                      setTyping(false);
                      clear();
                      onChosen(s.display_name);
                    }}
                  >
                    {s.display_name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
