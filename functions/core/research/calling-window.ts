import type { OpeningHours } from '../../ports/places';
import { instantOf, isKnownTimeZone, isOpenAt, localTime, openingsOf } from './business-hours';

/** Parses "09:00-20:00" into minutes of the day; empty means always open. */
export function parseCallingWindow(text: string | undefined): { start: number; end: number } | null {
  if (!text?.trim()) return null;
  const match = /^(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) throw new Error('must look like 09:00-20:00');
  const [sh, sm, eh, em] = match.slice(1).map(Number) as [number, number, number, number];
  const start = sh * 60 + sm;
  const end = eh * 60 + em;
  if (sh > 23 || eh > 24 || sm > 59 || em > 59 || start >= end) throw new Error('must look like 09:00-20:00');
  return { start, end };
}

/** Where and when a business can be called: its own zone and hours when known. */
export interface CallingPlace {
  timeZone?: string | null;
  openingHours?: OpeningHours | null;
}

const DAYS_AHEAD = 8;

function allowed(at: Date, window: { start: number; end: number }, zone: string, hours: OpeningHours | null) {
  const local = localTime(at, zone);
  if (local.minute < window.start || local.minute >= window.end) return false;
  return !hours || isOpenAt(hours, local.weekday, local.minute);
}

function firstAllowed(
  window: { start: number; end: number },
  now: Date,
  zone: string,
  hours: OpeningHours | null,
): Date | null {
  const today = localTime(now, zone);
  for (let offset = 0; offset <= DAYS_AHEAD; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const weekday = (today.weekday + offset) % 7;
    const starts = [window.start, ...(hours ? openingsOf(hours, weekday).map(([open]) => open) : [])];
    const found = starts
      .map((minute) =>
        instantOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), minute, zone),
      )
      .filter((at) => at.getTime() > now.getTime() && allowed(at, window, zone, hours))
      .sort((a, b) => a.getTime() - b.getTime());
    if (found[0]) return found[0];
  }
  return null;
}

/**
 * When a call outside the window may be placed; null when it may be placed now. The window is
 * read in the business's own time zone (else `fallbackZone`) and, when its opening hours are
 * known, only while it is open. Hours that never meet the window are ignored (data may be wrong).
 * A null window (local default) means always open.
 */
export function nextCallingTime(
  window: { start: number; end: number } | null,
  now: Date,
  fallbackZone: string,
  place: CallingPlace = {},
): Date | null {
  if (!window) return null;
  const zone = place.timeZone && isKnownTimeZone(place.timeZone) ? place.timeZone : fallbackZone;
  const hours = place.openingHours && Object.keys(place.openingHours).length ? place.openingHours : null;
  if (allowed(now, window, zone, hours)) return null;
  return firstAllowed(window, now, zone, hours) ?? (hours ? firstAllowed(window, now, zone, null) : null);
}
