import { readDuration } from './duration';
import { MONTH_NAMES } from './month-names';
import { hasAny, phrase } from './phrases';
import { readSchedule } from './schedule';
import type { Token } from './tokens';

/**
 * Yes/no questions about when, answered by a time: "Can you do a same-day order?" by the notice
 * needed ("we need forty-eight hours"), "Are you open late on Thursdays?" by the hours said ("we
 * close at six").
 */

const HOUR = 60;
const DAY = 24 * HOUR;
/** How soon a question asks for something, in minutes ("same day": within the working day). */
const FRAMES: [string[], number][] = [
  [['same day', 'today', 'tonight'], 12 * HOUR],
  [['tomorrow', 'next day', 'overnight'], DAY],
  [['this week', 'this weekend'], 7 * DAY],
];
const UNITS = new Set([
  'minute',
  'minutes',
  'hour',
  'hours',
  'day',
  'days',
  'week',
  'weeks',
  'month',
  'months',
]);

function frameOf(label: Token[]): number | null {
  const words = phrase(label.map((t) => t.word));
  const within = label.findIndex((t) => t.word === 'within');
  if (within >= 0) return readDuration(label.slice(within + 1))?.value.minutes ?? null;
  return FRAMES.find(([names]) => hasAny(words, names))?.[1] ?? null;
}

/**
 * "Can you do it same day?" "We need forty-eight hours.": a lead time, a turnaround or a wait
 * longer than the time the question allows is a no, a shorter one a yes. Null when the question
 * names no such time or the answer gives no length of time.
 */
export function leadTimeAnswer(label: Token[], tokens: Token[]): boolean | null {
  const frame = frameOf(label);
  if (frame === null || !tokens.some((t) => UNITS.has(t.word))) return null;
  const lead = readDuration(tokens);
  return lead ? lead.value.minutes <= frame : null;
}

/** Parts of the day a question may ask about, with the clock times that fall in them. */
const PARTS: [string[], (time: string) => boolean][] = [
  [['late', 'evening', 'evenings', 'night', 'nights'], (time) => time > '18:00'],
  [['early'], (time) => time < '09:00'],
  [['morning', 'mornings'], (time) => time < '12:00'],
];

/**
 * "Are you open late on Thursdays?" "We close at six every day.": the clock times said against the
 * part of the day asked about; yes when one falls in it. Null when the question names no part of
 * the day or the answer no time.
 */
export function partOfDayAnswer(label: Token[], tokens: Token[]): boolean | null {
  const words = phrase(label.map((t) => t.word));
  const inPart = PARTS.find(([names]) => hasAny(words, names))?.[1];
  const times = readSchedule(tokens)?.value.times.flatMap((time) => time.split('-')) ?? [];
  if (!inPart || times.length === 0) return null;
  return times.some(inPart);
}

/** The business saying what it will do ("we will", "we're adding one"). */
const PLANS = [
  'we will',
  'we are going to',
  'we are gonna',
  'we are adding',
  'we are starting',
  'we are launching',
];
/** Words for a time to come. */
const AHEAD = ['soon', 'next', 'later', 'spring', 'summer', 'fall', 'autumn', 'winter', ...MONTH_NAMES];

/**
 * "We will in the spring", "we're adding one next year": what the business plans for a time the
 * question did not ask about is not had now, a no. "We will in the summer" to a summer camp is not.
 */
export function notYet(labelWords: string, words: string): boolean {
  const ahead = AHEAD.filter((word) => hasAny(words, [word]));
  return (
    (hasAny(words, PLANS) && ahead.length > 0 && !hasAny(labelWords, ahead)) || hasAny(words, CONSIDERED)
  );
}

/** "That's something we're looking into", "it's in the works": thought of, not had yet. */
const CONSIDERED = [
  'we are looking into',
  'we are thinking about',
  'we are considering',
  'we are working on',
  'in the works',
  'down the road',
];
