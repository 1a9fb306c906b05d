import * as chrono from 'chrono-node';
import type { Reading } from './reading';

/** A calendar date said relative to the call ("next Monday", "September 8th"), as YYYY-MM-DD. */
export function readDate(text: string, referenceDate: Date): Reading<string> | null {
  const [result] = chrono.parse(text, referenceDate, { forwardDate: true });
  if (!result) return null;
  const date = result.start.date();
  const iso = [
    date.getFullYear(),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');
  const exact = result.start.isCertain('day') && result.start.isCertain('month');
  return { value: iso, certainty: exact ? 1 : 0.9 };
}
