import { namesThing, type Token } from './tokens';

/** Words that open one of several cases: "some of them…, some…", "others…". */
const CASES = new Set(['some', 'others']);

/**
 * Whether the prices said differ case by case with nothing to choose between them: "Some of them it's
 * fifty, some it's a hundred" (unlike "some of them are fifty" alone, or "some kids pay ten, some adults twenty").
 */
export function variesByCase(tokens: Token[]): boolean {
  // "Some kids pay ten, some adults twenty" names who pays what.
  const opens = tokens.filter(
    (t, i) =>
      CASES.has(t.word) &&
      (i === 0 || tokens[i - 1]!.pause || tokens[i - 1]!.word === 'and') &&
      !namesThing(tokens[i + 1]),
  );
  const prices = new Set(tokens.filter((t) => (t.value ?? 0) > 0).map((t) => t.value));
  return opens.length >= 2 && prices.size >= 2;
}
