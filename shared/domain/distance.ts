import type { DistanceUnit } from './validation';
import { RADIUS_MAX, RADIUS_MIN } from './validation-messages';

/** Kilometres in a mile. */
export const KM_PER_MILE = 1.609344;

/** A distance in miles shown in the user's unit: "5 miles", "8 km", "0.4 km". */
export function formatDistance(miles: number, unit: DistanceUnit = 'mi'): string {
  const value = unit === 'km' ? miles * KM_PER_MILE : miles;
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  if (unit === 'km') return `${shown} km`;
  return `${shown} ${shown === 1 ? 'mile' : 'miles'}`;
}

/** Whole units of a radius in miles, for a slider in the user's unit. */
export const toUnit = (miles: number, unit: DistanceUnit) =>
  Math.round(unit === 'km' ? miles * KM_PER_MILE : miles);

/** Miles of a radius picked in the user's unit (the server searches in miles). */
export const fromUnit = (value: number, unit: DistanceUnit) => (unit === 'km' ? value / KM_PER_MILE : value);

// A number and a unit of distance: "10 miles", "10mi", "8 km", "2.5 kilometres".
const SAID_DISTANCE = /(\d+(?:[.,]\d+)?)\s*(miles?|mi|kms?|kilometers?|kilometres?)\b/gi;

/**
 * The search radius in miles a text states as a number and a unit of distance ("within about
 * 10 miles", "10 km"), the last one said, kept between RADIUS_MIN and RADIUS_MAX; null when none.
 */
export function radiusSaid(text: string): number | null {
  const last = [...text.matchAll(SAID_DISTANCE)].at(-1);
  if (!last?.[1] || !last[2]) return null;
  const value = Number(last[1].replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0) return null;
  const miles = last[2].toLowerCase().startsWith('k') ? value / KM_PER_MILE : value;
  return Math.min(RADIUS_MAX, Math.max(RADIUS_MIN, Math.round(miles * 10) / 10));
}
