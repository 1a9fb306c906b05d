import type { Token } from './tokens';

/** Words after a number that make it a price or a length, not a count of things. */
const NOT_COUNTED = /^(dollars?|bucks?|cents?|percent|minutes?|hours?|days?|weeks?|months?|years?)$/;

const isCount = (tokens: Token[], i: number) =>
  tokens[i]!.value !== null && tokens[i]!.sign === null && !NOT_COUNTED.test(tokens[i + 1]?.word ?? '');

/** How far after "so" its number may come: "so it sleeps six". */
const SO_REACH = 4;

/**
 * The number a reply gives as its count when it says others too: the one it concludes with "so"
 * ("eight screens, so sixteen players at once"; "two queens and a pull-out, so it sleeps six") or
 * the bound it says with "up to" ("a flat two forty-nine for up to twelve players"); -1 when none.
 */
export function statedCount(tokens: Token[]): number {
  for (const [i, token] of tokens.entries()) {
    if (i > 0 && token.word === 'so') {
      const end = Math.min(tokens.length, i + 1 + SO_REACH);
      // "Twenty minimum, so your twenty-five is fine": the caller's own number, echoed back, concludes nothing.
      for (let j = i + 1; j < end && tokens[j]!.word !== 'your'; j++) if (isCount(tokens, j)) return j;
    }
    if (token.word === 'up' && tokens[i + 1]?.word === 'to' && tokens[i + 2] && isCount(tokens, i + 2))
      return i + 2;
  }
  return -1;
}

/** Words naming the bound of a count, by which way it bounds: "the minimum order", "twenty people max". */
const BOUND_OF: Record<string, 'min' | 'max'> = {
  minimum: 'min',
  min: 'min',
  least: 'min',
  maximum: 'max',
  max: 'max',
  most: 'max',
  limit: 'max',
  cap: 'max',
};
/** Words saying where a count starts: "packages start at eight kids". */
const STARTS = new Set(['start', 'starts', 'starting']);
/** How far from its bound word a number may be said: "a minimum of twenty", "twenty people minimum". */
const BOUND_REACH = 3;

/**
 * To a question about a bound ("What's the minimum order?"), the number said with a bound word the
 * same way ("twenty people minimum, so twenty-five's fine" → 20; not "at least one assistant" to
 * "how many kids at most?"), within its phrase; -1 when none is.
 */
export function boundCount(tokens: Token[], label: Token[]): number {
  const asked = new Set(label.map((t) => BOUND_OF[t.word]).filter(Boolean));
  if (asked.size === 0) return -1;
  const phraseOf = (i: number) => tokens.slice(0, i).filter((t) => t.pause).length;
  const bounds = tokens.flatMap((t, i) => (asked.has(BOUND_OF[t.word]) ? [i] : []));
  return tokens.findIndex(
    (_, i) =>
      isCount(tokens, i) && bounds.some((b) => Math.abs(b - i) <= BOUND_REACH && phraseOf(b) === phraseOf(i)),
  );
}

/**
 * "Packages start at eight kids" to "What's the maximum?": a number said as the bound the other way
 * from the one asked (or as where a count starts) is no answer to it.
 */
export function boundTheOtherWay(tokens: Token[], label: Token[], at: number): boolean {
  const asked = new Set(label.map((t) => BOUND_OF[t.word]).filter(Boolean));
  if (asked.size !== 1 || !isCount(tokens, at)) return false;
  const other = asked.has('max') ? 'min' : 'max';
  const near = tokens.slice(Math.max(0, at - BOUND_REACH), at);
  return near.some((t) => BOUND_OF[t.word] === other || (other === 'min' && STARTS.has(t.word)));
}
