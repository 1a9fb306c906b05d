import type { MoneyPeriod } from '#shared/contracts/asks';
import { inCurrency } from './currency-scale';
import { countsThingsAfter, forTheFew, isSizeOrSlot } from './not-prices';
import { periodOf } from './price-periods';
import type { Token } from './tokens';

/**
 * A price token; `pair` holds the two numbers of a price said as two ("four fifty"), read later by its
 * context; `hundreds` marks one said in hundreds that cents may follow ("one thirty-nine", "two-oh-nine").
 */
export type PriceToken = Token & { pair?: [number, number]; hundreds?: boolean };

/** Coins and notes by their spoken names, with their value and the currency word they stand for. */
const COINS: Record<string, { value: number; currency: string }> = {
  loonie: { value: 1, currency: 'cad' },
  loonies: { value: 1, currency: 'cad' },
  toonie: { value: 2, currency: 'cad' },
  toonies: { value: 2, currency: 'cad' },
  fiver: { value: 5, currency: 'bucks' },
  tenner: { value: 10, currency: 'bucks' },
};
/** Money words that multiply the number said before them: "two grand", "a grand", "seventy-five cents". */
const MULTIPLES: Record<string, number> = { grand: 1000, cents: 0.01 };

/** Cents a retail price ends in when said as two numbers ("nineteen ninety-nine" is 19.99). */
const RETAIL_CENTS = new Set([95, 99]);
/**
 * The fewest dollars a price in retail cents is read with by itself: "nine ninety-nine" is 9.99, but
 * a package, a show or a visit said "two ninety-nine" is 299 unless a small thing is named ("a bag").
 */
const RETAIL_FROM = 6;

const DOLLAR_WORDS = /^(dollars?|bucks?)$/;
/** Currency words said one of with "a" that may also be a weight: "a pound", "a quid", "a euro". */
const ONE_OF_CURRENCY = /^(pound|quid|euro)$/;
/** Currency words a price's cents may follow: "a buck fifty", "sixteen pound fifty", "ten euros fifty". */
const WHOLE_UNITS = /^(dollars?|bucks?|pounds?|quid|euros?)$/;

const numberToken = (value: number, like: Token): Token => ({
  ...like,
  word: String(value),
  value,
  sign: null,
  tags: new Set(['Value', 'Cardinal']),
});

const isWhole = (token: Token | undefined, min: number, max: number) =>
  token?.value != null && Number.isInteger(token.value) && token.value >= min && token.value <= max;

/**
 * Prices said the way people say them on the phone, as a number next to a currency word: "a toonie"
 * (2, CAD), "two loonies", "a buck fifty" (1.50 dollars), "twelve dollars and fifty cents" (12.50),
 * "two grand" (2000), "seventy-five cents" (0.75).
 */
function withSpokenCurrency(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const coin = Object.hasOwn(COINS, token.word) ? COINS[token.word]! : null;
    const before = out.at(-1);
    if (coin) {
      const count = before?.value != null && !before.pause ? out.pop()!.value! : 1;
      out.push(numberToken(count * coin.value, token), { ...token, word: coin.currency });
      continue;
    }
    const counted = before?.value != null && !before.pause;
    if (
      Object.hasOwn(MULTIPLES, token.word) &&
      (counted || (token.word === 'grand' && before?.word === 'a'))
    ) {
      const count = counted ? out.pop()!.value! : 1;
      out.push(numberToken(count * MULTIPLES[token.word]!, token), { ...token, word: 'bucks' });
      continue;
    }
    // "a buck", "a dollar a minute", "it's a pound a week": one of the currency (not "a dollar
    // seventy-five a pound", a weight after a price).
    const oneOf =
      DOLLAR_WORDS.test(token.word) || (ONE_OF_CURRENCY.test(token.word) && out.at(-2)?.value == null);
    if (/^(a|one)$/.test(before?.word ?? '') && oneOf && before!.value === null)
      out[out.length - 1] = numberToken(1, before!);
    // "Standard's the white, dollar seventy-five.": a dollar and cents, its "a" left unsaid.
    else if (/^(dollar|buck)$/.test(token.word) && before?.value == null && isWhole(tokens[i + 1], 1, 99))
      out.push(numberToken(1, token));
    const dollars = out.at(-1);
    if (WHOLE_UNITS.test(token.word) && dollars?.value != null && !token.pause) {
      // "twelve dollars and fifty cents", "a buck fifty", "sixteen pound fifty": the number after the
      // currency is cents (or pence).
      const skip = tokens[i + 1]?.word === 'and' || tokens[i + 1]?.value === 0 ? 1 : 0;
      const cents = tokens[i + 1 + skip];
      const after = tokens[i + 2 + skip];
      const unit = after?.word ?? '';
      // "a dollar seventy-five a pound": the tagger reads "a pound" as money, but "a" holds no number;
      // "a buck fifty apiece": the tagger reads "apiece" as a thing.
      const bare = skip === 0 && (!after?.tags.has('Noun') || EACH.test(after.word)) && after?.value == null;
      if (isWhole(cents, 1, 99) && (unit === 'cents' || bare)) {
        out[out.length - 1] = { ...numberToken(dollars.value + cents!.value! / 100, dollars), pause: false };
        out.push({ ...token, pause: cents!.pause });
        i += 1 + skip + (unit === 'cents' ? 1 : 0);
        continue;
      }
    }
    out.push(token);
  }
  return out;
}

