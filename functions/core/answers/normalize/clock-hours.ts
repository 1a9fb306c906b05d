import { namesThing, singular, type Token } from './tokens';
import { weekdayOf } from './weekday-words';

/** Words naming a part of the day, and the half of the clock it is in ("at dusk, ten-fifteen" is 22:15). */
export const PARTS_OF_DAY: Record<string, 'am' | 'pm'> = {
  morning: 'am',
  afternoon: 'pm',
  // Australian and New Zealand English: "an arvo class".
  arvo: 'pm',
  evening: 'pm',
  night: 'pm',
  tonight: 'pm',
  dusk: 'pm',
  sunset: 'pm',
  dark: 'pm',
};

/** What the day holds in its afternoon or morning: "after school, four to six" is 16:00–18:00. */
const DAY_MARKERS: Record<string, { after: 'am' | 'pm'; before: 'am' | 'pm' }> = {
  school: { after: 'pm', before: 'am' },
  work: { after: 'pm', before: 'am' },
  lunch: { after: 'pm', before: 'am' },
  dinner: { after: 'pm', before: 'pm' },
  supper: { after: 'pm', before: 'pm' },
};

/** The half of the clock word `at` names: a part of the day, or a time "after school", "before work". */
const partOfDay = (tokens: Token[], at: number) => {
  const one = singular(tokens[at]!.word);
  if (Object.hasOwn(PARTS_OF_DAY, one)) return PARTS_OF_DAY[one]!;
  const side = tokens[at - 1]?.word;
  if (!Object.hasOwn(DAY_MARKERS, one) || (side !== 'after' && side !== 'before')) return null;
  return DAY_MARKERS[one]![side];
};

/**
 * The part of the day a time is said in: the nearest one named before it ("Tuesday afternoons at
 * four-fifteen, and Saturday mornings at nine"), else the first one named in the answer, unless it
 * is said of another day than the time is ("Mondays at four, and Saturday mornings at nine").
 */
export function partAt(tokens: Token[], at: number): 'am' | 'pm' | null {
  for (let i = at - 1; i >= 0; i--) {
    const part = partOfDay(tokens, i);
    if (part && !ofTimeBefore(tokens, i, at)) return part;
  }
  const daysBefore = tokens.slice(0, at).flatMap((t) => weekdayOf(t.word) ?? []);
  for (const i of tokens.keys()) {
    const part = partOfDay(tokens, i);
    const dayOfPart = weekdayOf(tokens[i - 1]?.word ?? '');
    if (
      part &&
      !(dayOfPart && daysBefore.length > 0 && !daysBefore.includes(dayOfPart)) &&
      !ownTime(tokens, at, i) &&
      !ofTimeBefore(tokens, i, at) &&
      !timesOwnAfter(tokens, at, i)
    )
      return part;
  }
  return null;
}

/**
 * "Nine till eleven in the morning and then half two till four": a part of the day said just after a
 * time ("eleven in the morning") is that time's, not a later one's, once another time is said.
 */
const ofTimeBefore = (tokens: Token[], part: number, at: number) => {
  const [the, inWord, time] = [tokens[part - 1], tokens[part - 2], tokens[part - 3]];
  const timeish = (t: Token | undefined) => t !== undefined && (t.value !== null || t.tags.has('Time'));
  return (
    the?.word === 'the' &&
    inWord?.word === 'in' &&
    timeish(time) &&
    tokens.slice(part + 1, at).some((t) => t.pause || /^(?:and|then)$/.test(t.word))
  );
};

/**
 * "Six o'clock, yep. And drop-off from half past seven in the morning.": a part of the day said
 * after another time, past a pause, is that time's own.
 */
const ownTime = (tokens: Token[], at: number, part: number) =>
  part > at &&
  tokens.slice(at, part).some((t) => t.pause) &&
  tokens
    .slice(at + 1, part)
    .some(
      (t, k) => (t.value !== null || t.tags.has('Time')) && tokens.slice(at, at + 1 + k).some((u) => u.pause),
    );

/**
 * "Half nine till half eleven, and then the afternoon group's one till three": a part of the day
 * named after the time, before times of its own, is theirs.
 */
const timesOwnAfter = (tokens: Token[], at: number, part: number) =>
  part > at && tokens.slice(part + 1).some((t) => t.value !== null && t.value >= 1 && t.value <= 12);

