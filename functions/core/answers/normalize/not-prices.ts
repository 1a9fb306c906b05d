import { WEEKDAYS } from '#shared/contracts/asks';
import { MONTH_NAMES } from './month-names';
import { isPersonWord } from './people';
import { CURRENCY_WORDS } from './price-periods';
import { singular, type Token } from './tokens';

/**
 * A bare number that is a size, a layout or a slot of time rather than a price: "eleven by fourteen",
 * "a three-two", "lock in the two-to-four" (a range of hours named as a thing, unlike "it's eight to ten"),
 * "Thursdays, five to seven-thirty".
 */
export function isSizeOrSlot(tokens: Token[], at: number): boolean {
  const [next, other, before] = [tokens[at + 1], tokens[at + 2], tokens[at - 1]];
  // "thirteen by thirteen": both sides of a size.
  if (next?.word === 'by' && other?.value != null) return true;
  if (before?.word === 'by' && tokens[at - 2]?.value != null) return true;
  // "a three-two, biweekly" (three bed, two bath): two single digits in a row are no price.
  const digit = (t: Token | undefined) => t?.value != null && t.sign === null && t.value < 10;
  const pairs = (a: Token | undefined, b: Token | undefined) => digit(a) && !a!.pause && digit(b);
  if (pairs(tokens[at], next) || pairs(before, tokens[at])) return true;
  // "The zero-twenty synthetic", "the oh-five model": a number said after a zero is a grade or a code.
  const zero = (t: Token | undefined) => t?.value === 0 && !t.pause;
  if ((zero(before) && tokens[at]!.value != null) || (zero(tokens[at]) && next?.value != null)) return true;
  const hours = (t: Token | undefined) => t?.value != null && t.sign === null && t.value <= 12;
  if (isSlotAfterDays(tokens, at) || (before?.word === 'to' && isSlotAfterDays(tokens, at - 2))) return true;
  return (
    next?.word === 'to' &&
    hours(tokens[at]) &&
    hours(other) &&
    !Object.hasOwn(CURRENCY_WORDS, tokens[at + 3]?.word ?? '') &&
    Boolean(before?.tags.has('Determiner'))
  );
}

/** The minutes of a time said after its hour ("seven-thirty"). */
const isMinutes = (t: Token | undefined) =>
  t?.value != null && t.value >= 10 && t.value < 60 && t.sign === null;

/** A token holding a price or time said as two numbers ("seven-thirty": 7 and 30). */
type SpokenPair = Token & { pair?: [number, number] };

const isWeekday = (t: Token | undefined) =>
  Boolean(t && (WEEKDAYS as readonly string[]).includes(singular(t.word)));

/**
 * "Tuesdays and Thursdays, five to seven-thirty": hours to an hour and its minutes, said right after
 * the days (or to a whole hour after the days and a part of the day), are a slot of time (unlike
 * "five to seven fifty depending on size").
 */
function isSlotAfterDays(tokens: Token[], at: number): boolean {
  const [start, to, end] = [tokens[at], tokens[at + 1], tokens[at + 2] as SpokenPair | undefined];
  const hour = (t: Token | undefined) => t?.value != null && t.sign === null && t.value >= 1 && t.value <= 12;
  const endsOnMinutes = end?.pair
    ? end.pair[0] <= 12 && end.pair[1] >= 10
    : hour(end) && !end?.pause && isMinutes(tokens[at + 3]);
  // "Saturday nights, six to eight": whole hours after the days and a part of the day.
  const afterPartOfDay = hour(end) && PART_OF_DAY.test(tokens[at - 1]?.word ?? '') && tokens[at - 1]!.pause;
  return (
    hour(start) &&
    !start!.pause &&
    to?.word === 'to' &&
    (endsOnMinutes || afterPartOfDay) &&
    tokens.slice(Math.max(0, at - 3), at).some(isWeekday)
  );
}

const PART_OF_DAY = /^(?:mornings?|afternoons?|evenings?|nights?)$/;

/** Words after "and" / "or" that make the number before them an age bound: "two and under", "five or younger". */
const AGE_BOUNDS = new Set(['under', 'younger', 'older', 'below']);

/**
 * "Two and under are free", "kids five or younger", "the six-and-up open gym": a number said as an
 * age bound, not a price ("up" and "over" only in a name written as one word, or as a limit of who
 * may come, "the tour's twelve and over only": "twenty-five and up" may be prices).
 */
export const isAgeBound = (tokens: Token[], at: number) => {
  const bound = tokens[at + 2]?.word ?? '';
  return (
    /^(and|or)$/.test(tokens[at + 1]?.word ?? '') &&
    !tokens[at]!.pause &&
    (AGE_BOUNDS.has(bound) ||
      (/^(?:up|over)$/.test(bound) &&
        (tokens[at + 1]!.tags.has('Hyphenated') || tokens[at + 3]?.word === 'only')))
  );
};

/** Years a year said as a number falls in: a child's birth year, a season's. */
const YEARS = { from: 1950, to: 2049 };
const MONTHS = new Set<string>(MONTH_NAMES);

/**
 * "Okay, 2018, so she'd be U11", "born in 2019", "since December 2015": a year (not a round one), said between
 * pauses or after a month, "born", "since" or "in", is no price (unlike "It's 1995 for the year" or
 * "Two thousand, one-fifty of it up front").
 */
