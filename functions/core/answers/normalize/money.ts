import type { MoneyPeriod, NormalizedValue } from '#shared/contracts/asks';
import { isSizeOrSlot } from './not-prices';
import { oneOff } from './one-off';
import { namesAdults } from './people';
import { askedAlternative } from './price-choice';
import {
  CURRENCY_WORDS,
  isWhen,
  periodAfter,
  periodAsked,
  periodBefore,
  periodOf,
  periodOfSubject,
  SIGNS,
} from './price-periods';
import { impliedUnit, isTermPrice, unitAfter } from './price-units';
import { variesByCase } from './price-varies';
import { askedEnd, saysAskedEnd } from './range-end';
import type { Reading } from './reading';
import { pastValues } from './said-when';
import { joinSpokenPrices, spokenAmount } from './spoken-prices';
import { thingAsked } from './thing-asked';
import { phraseStart, singular, type Token } from './tokens';

/** Ways of saying a price is nothing ("it's free", "we don't charge for that", "there isn't one"). */
const FREE = [
  'free',
  'nothing',
  'no charge',
  'no cost',
  'no fee',
  'not charge',
  'is not one',
  'is none',
  'complimentary',
  'on the house',
  'on us',
  'zero',
  // "covered by the province", "insurance covers it": someone else pays.
  'covered by',
  'covered under',
  'fully covered',
  'covers it',
  'covers the cost',
  'not cost',
  'included',
  'waived',
];
/** Words that turn from the first case said to the others ("free within ten kilometres, after that…"). */
const OTHERWISE = ['otherwise', 'after that', 'beyond that', 'past that', 'over that', 'if not', 'outside'];
/** Units that make a bare number something other than a price ("45 minutes", "6 years old"). */
const NOT_MONEY =
  /^(minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|kids?|children|students?|people|percent|%|am|pm|times?|moments?|seconds?|sec)$/;
/** A number said with a unit of NOT_MONEY: "45 minutes", not "forty, hour-long ones seventy". */
const measures = (tokens: Token[], at: number) =>
  !tokens[at]!.pause && NOT_MONEY.test(tokens[at + 1]?.word ?? '');
