import { MONEY_PERIODS } from '#shared/contracts/asks';
import { WEEKDAY } from '../weekdays';
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
  // "When does the Christmas market open?": the opening of an occasion is a day, of a shop a time;
  // so is the opening of anything for a season ("When does the pool open for the summer?", "…open
  // this year?").
  const opens = WHEN_OPENS.exec(q);
  if (opens) return OCCASION.test(opens[1]!) || SEASON.test(opens[2] ?? '') || undefined;
  const asked = WHEN_IS.exec(q) ?? WHEN_DOES.exec(q);
  if (!asked) return undefined;
  const subject = asked[1]!;
  if (SUBJECTS.has(subject.split(/\s+/)[0]!) || ROUTINE.test(subject)) return false;
  // The name with its "for" phrase ("auditions for the spring musical"), without where or when it happens.
  const name = subject.split(/\s+(?=(?:in|at|on|with|of|during|near|by|after|before)\b)/)[0]!;
  if (OCCASION.test(name) || HELD_ONCE.test(name)) return true;
  const head = name.split(/\s+for\s+/)[0]!;
  // "When is visiting day?", "when's picture day": a day named for what happens on it is one day.
  const dayName = /^(?:the )?([\w'-]+) day$/.exec(head)?.[1];
  if (dayName && !DEFINITE.has(dayName)) return true;
  const words = head.split(/\s+/);
  return DEFINITE.has(words[0]!) && !isPlural(head) && !REPEATED_UNITS.has(words.at(-1)!);
}

const WHEN_IS =
  /^(?:when|what (?:day|night|evening)) (?:is|are|was|will be) (.+?)(?: (?:being held|held|happening|taking place))?$/;
const WHEN_DOES = /^when (?:does|do|will) (.+?) (?:take place|happen|be held)$/;
const WHEN_OPENS =
  /^when (?:does|do|will) (.+?) (?:open|close|start|end|begin|finish)(?: (?:for the|this|next) (\w+))?$/;

/** A time of year something opens or closes for: once a year, on a day. */
const SEASON = /^(?:season|year|spring|summer|fall|autumn|winter|holidays?)$/;

/**
 * "When is the first sailing Saturday morning?", "when can you come tomorrow?", "when is the last
 * tour of the day?": a "when" that ends by naming its day asks the time on it ("When do the Saturday classes start?" names which classes).
 */
export const namesItsDay = (question: string) => {
  const q = question.toLowerCase();
  // "…ready if I email the file today?": the day of a condition, not the one asked about.
  return /^when\b/.test(q) && DAY_NAMED.test(q) && !/\b(?:if|once|after|before|as soon as)\b/.test(q);
};

const DAY_NAMED = new RegExp(
  `\\b(?:${WEEKDAY}|today|tonight|tomorrow|(?:of|on|each|every) (?:the |a )?(?:day|weekday|weekend))(?: (?:morning|afternoon|evening|night))?[?.!]*$`,
);

/** Times of day and opening hours: asked as a schedule whatever they are named with. */
const ROUTINE =
  /\b(?:hours?|times?|schedule)\b|\b(?:open|closed)(?:$|\s+(?:on|at|in|until|till|late|early|during)\b)/;

/** Words that pick one occasion out of a recurring thing: an order, a season or a holiday. */
const OCCASION =
  /\b(?:next|first|last|opening|upcoming|spring|summer|fall|autumn|winter|christmas|halloween|easter|thanksgiving|hanukkah|diwali|holiday|new year'?s?|valentine'?s?|this (?:year|season|term|month)|\d{4})\b/;

/** Events held once a season to pick or sign people up: "When are tryouts?" asks their day. */
const HELD_ONCE =
  /\b(?:try-?outs?|auditions?|evaluations?|registrations?|sign-?ups?|enrol+ments?|intakes?|open houses?|orientations?)\b/;

const DEFINITE = new Set(['the', 'your', 'their', 'its', 'our', 'this', 'that', 'my', 'his', 'her']);

/**
 * Units a price is quoted per, "<something> night" (a weekly special) and a group that meets ("the
 * chess club", "hockey practice"): what the business repeats.
 */
const REPEATED_UNITS = new Set<string>([...MONEY_PERIODS, 'night', 'club', 'practice', 'league']);
