import { useEffect, useState } from 'react';
import type { LocationSuggestionView } from '#shared/contracts/places';
import { ApiError } from '#web/lib/api-client';
import { fetchSuggestions } from '../api/chat-api';
import { readUserCoords } from '../lib/session-storage';

/** Autocomplete starts at this many characters, after this pause. */
const AUTOCOMPLETE_MIN_CHARS = 3;
const AUTOCOMPLETE_DEBOUNCE_MS = 500;

/** Location suggestions for typed text, debounced, biased towards the user's position. */
export function useLocationSuggestions(text: string, enabled: boolean) {
  const [suggestions, setSuggestions] = useState<LocationSuggestionView[]>([]);
  useEffect(() => {
    const q = text.trim();
    if (!enabled || q.length < AUTOCOMPLETE_MIN_CHARS) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(q, readUserCoords(), controller.signal)
        .then((r) => setSuggestions(r.suggestions))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof ApiError && error.status === 429) console.warn('Autocomplete rate limited');
          setSuggestions([]);
        });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, enabled]);
  return { suggestions, clear: () => setSuggestions([]) };
}
