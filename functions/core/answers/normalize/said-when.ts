import { hasAny } from './phrases';
import { type Token, tokensOf } from './tokens';

/**
 * Words that date a value to another time than now: "last year it was twelve", "it used to be
 * forty", "we used to do sixty a visit".
 */

const SEASONS = '(?:year|season|summer|winter|spring|fall|time)\\b';
const PAST = new RegExp(
  `\\b(?:last|previous) ${SEASONS}|\\bused to (?:be|cost|run|do|charge|have|offer)\\b|\\b(?:that|those|it|which) (?:ended|expired|ran out)\\b`,
  'i',
);
/** Words that say a value holds now: "this year", "now", "still", and "too", "same" of one unchanged. */
const VALUE_OF_NOW = new RegExp(`\\bthis ${SEASONS}|\\b(?:now|currently|these days|still|too|same)\\b`, 'i');

/**
 * "Last year it was twelve", "it used to be forty", "the early-bird rate was three-ten but that
 * ended in April": a value of another time than the one asked about, so not the answer; "forty this
 * year, it was thirty-five last year" and "it's forty, last year too" also say it for now.
 */
const isFromThePast = (text: string) => PAST.test(text) && !VALUE_OF_NOW.test(text);

/**
 * Whether a text gives its values only for the past: "Last year it was twelve", but not "The board
 * approved it last spring, which is unusual — grades six to eight are forty-one thousand", whose
 * value is said in a phrase (between pauses) of its own; "last year's, which was eighty-nine" is.
 */
export function onlyOfThePast(text: string): boolean {
  if (!isFromThePast(text)) return false;
  const phrases: Token[][] = [[]];
  for (const token of tokensOf(text)) {
    phrases.at(-1)!.push(token);
    if (token.pause) phrases.push([]);
  }
  const words = phrases.map((phrase) => phrase.map((t) => t.word).join(' '));
  // "…last year's, which was eighty-nine": a phrase going on in the past about the one before it.
  const past = (k: number): boolean =>
    isFromThePast(words[k]!) || (k > 0 && /^(?:which|that) (?:was|were)\b/.test(words[k]!) && past(k - 1));
  return phrases.every((phrase, k) => !phrase.some((t) => t.value !== null) || past(k));
}

/**
 * The numbers said in phrases (between pauses) that give a value of the past, when another phrase
 * gives one for now: in "last year it was twelve, this year fifteen", the twelve. A value said only
 * of the past ("last year it was twelve") is kept, for the reader to judge.
 */
export function pastValues(tokens: Token[]): Set<number> {
  const past = new Set<number>();
  let start = 0;
  for (const [i, token] of tokens.entries()) {
    if (!token.pause && i < tokens.length - 1) continue;
    if (
      isFromThePast(
        tokens
          .slice(start, i + 1)
          .map((t) => t.word)
          .join(' '),
      )
    )
      for (let k = start; k <= i; k++) if (tokens[k]!.value !== null) past.add(k);
    start = i + 1;
  }
  const values = tokens.filter((t) => t.value !== null).length;
  return past.size < values ? past : new Set();
}

/**
 * Words that say a thing is given up wherever in a phrase they stand: "we used to do Sundays", "we
 * no longer run that one". Unlike HABIT_GIVEN_UP, not "stopped" or "ended": those only at the end of
 * a phrase pointing back (ENDED).
 */
const GIVEN_UP_ANYWHERE = /\b(?:used to|no longer|not anymore|not any more|discontinued)\b/;
/**
 * Words that say it only at the end of a phrase pointing back: "that's gone now", "those stopped in
 * June"; not "they're dropped off at eight", "they're gone by five-thirty", "it stopped raining".
 */
const ENDED =
  /\b(?:stopped|gone|dropped|ended)(?:\s+(?:now|anymore|any more|in \w+|last \w+|this \w+|a while (?:ago|back)))?$/;
/** A phrase pointing back to what was just said: "but those are gone now", "and that stopped". */
const POINTING_BACK = /^(?:but|and|though)?\s*(?:that|those|these|this|it|they)\b/;

/** "But those are gone now", "and that stopped in June": words that take back what was just said. */
export const takesBack = (text: string) => {
  const words = text
    .toLowerCase()
    .replace(/[^a-z' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return POINTING_BACK.test(words) && (GIVEN_UP_ANYWHERE.test(words) || ENDED.test(words));
};

/**
 * The words of an answer without its phrases (between pauses) that tell of a thing given up: in
 * "Saturday mornings. We used to do a Sunday one but that's gone now", the Sunday is no day now,
 * nor in "Saturdays, and Sundays too, but those are gone"; "we used to, and we still do Sundays"
 * keeps it.
 */
export function withoutGivenUp(tokens: Token[]): Token[] {
  if (tokens.some((t) => t.word === 'still')) return tokens;
  const kept: Token[][] = [];
  let phrase: Token[] = [];
  for (const [i, token] of tokens.entries()) {
    phrase.push(token);
    if (!token.pause && i < tokens.length - 1) continue;
    const words = phrase.map((t) => t.word).join(' ');
    if (takesBack(words)) kept.pop();
    else if (!GIVEN_UP_ANYWHERE.test(words)) kept.push(phrase);
    phrase = [];
  }
  return kept.flat();
}

/**
 * Habits given up, as an answer to a yes/no question says them ("we used to", "we stopped doing
 * that"): the answer is about the thing asked, so "stopped" and "ended" need no phrase pointing back.
 */
const HABIT_GIVEN_UP = [
  'used to',
  'stopped',
  'discontinued',
  'got cancelled',
  'got canceled',
  'was cancelled',
  'was canceled',
  'wrapped up',
  'is over',
  'was over',
  'ended',
  'dropped that',
  'dropped it',
  'we dropped the',
  'dropped those',
  'got rid of',
  'scrapped',
  'did away with',
];
/** A thing said to have been, with nothing said to be now ("there was one last year"). */
const WAS = ['there was', 'there were'];
/** Words that say a thing is now, after a "there was": "there was one, there still is". */
const PRESENT_AFTER_WAS = ['still', 'is', 'are', 'do', 'have', 'has'];

/** A habit given up ("we used to", "we stopped"), unless still kept; `words` is a `phrase`. */
export const givenUp = (words: string) =>
  (hasAny(words, HABIT_GIVEN_UP) && !hasAny(words, ['still'])) ||
  (hasAny(words, WAS) && !hasAny(words, PRESENT_AFTER_WAS));
