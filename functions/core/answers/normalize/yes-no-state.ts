import nlp from 'compromise';
import { readDuration } from './duration';
import { hasAny, phrase } from './phrases';
import { readSchedule } from './schedule';
import type { Token } from './tokens';

/**
 * Yes/no questions whose yes is a state that denies something: "Is it full?", "Are you closed on
 * Mondays?", "Is there a waitlist?". "There are two spots left" answers them no, "we're booked solid
 * till March" yes.
 */

/** Predicates that deny availability without a negation word ("we're closed Sundays", "we're full"). */
const DENYING = [
  'closed',
  'full',
  'booked',
  'packed',
  // Australian and New Zealand English for full.
  'chockers',
  'chocka',
  'chock a block',
  'sold out',
  'spoken for',
  'filled up',
  'no room',
  'no space',
  'no spots',
  'no openings',
  'waitlist',
  'wait list',
  'waiting list',
  'waiting',
  'day off',
  'days off',
  'under renovation',
  'under construction',
  'under repair',
  'under maintenance',
  'down for maintenance',
  'down for repairs',
  'out of service',
  'out of order',
  'shut down',
];

/** Words that deny the days beside them ("closed Mondays" names Monday). */
const NEGATING = new Set(['closed', 'not', 'no', 'never', 'except', 'without']);
/** The days a text names, closed or open ("closed Mondays" names Monday). */
export const daysNamed = (tokens: Token[]) =>
  readSchedule(tokens.filter((t) => !NEGATING.has(t.word)))?.value.days ?? [];

/**
 * Whether words say something is full, closed or booked; "the full lesson", "a full day", "is full
 * equipment required" describe a thing (whatever compromise tags the thing: a noun or an adjective).
 */
export function statesDenial(tokens: Token[]): boolean {
  const said = tokens.filter(
    (t, i) =>
      !(t.word === 'full' && !t.pause && describes(tokens[i + 1])) &&
      !(t.word === 'booked' && isToBook(tokens, i)),
  );
  return hasAny(phrase(said.map((t) => t.word)), DENYING);
}

/** Words before "be" that make "booked" a thing to do: "have to be booked", "must be booked". */
const TO_BE = new Set(['to', 'must', 'should', 'can', 'could']);
/** Words after "booked" that make it a thing to do: "booked in advance", "booked ahead", "booked online". */
const BOOKED_HOW = new Set(['ahead', 'online', 'through', 'via', 'early']);

/**
 * "Do child seats have to be booked in advance?": booking as a thing to do, not a state of being
 * full ("Is Saturday booked?").
 */
const isToBook = (tokens: Token[], at: number) =>
  (tokens[at - 1]?.word === 'be' && TO_BE.has(tokens[at - 2]?.word ?? '')) ||
  BOOKED_HOW.has(tokens[at + 1]?.word ?? '') ||
  (tokens[at + 1]?.word === 'in' && tokens[at + 2]?.word === 'advance');

/** A word "full" describes: a thing ("a full day"), not a weekday ("full Saturday" says when). */
const describes = (next: Token | undefined) =>
  next !== undefined &&
  (next.tags.has('Noun') || next.tags.has('Adjective')) &&
  !next.tags.has('WeekDay') &&
  !next.tags.has('Pronoun') &&
  next.value == null;

/**
 * The answer to such a question: a denying predicate is a yes ("we're booked solid"), unless negated
 * ("we're not full yet"); availability ("two spots left", "we're open Monday to Saturday") is a no;
 * with days asked, it is a yes only for the days the answer leaves out or names as closed.
 */
export function denyingStateAnswer(label: Token[], tokens: Token[], text: string): boolean {
  const words = phrase(tokens.map((t) => t.word));
  // "It's about six weeks", "we call you when a spot opens up": a wait says it is full.
  const denies = statesDenial(tokens) || isWait(tokens);
  const asked = daysNamed(label);
  const said = denies ? daysNamed(tokens) : (readSchedule(tokens)?.value.days ?? []);
  const named = asked.length > 0 && said.length > 0 ? asked.every((day) => said.includes(day)) : null;
  // "From the twenty-fourth to the second" to "Are you closed for the holidays?": when, so yes.
  if (!denies) return named === false || (named === null && !hasAny(words, AVAILABLE) && saysWhen(text));
  const rest = DENYING.reduce((left, word) => left.replaceAll(` ${word} `, ' '), words);
  return named !== false && !nlp(rest).has('#Negative') && !hasAny(rest, ['no', 'never']);
}

/** Words that say there is room or it is open. */
const AVAILABLE = [
  'open',
  'left',
  'still',
  'available',
  'room',
  'space',
  'spot',
  'spots',
  'seats',
  'openings',
];
/** A date, a day or a day of the month ("from the twenty-fourth to the second"). */
const saysWhen = (text: string) => nlp(text).has('(#Date|#Ordinal)');

/** Words for room to take one more. */
const ROOM = ['spot', 'spots', 'opening', 'openings', 'opens', 'space', 'room', 'frees', 'available'];
const UNTIL = ['when', 'once', 'as soon as', 'until'];
const UNITS = ['days', 'weeks', 'months', 'years'];

/** A length of time waited, or room that comes only "when a spot opens up". */
function isWait(tokens: Token[]): boolean {
  const words = phrase(tokens.map((t) => t.word));
  const until = Math.min(...UNTIL.map((word) => words.indexOf(` ${word} `)).filter((at) => at >= 0));
  if (Number.isFinite(until) && hasAny(words.slice(until), ROOM)) return true;
  // "It runs for two weeks and we have space": a length beside room said is not a wait.
  return hasAny(words, UNITS) && readDuration(tokens) !== null && !hasAny(words, ROOM);
}

/** Places a business may send the parent to instead ("that's our other location"). */
const PLACES = [
  'location',
  'branch',
  'site',
  'store',
  'office',
  'clinic',
  'campus',
  'studio',
  'shop',
  'centre',
  'center',
];
const OTHER = ['other', 'another', 'different', 'sister'];

/**
 * Sending the parent to another provider: "there's someone in Sainte-Foy who does kids, I can give
 * you the name", "that'd be someone else" (not "someone else usually does it, but yes").
 */
const SENT_ELSEWHERE = [
  ...['be', 'try', 'see', 'call', 'go to'].flatMap((verb) => [
    `${verb} someone else`,
    `${verb} somebody else`,
  ]),
  'give you the name',
  'give you their name',
  'give you a name',
  'give you the number',
  'give you their number',
  'give you a number',
];

/**
 * "That's at our other location", "we refer those out": the thing is had elsewhere, not here ("our
 * other location closes earlier, but we have one here" is about here).
 */
export function offeredElsewhere(labelWords: string, words: string): boolean {
  const otherPlace = OTHER.some((other) =>
    hasAny(
      words,
      PLACES.map((place) => `${other} ${place}`),
    ),
  );
  const referred =
    (hasAny(words, ['refer', 'refers']) && !hasAny(labelWords, ['refer', 'referral'])) ||
    hasAny(words, SENT_ELSEWHERE);
  return (otherPlace && !hasAny(words, ['here'])) || referred;
}
