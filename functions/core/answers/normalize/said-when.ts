import type { Token } from './tokens';

/** Words that date a value to another time than now: "last year it was twelve", "it used to be forty". */

const SEASONS = '(?:year|season|summer|winter|spring|fall|time)\\b';
const PAST = new RegExp(`\\b(?:last|previous) ${SEASONS}|\\bused to (?:be|cost|run)\\b`, 'i');
/** Words that say a value holds now: "this year", "now", "still", and "too", "same" of one unchanged. */
const NOW = new RegExp(`\\bthis ${SEASONS}|\\b(?:now|currently|these days|still|too|same)\\b`, 'i');

/**
 * "Last year it was twelve", "it used to be forty": a value of another time than the one asked
 * about, so not the answer; "forty this year, it was thirty-five last year" and "it's forty, last
 * year too" also say it for now.
 */
export const isFromThePast = (text: string) => PAST.test(text) && !NOW.test(text);

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
