import { MONEY_PERIODS, type MoneyPeriod, type NormalizedValue } from '#shared/contracts/asks';
import type { Reading } from './reading';
import type { Token } from './tokens';

/** Spoken names of money units, by currency; a number next to one of them is an amount. */
const CURRENCY_WORDS: Record<string, string | null> = {
  dollar: null,
  dollars: null,
  buck: null,
  bucks: null,
  usd: 'USD',
  cad: 'CAD',
  canadian: 'CAD',
  euro: 'EUR',
  euros: 'EUR',
  pound: 'GBP',
  pounds: 'GBP',
  quid: 'GBP',
};
const SIGNS: Record<string, string | null> = { $: null, '€': 'EUR', '£': 'GBP' };

/** Words for what a price is quoted per, beyond the contract's own names. */
const PERIOD_WORDS: Record<string, MoneyPeriod> = {
  hr: 'hour',
  hourly: 'hour',
  weekly: 'week',
  monthly: 'month',
  mo: 'month',
  daily: 'day',
  yearly: 'year',
  annually: 'year',
  annual: 'year',
  semester: 'term',
  night: 'day',
  nightly: 'day',
  session: 'session',
  appointment: 'visit',
  kid: 'child',
  student: 'child',
  head: 'person',
  once: 'one_time',
  flat: 'one_time',
};
/** Ways of saying a price is nothing ("it's free", "we don't charge for that", "there isn't one"). */
const FREE = [
  'free',
  'nothing',
  'no charge',
  'no cost',
  'no fee',
  'not charge',
  'is not one',
  'complimentary',
  'on the house',
  'zero',
];
/** Units that make a bare number something other than a price ("45 minutes", "6 years old"). */
const NOT_MONEY =
  /^(minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|kids?|children|students?|people|percent|%|am|pm|times?|moments?|seconds?|sec)$/;
/** Words before a bare number that make it a time or an age ("3:30 to 5", "kids under 18"). */
const CLOCK_BEFORE = new Set([
  'to',
  'at',
  'till',
  'until',
  'by',
  'from',
  'under',
  'over',
  'ages',
  'age',
  'aged',
]);
/**
 * A bare number before a noun counts things ("ten lessons", "a three-bed house"), and one after a
 * noun describes it ("kids three to twelve"): neither is a price.
 */
const isQuantity = (next: Token | undefined) =>
  Boolean(next?.tags.has('Noun')) && !next!.tags.has('Pronoun') && !Object.hasOwn(CURRENCY_WORDS, next!.word);

const PER_MARKERS = new Set(['a', 'an', 'per', 'each', 'every', 'for', 'the', 'one', '/']);

function periodOf(word: string): MoneyPeriod | null {
  const singular = word.replace(/e?s$/, '');
  for (const candidate of [word, singular]) {
    if ((MONEY_PERIODS as readonly string[]).includes(candidate)) return candidate as MoneyPeriod;
    if (Object.hasOwn(PERIOD_WORDS, candidate)) return PERIOD_WORDS[candidate]!;
  }
  return null;
}

/** The period named just after an amount ("a month", "per lesson", "monthly"), else anywhere after it. */
function periodAfter(tokens: Token[], from: number): MoneyPeriod | null {
  for (let i = from; i < Math.min(tokens.length, from + 4); i++) {
    const word = tokens[i]!.word;
    if (Object.hasOwn(CURRENCY_WORDS, word) || PER_MARKERS.has(word)) continue;
    // "$180 for the eight weeks" is a total over a number of periods, not a price per week.
    if ((tokens[i]!.value ?? 1) > 1) return null;
    const period = periodOf(word);
    // "three days" counts days; a price per day is "a day", "per day" or "daily".
    if (i === from && period && !PERIOD_ADJECTIVES.has(word)) return null;
    // "for a half-hour visit": the length describes the visit, which the price is per.
    if (period) return periodOf(tokens[i + 1]?.word ?? '') ?? period;
  }
  const text = tokens
    .slice(from)
    .map((t) => t.word)
    .join(' ');
  if (/\bone time\b|\bone-time\b/.test(text)) return 'one_time';
  return null;
}

/** Adjectives naming a period said before the amount ("the monthly fee is", "a flat 125"). */
const PERIOD_ADJECTIVES = new Set([
  'hourly',
  'daily',
  'nightly',
  'weekly',
  'monthly',
  'yearly',
  'annual',
  'flat',
  'once',
]);

function periodBefore(tokens: Token[], at: number): MoneyPeriod | null {
  const before = tokens.slice(Math.max(0, at - 4), at).map((t) => t.word);
  if (/\b(1|one) time\b/.test(before.join(' '))) return 'one_time';
  const word = tokens
    .slice(Math.max(0, at - 4), at)
    .map((t) => t.word)
    .find((w) => PERIOD_ADJECTIVES.has(w));
  return word ? periodOf(word) : null;
}

/**
 * What a price is quoted per when the thing priced is the subject: "the ten-week term is two ninety"
 * (term), "a full day with rentals is one sixty-five" (day). A period counted ("three days is…") is a
 * total over periods, not a price per period.
 */
