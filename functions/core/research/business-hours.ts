import type { OpeningHours, Weekday } from '../../ports/places';
import { WEEKDAYS } from '../../ports/places';

/** Local date, weekday and minute of the day of an instant in a time zone. */
export interface LocalTime {
  year: number;
  month: number;
  day: number;
  weekday: number;
  minute: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `at` in `timeZone`. */
export function localTime(at: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    formatFor(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const weekday = WEEKDAYS.indexOf(String(parts.weekday).toLowerCase().slice(0, 3) as Weekday);
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday,
    minute: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  };
}

/** The instant a local wall-clock time happens in `timeZone` (a time skipped by DST maps past the gap). */
export function instantOf(year: number, month: number, day: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, 0, minute);
  const offsetAt = (guess: number) => {
    const t = localTime(new Date(guess), timeZone);
    return Date.UTC(t.year, t.month - 1, t.day, 0, t.minute) - guess;
  };
  const first = wall - offsetAt(wall);
  const second = wall - offsetAt(first);
  return new Date(Math.max(first, second));
}

/** "HH:MM" → minutes; "24:00" is 1440. */
function parseClock(text: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 24 * 60 ? minutes : null;
}

/** Opening minutes of a weekday (0 = Sunday) as [open, close] in that day's minutes; close may pass 1440. */
export function openingsOf(hours: OpeningHours, weekday: number): [number, number][] {
  const out: [number, number][] = [];
  for (const interval of hours[WEEKDAYS[(weekday + 7) % 7] as Weekday] ?? []) {
    const open = parseClock(interval.open);
    const close = parseClock(interval.close);
    if (open === null || close === null || open >= 24 * 60) continue;
    out.push([open, close > open ? close : close + 24 * 60]);
  }
  return out;
}

/** Whether the business is open at a local weekday and minute, counting the previous day's overnight hours. */
export function isOpenAt(hours: OpeningHours, weekday: number, minute: number): boolean {
  if (openingsOf(hours, weekday).some(([open, close]) => minute >= open && minute < close)) return true;
  return openingsOf(hours, weekday - 1).some(([, close]) => minute + 24 * 60 < close);
}
