import type { DistanceUnit } from './validation';

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
