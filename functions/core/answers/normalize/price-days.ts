import type { Weekday } from '#shared/contracts/asks';
import { daysIn } from './schedule-days';
import type { Token } from './tokens';

/**
 * Of prices said for different days ("twenty-two per kid on weekdays, twenty-eight Friday through
 * Sunday"), the one whose days hold the day the ask names, else the day the parent means
 * (`daysMeant`: "a Saturday party" → 28). `words` are each price's own words, in order. Null when
 * no day is named or meant, or not exactly one price is said for it ("weekdays" and "Friday through
 * Sunday" both hold a Friday).
 */
export function askedDayAlternative(
  words: Token[][],
  label: Token[],
  daysMeant: readonly Weekday[] = [],
): number | null {
  const named = daysIn(label);
  const asked = named.length > 0 ? named : daysMeant;
  if (asked.length === 0) return null;
  const holding = words.flatMap((own, k) => (daysIn(own).some((day) => asked.includes(day)) ? [k] : []));
  return holding.length === 1 ? holding[0]! : null;
}
