import { WEEKDAYS, type Weekday } from '#shared/contracts/asks';
import { singular } from './tokens';

/** The weekday a word names ("sat", "Saturdays", "tues"), or null. */
export function weekdayOf(word: string): Weekday | null {
  const one = singular(word.replace(/\.$/, ''));
  if (one.length < 3) return null;
  return WEEKDAYS.find((day) => day === one || day.startsWith(one)) ?? null;
}