/**
 * Two numbers in a row said of a price. With a first number of twenty or more they are dollars and
 * cents ("sixty-two fifty" is 62.50); otherwise both readings stay open ("four fifty" is 4.50 or
 * 450), leaning to hundreds, or to cents for retail cents ("nine ninety-nine"), and the price's
 * context decides (`spokenAmount`).
 */
export function joinSpokenPrices(said: Token[]): PriceToken[] {
  const tokens = withSpokenCurrency(said);
  const merged: PriceToken[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const [token, last] = [tokens[i]!, merged.at(-1)];
    const joins = last?.value != null && !last.pause && token.sign === null;
    if (joins && last.hundreds && isWhole(token, 10, 99) && !tokens[i + 1]?.tags.has('Noun')) {
      merged[merged.length - 1] = centsAdded(last, token);
      continue;
    }
    const open = joins && !last.pair && !last.hundreds;
    // "Two-oh-nine": a zero said "oh" between hundreds and ones.
    if (open && token.word === 'oh' && !token.pause && isWhole(last, 1, 9) && isWhole(tokens[i + 1], 0, 9)) {
      const ones = tokens[++i]!;
      const value = last.value! * 100 + ones.value!;
      merged[merged.length - 1] = { ...last, value, word: String(value), pause: ones.pause, hundreds: true };
      continue;
    }
    if (open && isWhole(last, 1, 99) && isWhole(token, 10, 99)) {
      const [first, second] = [last.value!, token.value!];
      // "One-ninety-nine" is said of $199: a dollar ninety-nine is said so.
      const retail = RETAIL_CENTS.has(second) && first >= RETAIL_FROM;
      const value = first >= 20 || retail ? first + second / 100 : first * 100 + second;
      const pair: [number, number] | undefined = first < 20 ? [first, second] : undefined;
      const hundreds = first < 10 && !retail;
      merged[merged.length - 1] = { ...last, value, word: String(value), pause: token.pause, pair, hundreds };
      continue;
    }
    merged.push(token);
  }
  return merged;
}

/**
 * "One thirty-nine ninety-nine" (139.99), "one-oh-seven fifty" (107.50): a price said in hundreds and
 * then its cents, whose reading is no longer open.
 */
const centsAdded = (hundreds: PriceToken, cents: Token): PriceToken => {
  const value = hundreds.value! + cents.value! / 100;
  return { ...hundreds, value, word: String(value), pause: cents.pause, pair: undefined, hundreds: false };
};

/**
 * Things priced one at a time, for a few dollars: an admission, a ticket, a drop-in, a craft, a pair
 * of socks, a quart or a basket of berries.
 */
const SINGLE_THING =
  /\b(admissions?|entry|entrance|tickets?|drop in|crafts?|snacks?|drinks?|pairs?|cups?|slices?|items?|quarts?|pints?|dozen|baskets?)\b/;
/** Periods a price may be a total over ("for ten weeks", "eight lessons"). */
const PERIODS = /^(days?|weeks?|months?|lessons?|classes|class|sessions?|visits?)$/;

const LONG: (MoneyPeriod | null)[] = ['week', 'month', 'term', 'season', 'year'];
const EACH = /^(each|apiece)$/;

/**
 * The prices a thing is usually quoted in: a person hearing "four fifty" reads it in this range. A
 * single thing costs a few dollars; a week, month or term up to thousands; an hour, a class or one
 * person's place (said per, or "each") up to a few hundred; a price for many periods or people ("for
 * ten weeks", "for up to twelve kids") is a total, like a term's.
 */
function usualRange(per: MoneyPeriod | null, said: PriceToken[], label: Token[]): [number, number] | null {
  const words = [...said, ...label];
  const single = (part: Token[]) => SINGLE_THING.test(part.map((t) => t.word).join(' '));
  const counts = (next: Token | undefined) =>
    Boolean(next && (PERIODS.test(next.word) || (next.tags.has('Noun') && !next.tags.has('Pronoun'))));
  const countsMany = (part: Token[]) =>
    part.some((t, i) => (t.value ?? 0) > 1 && counts(part[i + 1]) && part[i + 2]?.word !== 'old');
  if (per === 'item' || single(label)) return [1, 60];
  // "The 4-week program?" "…four Saturdays, with a lift ticket, that's four eighty-nine": a total
  // asked for is no single thing the answer names.
  if (LONG.includes(per) || countsMany(label)) return [20, 5000];
  if (single(said)) return [1, 60];
  const perOne = words.some(
    (t, i) =>
      EACH.test(t.word) ||
      (t.word === 'per' && /^(child|person)$/.test(periodOf(words[i + 1]?.word ?? '') ?? '')),
  );
  // A "session" may be one meeting or a whole term ("the summer session"): it says nothing of size.
  if (perOne || (per !== null && per !== 'one_time' && per !== 'session')) return [5, 400];
  // Read in the answer apart from the question: the answer's last number counts no word of the question.
  return countsMany(said) ? [20, 5000] : null;
}

