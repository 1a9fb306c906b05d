import type { AskKind } from '#shared/contracts/asks';
import { WEEKDAY } from '../weekdays';
import { PREPOSITIONS } from './words';

/**
 * "Is there a toddler-only time?", "do they have sensory-friendly hours?": whether a time of some
 * kind is kept is asked to learn when it is, so the question asks for that schedule ("yes,
 * weekday mornings" answers it). A time that is a length ("Is there a wait time?"), one named by
 * its day ("Do you have Saturday hours?", "…time on Saturdays?") or a share of the week ("Do you
 * have part time?") stays a yes or no; so does one asked for after it ("…sensory hours, and what
 * are they?", `askedAfter`).
 */
const TIME_ASKED =
  /^(?:(?:is|are) there|any|do (?:you|they) have|does (?:it|the \w+) have) (?:an? |any )?((?:[\w-]+ )+(?<!\b(?:part|full) )(?:times?|hours))[?.!]*$/;

const DAY_NAMED = new RegExp(`\\b(?:${WEEKDAY}|weekends?|weekdays?)`, 'i');

/** The time a yes/no question asks whether is kept, or null. */
function timeAsked(asked: string): string | null {
  const time = TIME_ASKED.exec(asked.trim().toLowerCase())?.[1];
  if (!time || DAY_NAMED.test(time) || time.split(' ').some((word) => PREPOSITIONS.has(word))) return null;
  return time;
}

/** The kind of a yes/no question whether a time is kept, from the time asked alone. */
export function timeKept(asked: string, kindOf: (label: string) => AskKind): AskKind | null {
  const time = timeAsked(asked);
  return time && kindOf(`what is the ${time}?`) === 'schedule' ? 'schedule' : null;
}

/** "…and what are they?", "When?": a question that asks for the time named before it. */
const ASKED_OF_IT =
  /^(?:when|what(?: (?:days|times|hours))?)(?: (?:is|are|would|will) (?:it|that|they|those|these)(?: be)?)?\?$/i;

/**
 * Whether the question after one whether a time is kept asks for that time ("What are they?", or
 * named again: "What are the sensory-friendly hours?"): the first then asks only whether.
 */
export function askedAfter(question: string, next: string | undefined): boolean {
  const time = timeAsked(question);
  if (time === null || next === undefined) return false;
  return ASKED_OF_IT.test(next) || (/^(?:when|what)\b/i.test(next) && next.toLowerCase().includes(time));
}
