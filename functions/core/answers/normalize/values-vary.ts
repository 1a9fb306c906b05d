import { namesThing, type Token } from './tokens';

/** Words that open one of several cases: "some of them…, some…", "others…". */
const CASES = new Set(['some', 'others']);

/** Words that say how often a value holds: "sometimes six…, sometimes ten", "usually six, sometimes eight". */
const HOW_OFTEN = new Set(['sometimes', 'usually', 'normally', 'mostly', 'often', 'occasionally']);

/** Counts said as words of their own: "some come once, some three times". */
const HOW_MANY_TIMES: Record<string, number> = { once: 1, twice: 2 };

/** The value said within a few words after each "sometimes", "usually"… of the answer. */
function valuesByHowOften(tokens: Token[]): Set<number> {
  const values = new Set<number>();
  for (const [i, token] of tokens.entries()) {
    if (!HOW_OFTEN.has(token.word)) continue;
    const value = tokens.slice(i + 1, i + 6).find((t) => t.value !== null)?.value;
    if (value != null) values.add(value);
  }
  return values;
}

/** "Could be a phase one, could be full braces later, could be nothing": possibilities, not a value. */
const possibilities = (tokens: Token[]) =>
  tokens.filter((t, i) => /^(could|might|may)$/.test(t.word) && tokens[i + 1]?.word === 'be').length;

/** "Some families it's ten": the case, then its value said of "it". */
const saidOfIt = (tokens: Token[], at: number) => tokens[at]?.word === 'it';

/**
 * Whether the values said (prices, counts) differ case by case with nothing to choose between them
 * ("sometimes six kids with one coach, sometimes more like ten"):
 * "Some of them it's fifty, some it's a hundred", "Some families it's ten, some it's thirty" (unlike
 * "some of them are fifty" alone, or "some kids pay ten, some adults twenty"), or are only what it
 * could be ("could be thirty, could be fifty").
 */
export function variesByCase(tokens: Token[]): boolean {
  // "Some kids pay ten, some adults twenty" names who pays what.
  const opens = tokens.filter(
    (t, i) =>
      CASES.has(t.word) &&
      (i === 0 || tokens[i - 1]!.pause || tokens[i - 1]!.word === 'and') &&
      (!namesThing(tokens[i + 1]) || saidOfIt(tokens, i + 2)),
  );
  const prices = new Set(
    tokens
      .map((t) => t.value ?? (Object.hasOwn(HOW_MANY_TIMES, t.word) ? HOW_MANY_TIMES[t.word]! : 0))
      .filter((value) => value > 0),
  );
  const sometimes = tokens.some((t) => t.word === 'sometimes');
  return (
    (opens.length >= 2 && prices.size >= 2) ||
    possibilities(tokens) >= 2 ||
    (sometimes && valuesByHowOften(tokens).size >= 2)
  );
}
