import type { NormalizedValue } from '#shared/contracts/asks';
import { lengthOfParts } from './duration-parts';
import { asksOfASitting, withSpokenLengths } from './duration-words';
import type { Reading } from './reading';
import { readSchedule } from './schedule';
import type { Token } from './tokens';
import { variesByCase } from './values-vary';

const MINUTES_PER: Record<string, number> = {
  minute: 1,
  minutes: 1,
  min: 1,
  mins: 1,
  hour: 60,
  hours: 60,
  hr: 60,
  hrs: 60,
  day: 1440,
  days: 1440,
  week: 10080,
  weeks: 10080,
  month: 43200,
  months: 43200,
  year: 525600,
  years: 525600,
};

/** Words that say which days a count of days counts ("business days", "school weeks"). */
const DAYS_COUNTED = new Set(['business', 'working', 'work', 'calendar', 'school', 'week']);

/**
 * The words of a reply with spoken quantities of time as numbers ("a couple of days") and without the
 * words saying which days are counted ("ten business days": they do not change how many).
 */
const lengthWords = (said: Token[]) =>
  withSpokenLengths(said).filter(
    (t, i, all) => !(DAYS_COUNTED.has(t.word) && /^(?:days?|weeks?)$/.test(all[i + 1]?.word ?? '')),
  );

/** Spoken quantities of a unit of time ("a couple of days"). */
const SPOKEN: Record<string, number> = { couple: 2, few: 3 };

const isPrice = (tokens: Token[], i: number) =>
  tokens[i]?.sign != null ||
  /^(dollars?|bucks?|per|euros?|pounds?)$/.test(tokens[i]?.word ?? '') ||
  // "Thirty-five a lesson": a number said per a thing is a rate.
  (/^(?:a|an)$/.test(tokens[i]?.word ?? '') &&
    !/^(?:minutes?|hours?|half|quarter)$/.test(tokens[i + 1]?.word ?? ''));

/** Words that say an hour is a whole one: "the full hour", "a good hour". */
const WHOLE = /^(full|whole|entire|good|solid)$/;

/**
 * A length of time in minutes: "45 min", "an hour and a half" (90), "half an hour" (30),
 * "two hours" (120), "90-minute sessions", "a couple of days" (2880), "three months" (30 days each);
 * the parts of a visit added up ("an hour of games and half an hour for cake", 90), else the first
 * length said, else the span of a time range ("nine to four").
 */
export function readDuration(
  said: Token[],
  label: Token[] = [],
): Reading<NormalizedValue['duration']> | null {
  const tokens = lengthWords(said);
  // "Could be three days, could be the whole week": what it might be, not what it is.
  if (variesByCase(said)) return null;
  // "How long is each class?" "It's four weeks.": days or longer are the course's length.
  const longest = asksOfASitting(label) ? MINUTES_PER.day! : Number.POSITIVE_INFINITY;
  const alone = minutesAlone(tokens) ?? lengthOfParts(tokens);
  if (alone) return alone;
  for (const [i, token] of tokens.entries()) {
    // "a couple of days", "a few weeks": the spoken quantity stands for the number.
    const spoken = Object.hasOwn(SPOKEN, token.word) ? SPOKEN[token.word]! : null;
    const unitAt = spoken !== null && tokens[i + 1]?.word === 'of' ? i + 2 : i + 1;
    if (
      spoken !== null &&
      Object.hasOwn(MINUTES_PER, tokens[unitAt]?.word ?? '') &&
      MINUTES_PER[tokens[unitAt]!.word]! < longest
    )
      return { value: { minutes: spoken * MINUTES_PER[tokens[unitAt]!.word]! }, certainty: 0.9 };
    // "We always book the full hour", "a good hour": one hour, said whole.
    if (
      /^(a|an|the|one)$/.test(token.word) &&
      WHOLE.test(tokens[i + 1]?.word ?? '') &&
      /^hour$/.test(tokens[i + 2]?.word ?? '') &&
      fractionAt(tokens, i + 3) === 0
    )
      return { value: { minutes: 60 }, certainty: 1 };
    const per = MINUTES_PER[tokens[i + 1]?.word ?? ''];
    const count = token.value ?? (/^(a|an|one)$/.test(token.word) ? 1 : token.word === 'half' ? 0.5 : null);
    if (count === null) continue;
    // "ninety dollars an hour", "one sixty-five an hour" are rates, not lengths.
    const before = tokens[i - 1];
    if (token.value === null && (isPrice(tokens, i - 1) || (before?.value != null && !before.pause)))
      continue;
    if (token.word === 'half' && /^(a|an)$/.test(tokens[i + 1]?.word ?? '')) {
      const unit = MINUTES_PER[tokens[i + 2]?.word ?? ''];
      if (unit) return { value: { minutes: unit / 2 }, certainty: 1 };
    }
    const fractionBefore = token.value !== null ? fractionAt(tokens, i + 1) : 0;
    if (fractionBefore > 0) {
      const unit = MINUTES_PER[tokens[i + 4]?.word ?? ''];
      if (unit) return { value: { minutes: Math.round((count + fractionBefore) * unit) }, certainty: 1 };
    }
    if (!per || !Object.hasOwn(MINUTES_PER, tokens[i + 1]!.word) || per >= longest) continue;
    // "Half day is four hours": the option named, of which a length is said.
    if (token.word === 'half' && tokens[i + 2]?.tags.has('Copula')) continue;
    // "Once a week, ninety minutes": how often, not how long.
    if (FREQUENCY.test(before?.word ?? '') && /^(a|an|per)$/.test(token.word)) continue;
    // "We wouldn't be seeing a two-year-old": an age, not a length.
    if (/^olds?$/.test(tokens[i + 2]?.word ?? '')) continue;
    // "Two to three weeks", "three, maybe four days": a range of lengths is read from where it starts
    // (the reader leaves it open, `spansLengths`).
    if (rangeEnds(tokens, i))
      return { value: { minutes: Math.round(tokens[rangeStart(tokens, i)]!.value! * per) }, certainty: 0.9 };
    const minutes = Math.round((count + fractionAt(tokens, i + 2)) * per) + minutesAfter(tokens, i + 2, per);
    return { value: { minutes: minutes * lengthsCounted(tokens, i, label) }, certainty: 1 };
  }
  return lengthOfRange(tokens, label);
}

