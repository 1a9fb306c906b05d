import { tokensOf } from '#functions/core/answers/normalize/tokens';
import type { Ask } from '#shared/contracts/asks';
import type { Clause } from './reader';

/** Kinds whose value may be said for one age among others: a class's price, times or length. */
const BY_AGE = new Set<Ask['kind']>(['money', 'schedule', 'duration']);

/** How much naming the child's age makes a value fit better: as much as a word of the question. */
const CHILDS_AGE_FIT = 1;

/** The age of the child a question names: "How much is the class for a 5-year-old?" → 5. */
function childsAge(label: string): number | null {
  const tokens = tokensOf(label);
  const at = tokens.findIndex(
    (t, i) => t.value !== null && /^years?$/.test(tokens[i + 1]?.word ?? '') && tokens[i + 2]?.word === 'old',
  );
  return at < 0 ? null : tokens[at]!.value;
}

const namesAge = (text: string, age: number) => tokensOf(text).some((t) => t.value === age);

/**
 * "The hour-long classes are ninety-eight a month, but at five she'd be in Kinder Gym, and that
 * one's eighty-four." to "How much is the class for a 5-year-old?": a value said of the child's age,
 * in its own statement or in the one just before it that says no value, fits the question better.
 */
export function forTheChildsAge<T extends { clause: Clause; fit: number }>(ask: Ask, fits: T[]): T[] {
  const age = BY_AGE.has(ask.kind) ? childsAge(ask.label) : null;
  if (age === null) return fits;
  return fits.map((c, i) => {
    const before = fits[i - 1];
    const named =
      namesAge(c.clause.text, age) ||
      (before !== undefined &&
        before.clause.turn === c.clause.turn &&
        before.fit === 0 &&
        namesAge(before.clause.text, age));
    return c.fit > 0 && named ? { ...c, fit: c.fit + CHILDS_AGE_FIT } : c;
  });
}
