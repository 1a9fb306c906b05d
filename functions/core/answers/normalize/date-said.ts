import * as chrono from 'chrono-node';
import { WEEKDAY } from '../../weekdays';

/**
 * Words after a date that say it has no room left: "the sixth one is full", "Wednesday's booked",
 * "today I'm booked solid", "this week I'm flat out".
 */
const TAKEN =
  /^(?:\s+one)?(?:\s+is|\s+are|'s|,?\s+(?:i'm|i am|we're|we are|she's|he's|they're))?\s+(?:already\s+|all\s+|fully\s+|totally\s+)?(?:full|booked|sold out|taken|gone|flat out|slammed|swamped)\b/i;

/** "The December sixth one is full already": the words after a date say it is taken, so it is ruled out. */
export const saidTaken = (after: string) => TAKEN.test(after);

const WEEKS = new RegExp(`\\b(a|one|two|three) weeks? from (?:this )?(${WEEKDAY})\\b`, 'i');
/** "Monday after next", "Monday week" (British English): the weekday a week after the coming one. */
const AFTER_NEXT = new RegExp(`\\b(${WEEKDAY}) (?:after next|week)\\b`, 'i');
const COUNTS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3 };

/**
 * "A week from Saturday", "two weeks from Tuesday", "Monday after next", "Monday week": whole weeks counted from
 * the coming weekday.
 */
export function weeksFromDay(text: string, referenceDate: Date): Date | null {
  const from = WEEKS.exec(text);
  const afterNext = from ? null : AFTER_NEXT.exec(text);
  const [weekday, weeks] = from
    ? [from[2]!, COUNTS[from[1]!.toLowerCase()]!]
    : afterNext
      ? [afterNext[1]!, 1]
      : [null, 0];
  if (!weekday) return null;
  const day = chrono.parseDate(weekday, referenceDate, { forwardDate: true });
  if (!day) return null;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + 7 * weeks, 12);
}