/** Words before "a week", "a day" that make it how often, not how long: "once a week", "three times a day". */
const FREQUENCY = /^(?:once|twice|thrice|times)$/;

/** Shares of a unit said after it: "and a half", "and a quarter", "and three quarters". */
const FRACTIONS: Record<string, number> = {
  'and a half': 0.5,
  'and a quarter': 0.25,
  'and three quarters': 0.75,
};

/** The share of a unit said from `at` ("an hour and a quarter" from "and"), else 0. */
const fractionAt = (tokens: Token[], at: number) =>
  FRACTIONS[
    tokens
      .slice(at, at + 3)
      .map((t) => t.word)
      .join(' ')
  ] ?? 0;

/** Words between the ends of a range of lengths: "two to three", "three or four", "three, maybe four". */
const RANGE_LINKS = /^(?:to|or|maybe|possibly|like)$/;

/** Where the range ending at `at` starts. */
const rangeStart = (tokens: Token[], at: number) =>
  RANGE_LINKS.test(tokens[at - 1]?.word ?? '') ? at - 2 : at - 1;

/** Whether the number at `at` ends a range begun by a smaller one just before it. */
function rangeEnds(tokens: Token[], at: number): boolean {
  const end = tokens[at]!.value;
  const linked = RANGE_LINKS.test(tokens[at - 1]?.word ?? '');
  const start = tokens[rangeStart(tokens, at)];
  return (
    end !== null &&
    start?.value != null &&
    start.value < end &&
    (linked ? !tokens[at - 1]!.pause || tokens[at - 1]!.word === 'maybe' : start.pause) &&
    (linked || start.sign === null)
  );
}

/** Words by which a question asks the length of one of several: "each lesson", "per session". */
const ONE_OF = /^(?:each|per|every|single)$/;

/**
 * "Three two-hour drives" to "How many hours of driving are included?": so many of a length said as
 * one word are that length so many times, unless the question asks of one of them.
 */
function lengthsCounted(tokens: Token[], at: number, label: Token[]): number {
  const count = tokens[at - 1];
  const counted =
    count?.value != null &&
    Number.isInteger(count.value) &&
    count.value >= 2 &&
    !count.pause &&
    tokens[at]!.tags.has('Hyphenated') &&
    Boolean(tokens[at + 2]?.tags.has('Plural')) &&
    !label.some((t) => ONE_OF.test(t.word));
  return counted ? count!.value! : 1;
}

/** "An hour and fifteen minutes, or an hour twenty": the minutes said on after hours, from "and". */
function minutesAfter(tokens: Token[], at: number, per: number): number {
  const [joint, minutes, unit] = [tokens[at], tokens[at + 1], tokens[at + 2]];
  // "Two hours and thirty minutes of it is cake": minutes taken from the hours are no more of them.
  const share = tokens[at + 3]?.word === 'of';
  const said =
    per === MINUTES_PER.hour &&
    joint?.word === 'and' &&
    /^(minutes?|mins?)$/.test(unit?.word ?? '') &&
    !share;
  return said ? (minutes?.value ?? 0) : 0;
}

