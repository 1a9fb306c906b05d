import * as chrono from 'chrono-node';
import { readDate } from './date';
import { startOfDay } from './day-in-month';

/**
 * Yes/no questions with a deadline — "Can you deliver before Thanksgiving?", "…by Friday?", "Can
 * you come out this week?" — answered by the first day the business can do it: a day after the
 * deadline is a no, whatever "yeah" opens the answer ("Yeah, the first open slot is Monday the
 * thirtieth"), and the one day said within it a yes ("It should be ready Thursday" to "…by Friday?").
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day of a YYYY-MM-DD date, at its start. */
const dayOf = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year!, month! - 1, day!);
};

/** The last day a question allows, or null when it names no deadline. */
function deadlineOf(label: string, referenceDate: Date): Date | null {
  const today = startOfDay(referenceDate);
  const lower = label.toLowerCase();
  if (/\b(?:today|tonight)\b/.test(lower)) return today;
  if (/\btomorrow\b/.test(lower)) return new Date(today.getTime() + DAY_MS);
  // "This week", "this weekend": up to its Sunday.
  if (/\bthis (?:week|weekend)\b/.test(lower)) {
    const toSunday = (7 - today.getDay()) % 7;
    return new Date(today.getTime() + toSunday * DAY_MS);
  }
  const before = /\b(before|by|until|till)\s+(.+)$/i.exec(label);
  const named = before && readDate(before[2]!, referenceDate);
  if (!named) return null;
  const day = dayOf(named.value);
  return before[1]!.toLowerCase() === 'before' ? new Date(day.getTime() - DAY_MS) : day;
}

/**
 * No when the answer's day falls after the question's deadline; yes when the one day it names falls
 * on or before it; null when the question names no deadline or the answer no day (or more than one
 * day, any of which might be the one meant: "closed Thursday, so Monday").
 */
export function deadlineAnswer(label: string, text: string, referenceDate: Date): boolean | null {
  const deadline = deadlineOf(label, referenceDate);
  if (!deadline) return null;
  // "There was a line this morning, but…": a part of today said is no later day.
  if (/\bthis (?:morning|afternoon|evening)\b/i.test(text)) return null;
  const said = readDate(text, referenceDate);
  if (!said) return null;
  if (dayOf(said.value) > deadline) return false;
  const days = chrono.parse(text, referenceDate, { forwardDate: true });
  return days.length === 1 && dayOf(said.value) >= startOfDay(referenceDate) ? true : null;
}