/** Words before a bare number that make it a time or an age ("3:30 to 5", "kids under 18"). */
const CLOCK_BEFORE = new Set([
  'to',
  'at',
  'after',
  'before',
  'past',
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

/**
 * Where a range starts that the currency is said after once ("ninety, ninety-five bucks", "between
 * 250 and 350 dollars"): a comparison takes the price a range starts from.
 */
function rangeStart(tokens: Token[], at: number): number {
  const amount = tokens[at]!.value!;
  const before = tokens[at - 1];
  const first =
    before?.value != null && before.pause ? at - 1 : /^(to|or|and)$/.test(before?.word ?? '') ? at - 2 : -1;
  const start = tokens[first];
  return start?.value != null && start.sign === null && start.value < amount ? first : at;
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
  const tokens = joinSpokenPrices(said);
  if (variesByCase(tokens)) return null;
  // "How much is the week?" "Three twenty-five.": a price said with no unit is per the one asked.
  const asked = tokens.some((t) => periodOf(t.word)) ? null : periodAsked(label);
  // A period named, else a run of weeks priced as a term, the period asked, or the unit the words imply.
  const unit = (at: number, per: MoneyPeriod | null) =>
    per ??
    (isTermPrice(tokens) ? 'term' : null) ??
    asked ??
    impliedUnit(tokens, at, label) ??
    oneOff(tokens, label);
  const price = (said: number, saidPer: MoneyPeriod | null, named: string | null, certainty: number) => {
    // "Buckets start at twenty-five and go up to one-fifty": the end of the range asked for.
    const end = askedEnd(tokens, said, label, (i) => isBare(tokens[i]!, i) || rangePrice(tokens, i));
    const at = end.at;
    const [own, name] = at === said ? [saidPer, named] : [priced[at]?.per ?? null, priced[at]?.named ?? null];
    const per = unit(at, own);
    return {
      value: {
        amount: spokenAmount(tokens, at, per, label),
        currency: name ?? currency,
        // "How much is a corsage?" "With roses it's forty-five.": a thing bought is priced per item.
        per: per ?? thingAsked(label),
      },
      certainty: certainty * end.factor,
    };
  };
  const free = tokens.findIndex((_, i) => FREE.some((word) => startsAt(tokens, i, word)));
  // "There isn't one within ten kilometres, after that it's fifteen": the case said first is the answer.
  if (
    opensWith(tokens, free) &&
    tokens.some((_, i) => i > free && OTHERWISE.some((w) => startsAt(tokens, i, w)))
  )
    return { value: { amount: 0, currency, per: null }, certainty: 0.8 };
  // "How much for eight kids?" "For eight it'd be one eighty-nine": a number the question names is
  // what is priced, not the price.
  const named = new Set(label.filter((t) => t.value !== null).map((t) => t.value));
  const restated = (token: Token) => token.sign === null && named.has(token.value);
  // "Five sixty for the season, plus a twenty dollar deposit", "a flat four hundred for a hundred
  // cones, after that it's three bucks a cone": what comes after is added to the price, unless it is
  // what was asked about.
  const asking = new Set(label.map((t) => t.word));
  const added = (i: number) =>
    addsOn(tokens, i) &&
    tokens.slice(0, i).some((t) => t.value !== null) &&
    !tokens.slice(i + 1, i + 4).some((t) => asking.has(t.word));
  // "Last year it was twelve, this year fifteen": a price of the past is no price now.
  const past = pastValues(tokens);
  const aside = (i: number) => added(i) || past.has(i);
  // A price said with a currency, else one said with what it is per ("ten per class, twenty dollars
  // each" is 20); one only restating an earlier price ("ninety for the year, which works out to under
  // eight bucks a month") leaves the earlier one.
  const priced = tokens.map((token, i) => {
    const next = tokens[i + 1]?.word ?? '';
    // "a sixty-minute session is one-ten": a number of minutes is a length, not a price.
    if (
      token.value === null ||
      aside(i) ||
      (token.sign === null && (measures(tokens, i) || isHour(tokens, i)))
    )
      return null;
    const worded = Object.hasOwn(CURRENCY_WORDS, next);
    const named = token.sign !== null ? (SIGNS[token.sign] ?? null) : worded ? CURRENCY_WORDS[next]! : null;
    const per = periodAfter(tokens, i + 1) ?? periodBefore(tokens, i) ?? periodOfSubject(tokens, i);
    return {
      at: i,
      named,
      marked: token.sign !== null || worded,
      per,
      unit: per ?? unitAfter(tokens, i, label),
    };
  });
  const withUnit = priced.find((p) => p && !p.marked && p.unit && !restated(tokens[p.at]!));
  const marked = priced.find((p) => p?.marked && !(withUnit && withUnit.at < p.at && restates(tokens, p.at)));
  const isBare = (t: Token, i: number) =>
    t.value !== null &&
    t.value > 0 &&
    !restated(t) &&
    !aside(i) &&
    !t.tags.has('Time') &&
    !measures(tokens, i) &&
    !((isQuantity(tokens[i + 1]) || namesAdults(tokens, i + 1)) && !t.pause) &&
    // "The first visit's ninety-five": the noun's "'s" is an "is"; "the package, one eighty-nine":
    // a pause parts the noun from the price; "this year fifteen": the noun says when.
    !(
      isQuantity(tokens[i - 1]) &&
      !tokens[i - 1]!.tags.has('Possessive') &&
      !tokens[i - 1]!.pause &&
      !isWhen(tokens, i - 1)
    ) &&
    !(
      CLOCK_BEFORE.has(tokens[i - 1]?.word ?? '') &&
      t.value <= MAX_CLOCK_OR_AGE &&
      !saysAskedEnd(tokens, i, label)
    ) &&
    !isSizeOrSlot(tokens, i);
  // "Singles are twenty-five an hour, tandems thirty-five" to a tandem: the alternative said of it.
  const chosen = askedAlternative(
    tokens,
    tokens.flatMap((t, i) => {
      const p = priced[i];
      return (p && (p.marked || p.unit) && !restated(t)) || isBare(t, i) ? [i] : [];
    }),
    label,
  );
  const alternative = chosen === null ? null : priced[chosen];
  const first =
    chosen === null ? (marked ?? withUnit) : alternative?.marked || alternative?.unit ? alternative : null;
  if (first && !(free >= 0 && free < first.at && isAboutAsked(tokens, free, label)))
    return price(rangeStart(tokens, first.at), first.per, first.named, first.marked ? 1 : 0.95);
  const bare = chosen ?? tokens.findIndex(isBare);
  // As sure as a bare number; of the two, the one said first: "a hundred and twenty, and siblings
  // come free" is 120, "free for members, otherwise ten" is 0; "the uniform's included, you just buy
  // the socks, like six bucks" is 0 for the uniform.
  if (free >= 0 && (bare < 0 || free < bare))
    return { value: { amount: 0, currency, per: null }, certainty: isConditional(tokens, free) ? 0.6 : 0.8 };
  if (bare >= 0) return price(bare, null, null, 0.8);
  return null;
}

/**
 * Whether the words around a "free" (up to the pauses either side) are about what was asked: they
 * name nothing ("It's free", "No charge,") or name a thing the question names ("The uniform's
 * included" to "How much are the uniforms?"), unlike "No charge for registration" to the classes or
 * "The first lesson is free" to a lesson.
 */
function isAboutAsked(tokens: Token[], at: number, label: Token[]): boolean {
  const start = phraseStart(tokens, at);
  const end = tokens.slice(at).findIndex((t) => t.pause);
  const asked = new Set(label.map((t) => singular(t.word)));
  const around = tokens.slice(start, end < 0 ? tokens.length : at + end + 1);
  const things = around.filter((t) => t.tags.has('Noun') && !t.tags.has('Pronoun') && t.value === null);
  // "The first lesson is free": a thing narrowed by a word the question does not say is another thing.
  const narrowed = (i: number) => {
    const before = around[i - 1];
    return Boolean(before?.tags.has('Adjective') || before?.tags.has('Ordinal')) && !asked.has(before!.word);
  };
  return (
    things.length === 0 ||
    around.some((t, i) => things.includes(t) && asked.has(singular(t.word)) && !narrowed(i))
  );
}

/** Words that add a price to one said before: "plus ten for the cake", "after that it's three a cone". */
const ADDING = ['plus', 'after that', 'beyond that', 'past that'];
const addsOn = (tokens: Token[], at: number) =>
  tokens
    .slice(Math.max(0, at - 4), at)
    .some((_, k) => ADDING.some((w) => startsAt(tokens, Math.max(0, at - 4) + k, w)));

/** Words that make a "free" hold only in some cases: "free if you spend over five hundred". */
const CONDITIONS = new Set(['if', 'when', 'once', 'unless', 'provided', 'over']);

/**
 * Whether the "free" at `at` is said with a condition, as a person hears "delivery's free if you
 * spend over five hundred": less sure an answer than a price said outright.
 */
const isConditional = (tokens: Token[], at: number) =>
  tokens.slice(at + 1, at + 4).some((t) => CONDITIONS.has(t.word));

/** Words by which a speaker restates a price just given in other terms. */
const RESTATING = ['works out', 'comes out', 'which is', 'that is', 'that comes to'];

/** Whether a restating phrase comes shortly before token `at`. */
const restates = (tokens: Token[], at: number) =>
  tokens
    .slice(Math.max(0, at - 6), at)
    .some((_, k) => RESTATING.some((w) => startsAt(tokens, Math.max(0, at - 6) + k, w)));

/** Whether only a subject pronoun and verbs come before token `at` ("There isn't one…", "It's free…"). */
const opensWith = (tokens: Token[], at: number) =>
  at >= 0 && tokens.slice(0, at).every((t) => t.tags.has('Pronoun') || !t.tags.has('Noun'));

/** Words after which a small number is an hour: "after nine at night it goes to one-ten". */
const HOUR_BEFORE = new Set(['after', 'before', 'past', 'until', 'till']);
const isHour = (tokens: Token[], at: number) =>
  HOUR_BEFORE.has(tokens[at - 1]?.word ?? '') && tokens[at]!.value! <= 12;

/** Above this a number after "at", "to" or "under" is neither an hour nor an age ("starts at thirteen hundred"). */
const MAX_CLOCK_OR_AGE = 99;

/** Whether the words of `phrase` are said from token `at` on. */
const startsAt = (tokens: Token[], at: number, phrase: string) =>
  phrase.split(' ').every((word, k) => tokens[at + k]?.word === word);

/** A number past the hours of a clock, said of no thing: "from forty up to two hundred dollars". */
const rangePrice = (tokens: Token[], at: number) =>
  (tokens[at]!.value ?? 0) > 12 && !isQuantity(tokens[at + 1]) && !measures(tokens, at);
