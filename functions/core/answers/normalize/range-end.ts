import type { Token } from './tokens';

/** Which end of a range of prices a question asks for: the smallest or cheapest, or the biggest. */
type End = 'low' | 'high';

const LOW_ASKED = new Set(['smallest', 'cheapest', 'lowest', 'least', 'basic', 'minimum', 'starter']);
const HIGH_ASKED = new Set(['biggest', 'largest', 'priciest', 'highest', 'maximum', 'deluxe', 'premium']);
/** Words just before a price that open a range ("start at", "from") or close it ("up to", "as much as"). */
const LOW_SAID = new Set(['start', 'starts', 'starting', 'from', 'low', 'minimum']);
const HIGH_SAID = ['up to', 'as much as', 'as high as', 'maximum', 'max', 'tops out at'];

function endAsked(label: Token[]): End | null {
  const words = label.map((t) => t.word);
  if (words.some((w) => LOW_ASKED.has(w))) return 'low';
  if (words.some((w) => HIGH_ASKED.has(w)) || / most expensive /.test(` ${words.join(' ')} `)) return 'high';
  return null;
}

/** Words that soften a price without moving it: "up to about two hundred". */
const HEDGES = new Set(['about', 'around', 'roughly', 'approximately', 'maybe', 'like']);

function endSaid(tokens: Token[], at: number): End | null {
  const before = tokens.slice(Math.max(0, at - 5), at).filter((t) => !HEDGES.has(t.word));
  const text = ` ${before.map((t) => t.word).join(' ')} `;
  if (HIGH_SAID.some((cue) => text.endsWith(` ${cue} `) || text.includes(` ${cue} the `))) return 'high';
  return before.slice(-2).some((t) => LOW_SAID.has(t.word)) ? 'low' : null;
}

/** How much less sure a price is when it is the other end of the range from the one asked. */
const OTHER_END = 0.7;

/**
 * The price at the end of a range the question asks for: to "the smallest bucket", the twenty-five
 * of "buckets start at twenty-five and go up to one-fifty", to the biggest the one-fifty. When the
 * end asked is not said among the prices (`prices` tells which tokens are prices), the price read
 * stands, less sure.
 */
export function askedEnd(
  tokens: Token[],
  at: number,
  label: Token[],
  prices: (i: number) => boolean,
): { at: number; factor: number } {
  const asked = endAsked(label);
  const said = endSaid(tokens, at);
  if (!asked || !said || said === asked) return { at, factor: 1 };
  const other = tokens.findIndex((_, i) => i !== at && prices(i) && endSaid(tokens, i) === asked);
  return other >= 0 ? { at: other, factor: 1 } : { at, factor: OTHER_END };
}

/**
 * "Buckets start at twenty-five" to the smallest bucket, "up to ninety" to the biggest: a number past
 * the hours of a clock said as the end of a range asked for is a price (else it may be a time, or
 * only the floor of the prices of the thing asked).
 */
export const saysAskedEnd = (tokens: Token[], at: number, label: Token[]) =>
  tokens[at]!.value! > 12 && endSaid(tokens, at) !== null && endSaid(tokens, at) === endAsked(label);