/** How far (in orders of size) an amount lies outside a range. */
const outside = (amount: number, [low, high]: [number, number]) =>
  amount < low ? Math.log(low / amount) : amount > high ? Math.log(amount / high) : 0;

/** Words after which a number is an hour of the day: "pick up by seven", "open till nine". */
const HOUR_LEADS = new Set(['by', 'at', 'until', 'till', 'after', 'before', 'past']);

const ADD_ON = new Set(['plus', 'extra', 'additional', 'deposit', 'surcharge', 'tax', 'fee']);
const PHRASE_END = new Set(['if', 'or', 'for', 'when', 'but']);

/** Dollars and retail cents past ten are no hundreds: "fourteen ninety-five" is 14.95. */
const settledCents = ([first, second]: [number, number]) => first >= 10 && RETAIL_CENTS.has(second);

/**
 * The other prices said beside one, as alternatives ("kids are four fifty, adults six", "three
 * twenty-five, or three hundred if you register early"): a number that ends its phrase, not a time
 * ("pick up by seven"), the minutes of a length ("an hour fifteen"), an age range or an add-on
 * ("plus a ten dollar deposit").
 */
function pricesBeside(tokens: PriceToken[], at: number): number[] {
  return tokens.flatMap((token, i) => {
    if (
      i === at ||
      token.value === null ||
      token.value < 1 ||
      (token.pair && !settledCents(token.pair)) ||
      token.tags.has('Time') ||
      isSizeOrSlot(tokens, i) ||
      forTheFew(tokens, i) ||
      countsThingsAfter(tokens, i)
    )
      return [];
    const [before, after] = [tokens[i - 1]?.word ?? '', tokens[i + 1]];
    const ends = token.pause || !after || PHRASE_END.has(after.word) || DOLLAR_WORDS.test(after.word);
    const near = tokens.slice(Math.max(0, i - 3), i + 3).some((t) => ADD_ON.has(t.word));
    // "an hour fifteen": the minutes of a length.
    const hour = HOUR_LEADS.has(before) || /^hours?$/.test(before);
    return ends && !near && !hour && before !== 'to' && after?.word !== 'to' ? [token.value] : [];
  });
}

/**
 * Whether a price in retail cents ("nine ninety-five") is said in a call whose every other price lies
 * nearer its dollars-and-cents reading than its hundreds ("seven seventy-five a bottle" beside "nine
 * ninety-five a month"): a call of small prices. None said is no scale; other cents ("one
 * sixty-five") are as often hundreds.
 */
const smallCall = (callPrices: number[], [first, second]: [number, number]) =>
  RETAIL_CENTS.has(second) &&
  callPrices.length > 0 &&
  callPrices.every(
    (price) => price > 0 && price < Math.sqrt((first * 100 + second) * (first + second / 100)),
  );

/**
 * The amount of a price said as two numbers, read as a person would: near the other prices said
 * with it ("kids are four fifty, adults six" is 4.50), else among a call's small prices in retail cents,
 * else in the range its unit is usually priced in ("fourteen fifty" an admission is 14.50,
 * "thirteen fifty a month" 1350); when both readings fit, hundreds ("two-forty for the week", "the
 * camp is twelve fifty").
 */
export function spokenAmount(
  tokens: PriceToken[],
  at: number,
  per: MoneyPeriod | null,
  label: Token[],
  callPrices: number[] = [],
  currency = 'USD',
): number {
  const token = tokens[at]!;
  if (!token.pair) return token.value!;
  const [first, second] = token.pair;
  const readings = [first * 100 + second, first + second / 100];
  const beside = pricesBeside(tokens, at);
  if (beside.length === 0 && smallCall(callPrices, token.pair)) return readings[1]!;
  const usual = usualRange(per, tokens, label);
  const range = usual && inCurrency(usual, currency);
  const distance = (amount: number) =>
    beside.length > 0
      ? Math.min(...beside.map((price) => Math.abs(Math.log(amount / price))))
      : range
        ? outside(amount, range)
        : 0;
  const [hundreds, cents] = [distance(readings[0]!), distance(readings[1]!)];
  return hundreds === cents ? token.value! : hundreds < cents ? readings[0]! : readings[1]!;
}
