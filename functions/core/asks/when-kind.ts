import { MONEY_PERIODS } from '#shared/contracts/asks';
import { isPlural } from './items';
import { SUBJECTS } from './words';

/**
 * Whether "when is/are <something>?" (or "what day is…") asks for a date (one occasion) rather than a schedule (a
 * time that recurs), from how the thing is named, as a listener hears it: "the recital", "your open
 * house" (a singular noun made definite) is one event; "rehearsals", "story time" (plural, or
 * without a determiner) is an activity that recurs; a season, "next", "first", "last" or "this
 * year" in the name picks one occasion of anything ("auditions for the spring musical"). A unit the
 * business repeats and prices by ("the toddler class", "the lesson") recurs even when singular.
 * Undefined when the question is not of that shape ("When are you open?").
 */
export function whenAsksForDate(question: string): boolean | undefined {
  const q = question
    .toLowerCase()
    .replace(/[?.!]+$/, '')
    .trim();
  const asked = WHEN_IS.exec(q) ?? WHEN_DOES.exec(q);
  if (!asked) return undefined;
  const subject = asked[1]!;
  if (SUBJECTS.has(subject.split(/\s+/)[0]!) || ROUTINE.test(subject)) return false;
  // The name with its "for" phrase ("auditions for the spring musical"), without where or when it happens.
  const name = subject.split(/\s+(?=(?:in|at|on|with|of|during|near|by|after|before)\b)/)[0]!;
  if (OCCASION.test(name)) return true;
  const head = name.split(/\s+for\s+/)[0]!;
  const words = head.split(/\s+/);
  return DEFINITE.has(words[0]!) && !isPlural(head) && !REPEATED_UNITS.has(words.at(-1)!);
}

const WHEN_IS =
  /^(?:when|what day) (?:is|are|was|will be) (.+?)(?: (?:being held|held|happening|taking place))?$/;
const WHEN_DOES = /^when (?:does|do|will) (.+?) (?:take place|happen|be held)$/;

/** Times of day and opening hours: asked as a schedule whatever they are named with. */
const ROUTINE =
  /\b(?:hours?|times?|schedule)\b|\b(?:open|closed)(?:$|\s+(?:on|at|in|until|till|late|early|during)\b)/;

/** Words that pick one occasion out of a recurring thing. */
const OCCASION =
  /\b(?:next|first|last|opening|upcoming|spring|summer|fall|autumn|winter|this (?:year|season|term|month)|\d{4})\b/;

const DEFINITE = new Set(['the', 'your', 'their', 'its', 'our', 'this', 'that', 'my', 'his', 'her']);

/** Units a price is quoted per, and "<something> night" (a weekly special): what the business repeats. */
const REPEATED_UNITS = new Set<string>([...MONEY_PERIODS, 'night']);
