import { NUMBER_IN_WORDS, numberFromWords } from './number-words';
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

// A distance said as a number, in figures or in words, and a unit: "10 miles", "10mi", "8 km",
// "2.5 kilometres", "ten miles", "twenty-five km", "a couple of miles", "a mile".
const SAID_DISTANCE = new RegExp(
  `(?:(\\d+(?:[.,]\\d+)?)|\\b(${NUMBER_IN_WORDS}|a couple(?: of)?|an?)\\s)\\s*(miles?|mi|kms?|kilometers?|kilometres?)\\b`,
  'gi',
);

/** The value of a number said before a unit: figures ("2.5", "2,5"), words ("ten"), "a couple", "a". */
function saidValue(figures: string | undefined, words: string | undefined): number | null {
  if (figures) return Number(figures.replace(',', '.'));
  const said = words?.toLowerCase().replace(/\s+/g, ' ') ?? '';
  if (said.startsWith('a couple')) return 2;
  if (said === 'a' || said === 'an') return 1;
  return numberFromWords(said);
}

/**
 * The search radius in miles a text states as a number and a unit of distance ("within about
 * 10 miles", "10 km", "within ten miles", "a couple of miles"), the last one said, kept between
 * RADIUS_MIN and RADIUS_MAX; null when none.
 */
export function radiusSaid(text: string): number | null {
  const last = [...text.matchAll(SAID_DISTANCE)].at(-1);
  const unit = last?.[3];
  if (!last || !unit) return null;
  const value = saidValue(last[1], last[2]);
  if (value === null || !Number.isFinite(value) || value <= 0) return null;
  const miles = unit.toLowerCase().startsWith('k') ? value / KM_PER_MILE : value;
  return Math.min(RADIUS_MAX, Math.max(RADIUS_MIN, Math.round(miles * 10) / 10));
}
