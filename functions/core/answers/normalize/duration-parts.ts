import type { NormalizedValue } from '#shared/contracts/asks';
import type { Reading } from './reading';
import type { Token } from './tokens';

/** Units a visit is measured in part by part ("an hour of games and half an hour for cake"). */
const UNIT_MINUTES: Record<string, number> = { minute: 1, minutes: 1, min: 1, mins: 1, hour: 60, hours: 60 };

interface Length {
  minutes: number;
  unit: number;
  at: number;
  end: number;
}

/** A length of minutes or hours said at `i`: "45 minutes", "an hour", "half an hour", "an hour and a half". */
function lengthAt(tokens: Token[], i: number): Length | null {
  const word = tokens[i]!.word;
  const half = word === 'half' && /^(a|an)$/.test(tokens[i + 1]?.word ?? '');
  const count = half ? 0.5 : (tokens[i]!.value ?? (/^(a|an|one)$/.test(word) ? 1 : null));
  const unitAt = half ? i + 2 : i + 1;
  const unit = UNIT_MINUTES[tokens[unitAt]?.word ?? ''];
  if (count === null || tokens[i]!.sign !== null || unit === undefined) return null;
  const andAHalf =
    tokens
      .slice(unitAt + 1, unitAt + 4)
      .map((t) => t.word)
      .join(' ') === 'and a half';
  const minutes = Math.round((count + (andAHalf ? 0.5 : 0)) * unit);
  return { minutes, unit, at: i, end: andAHalf ? unitAt + 4 : unitAt + 1 };
}

/** Words between two lengths that make them choices or a span, not parts: "an hour or ninety minutes". */
const NOT_PARTS = new Set(['or', 'to', 'versus', 'each', 'per', 'every']);

/** Words after "of" that name the whole a length is taken from: "an hour and a half of that". */
const WHOLE = new Set(['that', 'it', 'this', 'those', 'them', 'which']);

/** "Six hours, and lunch is an hour of that": a length said as a share of another is no part to add. */
const isShareOf = (tokens: Token[], length: Length) =>
  tokens[length.end]?.word === 'of' && WHOLE.has(tokens[length.end + 1]?.word ?? '');

/**
 * "About an hour making slime and half an hour in the party room": the lengths of the parts of a
 * visit, said one after another and joined by "and" or "then" ("an hour jumping, then half an hour
 * in the party room"), add up to its length (90), as do the units of
 * one length ("an hour and fifteen minutes", 75). Null unless every
 * length the clause says is such a part.
 */
export function lengthOfParts(tokens: Token[]): Reading<NormalizedValue['duration']> | null {
  const lengths: Length[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const length = lengthAt(tokens, i);
    if (!length) continue;
    lengths.push(length);
    i = length.end - 1;
  }
  if (lengths.length < 2 || lengths.some((length) => isShareOf(tokens, length))) return null;
  const joined = lengths.slice(1).every((length, k) => {
    const between = tokens.slice(lengths[k]!.end, length.at).map((t) => t.word);
    // "An hour and fifteen minutes": a smaller unit right after "and" goes on the same length.
    if (between.join(' ') === 'and') return length.unit < lengths[k]!.unit;
    return (between.includes('and') || between.includes('then')) && !between.some((w) => NOT_PARTS.has(w));
  });
  if (!joined) return null;
  return { value: { minutes: lengths.reduce((sum, l) => sum + l.minutes, 0) }, certainty: 0.95 };
}