/** Words after a number that make it a time of day: "nine a.m.", "seven o'clock". */
const CLOCK_AFTER = /^(?:am|pm|a\.m\.|p\.m\.|oclock|o'clock)$/;

/** Verbs of a start or an end, said before "at" and a time ("lessons start at seven"). */
const STARTS_OR_ENDS = /^(?:starts?|starting|begins?|opens?|closes?|ends?|finish(?:es)?)$/;

/**
 * Whether the number at `at` is a time of day, or a start: followed by "a.m.", "p.m." or
 * "o'clock", or, when `after` allows, said after "until", "till" or a start or end and "at"
 * ("lessons start at seven"; "we cap it at six" is a number), with nothing counted after it.
 */
export function saysClockTime(tokens: Token[], at: number, { after = false } = {}): boolean {
  if (tokens[at]?.value == null) return false;
  if (CLOCK_AFTER.test(tokens[at + 1]?.word ?? '')) return true;
  const [before, next] = [tokens[at - 1]?.word ?? '', tokens[at + 1]];
  const said =
    /^(?:until|till|til)$/.test(before) ||
    (before === 'at' && STARTS_OR_ENDS.test(tokens[at - 2]?.word ?? ''));
  return after && said && (!next || tokens[at]!.pause || !next.tags.has('Noun'));
}

const isHourOfTwelve = (t: Token | undefined) =>
  t?.value != null && Number.isInteger(t.value) && t.value >= 1 && t.value <= 12 && t.sign === null;
const isNoonOrMidnight = (t: Token | undefined) => t?.word === 'noon' || t?.word === 'midnight';

/** Whether "a to b" can only be a span of hours: "nine to five" runs back, "noon to four" names noon. */
const spansHours = (a: Token | undefined, b: Token | undefined) =>
  (isHourOfTwelve(a) && isHourOfTwelve(b) && b!.value! < a!.value!) ||
  (isNoonOrMidnight(a) && isHourOfTwelve(b)) ||
  (isHourOfTwelve(a) && isNoonOrMidnight(b));

/**
 * Whether the number at `at` bounds a span that can only be of hours ("weekends, nine to five",
 * "Sunday noon to four"): a count or an age runs up, from the smaller number.
 */
export const inHoursSpan = (tokens: Token[], at: number) =>
  (tokens[at + 1]?.word === 'to' && spansHours(tokens[at], tokens[at + 2])) ||
  (tokens[at - 1]?.word === 'to' && spansHours(tokens[at - 2], tokens[at]));

/** What a lone time is said as: when something opens, when it closes, or neither. */
export type Edge = 'opens' | 'closes' | null;

/**
 * The hour on a 24-hour clock of a time said as `hour` (1–12 unless written 13–23) with its own
 * am/pm, else the part of the day it is said in. A business hour said without either: 8–11 in the
 * morning, 12 at noon, 1–7 in the afternoon, except that a place opens at 6 or 7 in the morning and
 * closes at 8–11 at night ("gates close at ten").
 */
export function hours24(hour: number, meridiem: 'am' | 'pm' | null, edge: Edge = null): number {
  if (meridiem === 'pm') return hour < 12 ? hour + 12 : hour;
  if (meridiem === 'am') return hour === 12 ? 0 : hour;
  if (edge === 'opens' && hour >= 6) return hour;
  if (edge === 'closes' && hour >= 8 && hour < 12) return hour + 12;
  return hour >= 1 && hour <= 7 ? hour + 12 : hour;
}

/** Meals of the morning: a place named for one ("a breakfast spot") closes in the morning. */
const MORNING_MEALS = /^(breakfasts?|brunch(es)?)$/;

/**
 * The edge to read a lone hour by: "we're a breakfast spot, we close at eleven" closes at 11 am, not
 * at night as a closing hour of 8–11 otherwise is ("we serve breakfast all day and close at nine").
 */
export function clockEdge(tokens: Token[], edge: Edge): Edge {
  const words = tokens.map((t) => t.word).join(' ');
  const mornings = tokens.some((t) => MORNING_MEALS.test(t.word)) && !/\ball day\b/.test(words);
  return edge === 'closes' && mornings ? null : edge;
}

/**
 * "We cap it at six kids", "up to eight people", "seven days a week": a number before the plural of
 * a thing counts it, it is no hour (unlike "at six Saturdays" or "at seven mornings").
 */
export const countsThings = (next: Token | undefined) =>
  !!next &&
  namesThing(next) &&
  next.tags.has('Plural') &&
  partAt([next], 1) === null &&
  weekdayOf(next.word) === null &&
  !/^(?:hours|o'clock)$/.test(next.word);
