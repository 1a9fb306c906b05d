import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import { NAMES_A_MONTH } from '#functions/core/answers/normalize/month-names';
import { perOtherThanAsked } from '#functions/core/answers/normalize/price-periods';
import { repairOf } from '#functions/core/answers/normalize/repairs';
import { onlyOfThePast } from '#functions/core/answers/normalize/said-when';
import { tokensOf } from '#functions/core/answers/normalize/tokens';
import { WEEKDAY } from '#functions/core/weekdays';
import type { Ask, NormalizedValue } from '#shared/contracts/asks';
import { pricedForAnother } from './price-subject';
import { asksTheCaller, type Clause } from './reader';
import { readingContext } from './reading-context';
import { refersElsewhere } from './referral';
import { isUnknown } from './reply-kinds';
import { namesADetail, notFixedYet } from './reply-status';
import { missesTimesAsked } from './times-asked';
import { contentWords, hasCue, overlap, phrase, topicOf } from './topic-words';
import { namesAnotherKind, prefixedOther, saidAsAnException, saidBesides, setsAside } from './value-choice';

/** Kinds whose answer is one number. */
export const VALUED = new Set<Ask['kind']>(['money', 'count', 'duration']);

/** Whether a clause states a value of the ask's kind (money, ages, …), and how well it fits the ask. */
export function valueFit(ask: Ask, clause: Clause): number {
  if (ask.kind === 'yes_no' || ask.kind === 'text' || asksTheCaller(clause.text)) return 0;
  // "Last year it was twelve", "I'm not sure what it'd be for that weekend", "for next year the board
  // hasn't set the fees yet": no value for now.
  if (
    onlyOfThePast(clause.text) ||
    (isUnknown(clause.text) && namesADetail(clause.text)) ||
    notFixedYet(clause.text)
  )
    return 0;
  // "Tuesdays, ten to eleven-thirty — oh, wait, no, that's the old flyer": a value broken off and
  // repaired with none is taken back.
  const repair = repairOf(clause.text);
  if (repair !== null && !normalizeAnswer(ask.kind, repair, readingContext(ask.label))) return 0;
  const reading = normalizeAnswer(ask.kind, clause.text, readingContext(ask.label));
  // "The manager handles that and she's not in today": a reply sending the question elsewhere says
  // no value of it.
  if (!reading || reading.certainty < 0.55 || refersElsewhere(clause.text)) return 0;
  // "Officially eight. Sometimes we'll take a seven-year-old with big hands": a value said besides
  // the answer, or as an exception to it, fits less.
  const aside = saidBesides(clause.text) || saidAsAnException(clause.text);
  const certainty = aside ? reading.certainty / 2 : reading.certainty;
  const fit = certainty + overlap(topicOf(ask.label), contentWords(clause.text));
  const another =
    namesAnotherKind(ask.label, clause.text) ||
    setsAside(clause.text) ||
    prefixedOther(ask.label, clause.text) ||
    (ask.kind === 'money' &&
      (pricedForAnother(ask.label, clause.text) ||
        perOtherThanAsked(tokensOf(ask.label), (reading.value as NormalizedValue['money']).per)));
  const missesTimes =
    ask.kind === 'schedule' && missesTimesAsked(ask, (reading.value as NormalizedValue['schedule']).times);
  // "Weekend, Saturday batch is full. Only Sunday is there, ten to eleven-thirty.": days said full
  // are no times to be had.
  if (
    ask.kind === 'schedule' &&
    SAID_FULL.test(clause.text) &&
    (reading.value as NormalizedValue['schedule']).times.length === 0
  )
    return 0;
  return isAddOn(ask, clause.text) ||
    another ||
    monthOnly(ask, clause.text) ||
    givenDate(ask, reading.value) ||
    missesTimes
    ? fit / 2
    : fit;
}

const SAID_FULL =
  /\b(?:is|are|'s|'re)\s+(?:all\s+|fully\s+|totally\s+|already\s+)?(?:full|booked(?: up| out| solid)?|sold out)\b/i;

/**
 * "When must it be returned if picked up Friday?" "Friday pickup, it's due back Saturday": the day
 * the question itself gives is the case asked about, not its answer.
 */
const givenDate = (ask: Ask, value: unknown) =>
  ask.kind === 'date' && normalizeAnswer('date', ask.label, readingContext(ask.label))?.value === value;

/** "Ugh, December's crazy. … I've got the twenty-second at nine.": a month without its day dates less well. */
const monthOnly = (ask: Ask, clause: string) =>
  ask.kind === 'date' && !tokensOf(clause).some(namesANumber) && !DAY_WORDS.test(clause);
/** "On Tuesday, the second of November": a day of the calendar said in so many words. */
export const datesExactly = (clause: string) => {
  const tokens = tokensOf(clause);
  return tokens.some(
    (t, i) =>
      NAMES_A_MONTH.test(t.word) &&
      [tokens[i - 1], tokens[i - 2], tokens[i + 1]].some(
        (near) =>
          near !== undefined &&
          namesANumber(near) &&
          (near.value === null || (near.value >= 1 && near.value <= 31)),
      ),
  );
};

/** A number or ordinal, however the tagger took it ("fifteenth", "twenty-second" as "twenty" "second"). */
const namesANumber = (t: { value: number | null; word: string; tags: Set<string> }) =>
  t.value !== null || t.tags.has('Value') || t.tags.has('Ordinal') || /^(?:twenty|thirty)$/.test(t.word);
const DAY_WORDS = new RegExp(`\\b(?:today|tonight|tomorrow|week|weekend|${WEEKDAY}s?)\\b`, 'i');

/**
 * Words that make a price an add-on to the one asked about ("pizza is extra, ten a head", "a dollar
 * a letter after that", "plus a twenty-five dollar resort fee", "private tutoring is separate"), or a
 * part paid ahead of it ("I need a fifty dollar deposit").
 */
const ADD_ON = [
  'extra',
  'separate',
  'separately',
  'additional',
  'on top',
  'add on',
  'after that',
  'deposit',
  'down payment',
  'another',
];

/** "…plus a twenty-five dollar resort fee": a price said after "plus" (not "show plus balloons, 350"). */
const addedPrice = (clause: string) => {
  const [before, ...after] = clause.split(/\bplus\b/i);
  const numbered = (text: string) => tokensOf(text).some((t) => t.value !== null);
  return after.length > 0 && !numbered(before!) && numbered(after.join(' '));
};

/** A price said of an add-on, when the ask is not about one. */
export const isAddOn = (ask: Ask, clause: string) =>
  ask.kind === 'money' &&
  (hasCue(phrase(clause), ADD_ON) || addedPrice(clause) || INCLUDED_WITH.test(clause)) &&
  !hasCue(phrase(ask.label), [...ADD_ON, 'plus']);

/**
 * "That includes a practice-ice pass too, so they can skate for free": what a price said before
 * comes with, whose own price (often nothing) is not the one asked.
 */
const INCLUDED_WITH =
  /^\W*(?:and\s+)?(?:that|it|this|which)(?:'s| is)?\s+(?:includes|comes with|gets you|covers)\b/i;