/** Words that make a span of numbers one of the clock: "nine a.m. to four", "a full day, nine to four". */
const CLOCK_CUES = /^(?:am|pm|a\.m\.|p\.m\.|noon|midnight|o'?clock|day|from|\d{1,2}:\d{2})$/;

/** The length of a span of clock times said instead ("one full day, nine to four" is 7 hours). */
function lengthOfRange(tokens: Token[], label: Token[]): Reading<NormalizedValue['duration']> | null {
  // "I'd say six to eight" to how long it takes is a range of hours, not a span of the clock; "Nine
  // to two-thirty" to how long the day is, is one.
  if (!tokens.some((t) => CLOCK_CUES.test(t.word)) && !label.some((t) => /^days?$/.test(t.word))) return null;
  const range = readSchedule(tokens)?.value.times.find((t) => t.includes('-'));
  if (!range) return null;
  const [from, to] = range.split('-').map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3))) as [
    number,
    number,
  ];
  return to > from ? { value: { minutes: to - from }, certainty: 0.9 } : null;
}

/** Words that may come before a length said alone: "Um, usually forty-five." */
const BEFORE_LENGTH = /^(um|uh|oh|so|well|usually|normally|about|around|roughly|it|is|they|are|we|do)$/;

/**
 * "How long is a lesson?" "Forty-five, with a few minutes at the end for parents.": a round number
 * of minutes said alone to open the answer is that many minutes.
 */
function minutesAlone(tokens: Token[]): Reading<NormalizedValue['duration']> | null {
  const first = tokens.findIndex((t) => !BEFORE_LENGTH.test(t.word));
  const [length, next] = [tokens[first], tokens[first + 1]];
  const minutes = length?.value;
  if (minutes == null || length!.sign !== null || minutes < 10 || minutes > 180 || minutes % 5 !== 0)
    return null;
  const joined =
    next &&
    ((!length!.pause && /^(?:to|or|and|till|until|thru|through)$/.test(next.word)) ||
      Object.hasOwn(MINUTES_PER, next.word));
  // "Sixty-five per seat", "forty-five bucks": a price, not minutes.
  if (joined || isPrice(tokens, first + 1)) return null;
  if (next && !length!.pause && (next.tags.has('Noun') || next.value !== null)) return null;
  return { value: { minutes }, certainty: 0.85 };
}

/**
 * "Four to six hours", "three, maybe four weeks", "seven to ten business days", "an hour to an hour and
 * a half": a range of lengths, which gives no one length.
 */
export const spansLengths = (said: Token[]) => {
  const tokens = lengthWords(said);
  return tokens.some(
    (_, i) =>
      (Object.hasOwn(MINUTES_PER, tokens[i + 1]?.word ?? '') && rangeEnds(tokens, i)) ||
      lengthsLinked(tokens, i),
  );
};

/** Whether a length said whole at `at` is linked to a longer one: "an hour to an hour and a half", "forty-five minutes or an hour". */
function lengthsLinked(tokens: Token[], at: number): boolean {
  const first = lengthFrom(tokens, at);
  if (!first || !/^(?:to|or)$/.test(tokens[first.end]?.word ?? '') || tokens[first.end]!.pause) return false;
  const second = lengthFrom(tokens, first.end + 1);
  return second !== null && second.minutes > first.minutes;
}

/** A length said from `at` — "an hour", "one and a half hours", "an hour and a half", "half an hour" — in minutes, with where it ends. */
function lengthFrom(tokens: Token[], at: number): { minutes: number; end: number } | null {
  const word = tokens[at]?.word ?? '';
  if (word === 'half' && /^(?:a|an)$/.test(tokens[at + 1]?.word ?? '')) {
    const unit = MINUTES_PER[tokens[at + 2]?.word ?? ''];
    return unit ? { minutes: unit / 2, end: at + 3 } : null;
  }
  const count = tokens[at]?.value ?? (/^(?:a|an|one)$/.test(word) ? 1 : null);
  if (count === null) return null;
  const before = fractionAt(tokens, at + 1);
  const unitAt = before > 0 ? at + 4 : at + 1;
  const unit = MINUTES_PER[tokens[unitAt]?.word ?? ''];
  if (!unit) return null;
  const after = before > 0 ? 0 : fractionAt(tokens, unitAt + 1);
  return { minutes: (count + before + after) * unit, end: unitAt + 1 + (after > 0 ? 3 : 0) };
}