function periodOfSubject(tokens: Token[], at: number): MoneyPeriod | null {
  const copula = tokens.slice(Math.max(0, at - 3), at).findLastIndex((t) => t.tags.has('Copula'));
  if (copula < 0) return null;
  const end = Math.max(0, at - 3) + copula;
  for (let i = Math.max(0, end - 6); i < end; i++) {
    const period = periodOf(tokens[i]!.word);
    if (period && period !== 'child' && (tokens[i - 1]?.value ?? 1) <= 1) return period;
  }
  return null;
}

/**
 * The first price of a range the currency is said after once ("ninety, ninety-five bucks", "between
 * 250 and 350 dollars"): a comparison takes the price a range starts from.
 */
function rangeStart(tokens: Token[], at: number): number {
  const amount = tokens[at]!.value!;
  const before = tokens[at - 1];
  const first =
    before?.value != null && before.pause
      ? before
      : /^(to|or|and)$/.test(before?.word ?? '')
        ? tokens[at - 2]
        : null;
  return first?.value != null && first.sign === null && first.value < amount ? first.value : amount;
}

/** Cents a retail price ends in when said as two numbers ("nineteen ninety-nine" is 19.99). */
const RETAIL_CENTS = new Set([95, 99]);

/**
 * Two numbers in a row said of a price: "thirteen fifty" is 1350 (hundreds and the rest),
 * "sixty-two fifty" and "nineteen ninety-nine" are 62.50 and 19.99 (dollars and cents).
 */
function hundredsSpoken(tokens: Token[]): Token[] {
  const merged: Token[] = [];
  for (const token of tokens) {
    const last = merged.at(-1);
    if (
      last?.value != null &&
      !last.pause &&
      token.value !== null &&
      token.sign === null &&
      last.value >= 1 &&
      last.value < 100 &&
      Number.isInteger(last.value) &&
      token.value >= 10 &&
      token.value < 100 &&
      Number.isInteger(token.value)
    ) {
      const cents = last.value >= 20 || RETAIL_CENTS.has(token.value);
      const value = cents ? last.value + token.value / 100 : last.value * 100 + token.value;
      merged[merged.length - 1] = { ...last, value, word: String(value) };
      continue;
    }
    merged.push(token);
  }
  return merged;
}

/**
 * A price: the first number said with a currency sign or word ("$30", "thirty bucks", "one-twenty a
 * month"), or followed by what it is per; "free" / "costs nothing" is 0. The currency is the one
 * named, else the default (the country of the business).
 */
export function readMoney(
  said: Token[],
  currency: string,
  label: Token[] = [],
): Reading<NormalizedValue['money']> | null {
  const tokens = hundredsSpoken(said);
  // "How much for eight kids?" "For eight it'd be one eighty-nine": a number the question names is
  // what is priced, not the price.
  const named = new Set(label.filter((t) => t.value !== null).map((t) => t.value));
  const restated = (token: Token) => token.sign === null && named.has(token.value);
  for (const needsMark of [true, false]) {
    for (const [i, token] of tokens.entries()) {
      if (token.value === null || (!needsMark && restated(token))) continue;
      const next = tokens[i + 1]?.word ?? '';
      const worded = Object.hasOwn(CURRENCY_WORDS, next);
      const named = token.sign !== null ? (SIGNS[token.sign] ?? null) : worded ? CURRENCY_WORDS[next]! : null;
      const marked = token.sign !== null || worded;
      const per = periodAfter(tokens, i + 1) ?? periodBefore(tokens, i) ?? periodOfSubject(tokens, i);
      if (needsMark ? !marked : !per) continue;
      return {
        value: { amount: rangeStart(tokens, i), currency: named ?? currency, per },
        certainty: marked ? 1 : 0.95,
      };
    }
  }
  const bare = tokens.findIndex(
    (t, i) =>
      t.value !== null &&
      t.value > 0 &&
      !restated(t) &&
      !t.tags.has('Time') &&
      !NOT_MONEY.test(tokens[i + 1]?.word ?? '') &&
      !(isQuantity(tokens[i + 1]) && !t.pause) &&
      // "The first visit's ninety-five": the noun's "'s" is an "is"; "the package, one eighty-nine":
      // a pause parts the noun from the price.
      !(isQuantity(tokens[i - 1]) && !tokens[i - 1]!.tags.has('Possessive') && !tokens[i - 1]!.pause) &&
      !(CLOCK_BEFORE.has(tokens[i - 1]?.word ?? '') && t.value <= MAX_CLOCK_OR_AGE),
  );
  // As sure as a bare number; of the two, the one said first: "a hundred and twenty, and siblings
  // come free" is 120, "free for members, otherwise ten" is 0.
  const free = tokens.findIndex((_, i) => FREE.some((word) => startsAt(tokens, i, word)));
  if (free >= 0 && (bare < 0 || free < bare))
    return { value: { amount: 0, currency, per: null }, certainty: 0.8 };
  if (bare >= 0) return { value: { amount: tokens[bare]!.value!, currency, per: null }, certainty: 0.8 };
  return null;
}

/** Above this a number after "at", "to" or "under" is neither an hour nor an age ("starts at thirteen hundred"). */
const MAX_CLOCK_OR_AGE = 99;

/** Whether the words of `phrase` are said from token `at` on. */
const startsAt = (tokens: Token[], at: number, phrase: string) =>
  phrase.split(' ').every((word, k) => tokens[at + k]?.word === word);
