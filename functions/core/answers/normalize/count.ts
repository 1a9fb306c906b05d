import type { Reading } from './reading';
import type { Token } from './tokens';

const NONE = new Set(['none', 'nobody', 'nothing', 'zero']);
const SPOKEN: Record<string, number> = { dozen: 12, couple: 2, few: 3, handful: 5 };

/**
 * A number of things: the first plain number ("twelve kids per class", "8"), "a dozen" → 12,
 * "none" → 0. Amounts of money are not counts.
 */
export function readCount(tokens: Token[]): Reading<number> | null {
  for (const [i, token] of tokens.entries()) {
    if (token.value !== null && token.sign === null && !/^(dollars?|bucks?)$/.test(tokens[i + 1]?.word ?? ''))
      return { value: token.value, certainty: 1 };
    if (Object.hasOwn(SPOKEN, token.word))
      return { value: SPOKEN[token.word]!, certainty: token.word === 'dozen' ? 1 : 0.6 };
    if (NONE.has(token.word)) return { value: 0, certainty: 0.9 };
  }
  return null;
}