export function isYear(tokens: Token[], at: number): boolean {
  const [year, before] = [tokens[at]!, tokens[at - 1]];
  const yearLike =
    year.sign === null &&
    year.value != null &&
    Number.isInteger(year.value) &&
    year.value >= YEARS.from &&
    year.value <= YEARS.to &&
    year.value % 100 !== 0;
  if (!yearLike) return false;
  if ((before === undefined || before.pause) && year.pause) return true;
  return /^(?:born|since|in)$/.test(before?.word ?? '') || MONTHS.has(before?.word ?? '');
}

/** Most years a child's age is said in. */
const OLDEST_CHILD = 18;

/**
 * "Three to twelve is the kid price, fifteen", "Teen Wheel Throwing, thirteen to seventeen": a span
 * of children's ages named as whose price it is, not a price: both ends, then "is" and the person
 * priced within a few words, or set off by pauses with "are" and the price after them; or both ends
 * said of the people just named.
 */
export function isAgeSpan(tokens: Token[], at: number): boolean {
  const [to, end] = [tokens[at + 1], tokens[at + 2]];
  const age = (t: Token | undefined) =>
    t?.value != null && t.sign === null && t.value >= 0 && t.value <= OLDEST_CHILD;
  if (!age(tokens[at]) || to?.word !== 'to' || !age(end) || end!.value! <= tokens[at]!.value!) return false;
  const priced =
    Boolean(tokens[at + 3]?.tags.has('Copula')) &&
    tokens.slice(at + 4, at + 7).some((t) => isPersonWord(t.word));
  if (priced) return true;
  // "…and kids, that's four to fifteen, are twenty-nine fifty": a span set off by pauses, the price
  // after it.
  const priceAfter =
    end!.pause &&
    Boolean(tokens[at + 3]?.tags.has('Copula')) &&
    tokens.slice(at + 4, at + 6).some((t) => t.value !== null);
  if (priceAfter) return true;
  // "Teen Wheel Throwing, thirteen to seventeen", not "Kids are ten to fifteen" or "ten to twelve dollars".
  const before = tokens.slice(Math.max(0, at - 4), at);
  const person = before.findLastIndex((t) => isPersonWord(t.word));
  return (
    person >= 0 &&
    !before.slice(person).some((t) => t.tags.has('Copula')) &&
    !Object.hasOwn(CURRENCY_WORDS, tokens[at + 3]?.word ?? '')
  );
}

/** "So for the two, one fifteen", "for the three of them it's ninety": how many are priced together. */
export const forTheFew = (tokens: Token[], at: number) =>
  tokens[at - 1]?.word === 'the' &&
  tokens[at - 2]?.word === 'for' &&
  tokens[at]!.sign === null &&
  (tokens[at]!.pause ||
    (tokens[at + 1]?.word === 'of' && /^(?:them|those|these|us|you)$/.test(tokens[at + 2]?.word ?? '')));

/**
 * "If you bring ten or more", "groups of nine or more": a number said as a threshold ("or more",
 * "or over") counts people or things; a price is said with its currency ("$10 or more").
 */
export const isThreshold = (tokens: Token[], at: number) =>
  tokens[at]!.sign === null &&
  !tokens[at]!.pause &&
  tokens[at + 1]?.word === 'or' &&
  /^(?:more|over|above|fewer|less)$/.test(tokens[at + 2]?.word ?? '') &&
  !Object.hasOwn(CURRENCY_WORDS, tokens[at + 3]?.word ?? '');

/**
 * "Eight lessons", "ten sessions", "two injections": a number said right before the plural of a
 * thing (not a currency: "twenty bucks") counts it; so does one said before another that does ("two
 * or three colors", "eight, nine animals").
 */
export const countsThingsAfter = (tokens: Token[], at: number): boolean => {
  const [token, next] = [tokens[at]!, tokens[at + 1]];
  // ("Fifteen, or ten classes for one-twenty": an alternative after a pause is a thing of its own.)
  const or = !token.pause && (next?.word === 'or' || next?.word === 'to');
  const other = tokens[at + (or ? 2 : 1)];
  // ("One twenty-five, forty-five minutes": a number said after a pause is a round about the first.)
  const about = (value: number) =>
    token.value !== null && value > token.value && value <= token.value * 1.5 + 1;
  if (other?.value != null && other.sign === null && (or || (token.pause && about(other.value))))
    return countsThingsAfter(tokens, at + (or ? 2 : 1));
  return (
    !token.pause &&
    Boolean(next?.tags.has('Plural') && next.tags.has('Noun') && !next.tags.has('Pronoun')) &&
    !Object.hasOwn(CURRENCY_WORDS, next!.word)
  );
};

/** Verbs saying how many a thing takes: "serves", "seats", "sleeps". */
const HOLDING = /^(?:serves?|feeds?|seats?|sleeps?|holds?|accommodates?)$/;
/** Words between such a verb and its number: "serves about", "seats up to", "serves right around". */
const ROUGHLY = /^(?:about|around|roughly|approximately|up|to|right|maybe|like|just|over|under)$/;

/** "A quarter sheet serves about twenty-four", "the hall seats up to eighty": how many it takes, no price. */
export const isCapacity = (tokens: Token[], at: number): boolean => {
  if (tokens[at]!.sign !== null) return false;
  let before = at - 1;
  while (before >= 0 && ROUGHLY.test(tokens[before]!.word) && !tokens[before]!.pause) before -= 1;
  return before >= 0 && !tokens[before]!.pause && HOLDING.test(tokens[before]!.word);
};
