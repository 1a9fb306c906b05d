import { WEEKDAYS, type Weekday } from '#shared/contracts/asks';
import { singular } from './tokens';

/** The weekday a word names ("sat", "Saturdays", "tues", "Sunday's": Sunday is), or null. */
export function weekdayOf(word: string): Weekday | null {
  const one = singular(word.replace(/\.$/, '').replace(/['’]s$/, ''));
  if (one.length < 3) return null;
  return WEEKDAYS.find((day) => day === one || day.startsWith(one)) ?? null;
}
