import { daysIn } from './schedule-days';
import type { Token } from './tokens';

/**
 * Of prices said for different days ("twenty-two per kid on weekdays, twenty-eight Friday through
 * Sunday"), the one whose days hold the day the question names ("a Saturday party" → 28). `words`
 * are each price's own words, in order. Null when the question names no day, or not exactly one
 * price is said for it ("weekdays" and "Friday through Sunday" both hold a Friday).
 */
export function askedDayAlternative(words: Token[][], label: Token[]): number | null {
  const asked = daysIn(label);
  if (asked.length === 0) return null;
  const holding = words.flatMap((own, k) => (daysIn(own).some((day) => asked.includes(day)) ? [k] : []));
  return holding.length === 1 ? holding[0]! : null;
}
