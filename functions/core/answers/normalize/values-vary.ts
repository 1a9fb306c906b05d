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

/**
 * "Could be a phase one, could be full braces later, could be nothing", "maybe twenty-five, maybe
 * forty": possibilities, not a value.
 */
const possibilities = (tokens: Token[]) =>
  tokens.filter(
    (t, i) => (/^(could|might|may)$/.test(t.word) && tokens[i + 1]?.word === 'be') || t.word === 'maybe',
  ).length;

/** "Some families it's ten": the case, then its value said of "it". */
const saidOfIt = (tokens: Token[], at: number) => tokens[at]?.word === 'it';

/**
 * Whether the values said (prices, counts) differ case by case with nothing to choose between them
 * ("sometimes six kids with one coach, sometimes more like ten"):
 * "Some of them it's fifty, some it's a hundred", "Some families it's ten, some it's thirty", "some
 * families get thirty, some get sixty-plus" (unlike
 * "some of them are fifty" alone, or "some kids pay ten, some adults twenty"), or are only what it
 * could be ("could be thirty, could be fifty").
 */
export function variesByCase(tokens: Token[]): boolean {
  // "Some kids pay ten, some adults twenty" names who pays what.
  const opensCase = (t: Token, i: number) =>
    CASES.has(t.word) && (i === 0 || tokens[i - 1]!.pause || tokens[i - 1]!.word === 'and');
  // "Some families get thirty, some get sixty-plus": a later case without its noun is of the same things.
  // ("Some people I've called back in a couple weeks, some it's been a lot longer": a case said of "it".)
  const elided = tokens.some(
    (t, i) => opensCase(t, i) && (Boolean(tokens[i + 1]?.tags.has('Verb')) || saidOfIt(tokens, i + 1)),
  );
  const opens = tokens.filter(
    (t, i) => opensCase(t, i) && (!namesThing(tokens[i + 1]) || saidOfIt(tokens, i + 2) || elided),
  );
  const prices = new Set(
    tokens
      .map((t) => t.value ?? (Object.hasOwn(HOW_MANY_TIMES, t.word) ? HOW_MANY_TIMES[t.word]! : 0))
      .filter((value) => value > 0),
  );
  const sometimes = tokens.some((t) => t.word === 'sometimes');
  // "…in a couple weeks, some it's been a lot longer": a later case said only to be more or less.
  const comparedLater =
    opens.length >= 2 && tokens.slice(tokens.indexOf(opens[1]!)).some((t) => t.tags.has('Comparative'));
  return (
    (opens.length >= 2 && (prices.size >= 2 || comparedLater)) ||
    possibilities(tokens) >= 2 ||
    (sometimes && valuesByHowOften(tokens).size >= 2)
  );
}

/** Words that say how often a week: "once", "twice", "unlimited". */
const TIMES_A_WEEK = new Set(['once', 'twice', 'unlimited']);
const isCopula = (token: Token | undefined) => /^(?:is|are)$/.test(token?.word ?? '');

/** Where "a week" or "per week" ends after a count at `at` ("two days a week", "twice a week"), or -1. */
function weeklyAt(tokens: Token[], at: number): number {
  const count = tokens[at]!;
  if (count.value === null && !TIMES_A_WEEK.has(count.word)) return -1;
  const per = /^(?:days?|classes|class|times?|sessions?|lessons?)$/.test(tokens[at + 1]?.word ?? '')
    ? at + 2
    : at + 1;
  return /^(?:a|per)$/.test(tokens[per]?.word ?? '') && tokens[per + 1]?.word === 'week' ? per + 1 : -1;
}

/**
 * Whether the prices said differ by how often a week one comes, with no one asked about ("Once a
 * week is four-eighty, twice a week is eight-ninety", "One class a week is three-forty, two is
 * six-twenty", "Two days a week is one twenty-nine, unlimited is one sixty-nine").
 */
export function variesByHowOften(tokens: Token[], label: Token[]): boolean {
  if (label.some((t) => TIMES_A_WEEK.has(t.word) || /^(?:week|weekly|times)$/.test(t.word))) return false;
  const start = tokens.findIndex((_, i) => weeklyAt(tokens, i) >= 0);
  if (start < 0) return false;
  const end = weeklyAt(tokens, start);
  const first = isCopula(tokens[end + 1]) ? tokens[end + 2]?.value : null;
  if (first == null) return false;
  return tokens.some(
    (t, j) =>
      j > end + 2 &&
      t.value !== null &&
      t.value !== first &&
      isCopula(tokens[j - 1]) &&
      j >= 2 &&
      (tokens[j - 2]!.value !== null ||
        TIMES_A_WEEK.has(tokens[j - 2]!.word) ||
        tokens[j - 2]!.word === 'week'),
  );
}
