import type { OpeningHours as LocationOpeningHours } from '@aws-sdk/client-geo-places';
import type { OpeningHours, Weekday } from '../../ports/places';
import { WEEKDAYS } from '../../ports/places';

const BYDAY: Record<string, Weekday> = {
  SU: 'sun',
  MO: 'mon',
  TU: 'tue',
  WE: 'wed',
  TH: 'thu',
  FR: 'fri',
  SA: 'sat',
};
const DAY = 24 * 60;
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "T070000" → minutes of the day. */
function openMinutes(text: string | undefined): number | null {
  const match = /^T(\d{2})(\d{2})/.exec(text ?? '');
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes < DAY ? minutes : null;
}

/** "PT12H00M" (ISO 8601 duration, hours and minutes) → minutes. */
function durationMinutes(text: string | undefined): number | null {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(text ?? '');
  if (!match || (!match[1] && !match[2])) return null;
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

/** "FREQ:DAILY;BYDAY:MO,TU" → the days; no BYDAY means every day. */
function days(recurrence: string | undefined): Weekday[] {
  const byDay = /BYDAY[:=]([A-Z,]+)/.exec(recurrence ?? '')?.[1];
  if (!byDay) return [...WEEKDAYS];
  return byDay.split(',').flatMap((code) => (BYDAY[code] ? [BYDAY[code]] : []));
}

/**
 * Amazon Location's OpeningHours components (OpenTime, OpenDuration, Recurrence) as weekly hours;
 * null when no component can be read. A duration past midnight becomes an overnight interval.
 */
export function toOpeningHours(list: LocationOpeningHours[] | undefined): OpeningHours | null {
  const hours: OpeningHours = {};
  for (const component of (list ?? []).flatMap((h) => h.Components ?? [])) {
    const open = openMinutes(component.OpenTime);
    const duration = durationMinutes(component.OpenDuration);
    if (open === null || duration === null || duration === 0) continue;
    const interval =
      duration >= DAY
        ? { open: '00:00', close: '24:00' }
        : { open: clock(open), close: open + duration === DAY ? '24:00' : clock((open + duration) % DAY) };
    for (const day of days(component.Recurrence)) hours[day] = [...(hours[day] ?? []), interval];
  }
  return Object.keys(hours).length ? hours : null;
}
