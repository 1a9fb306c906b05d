import { type MoneyPeriod, WEEKDAYS } from '#shared/contracts/asks';
import { inHoursSpan } from './clock-hours';
import {
  countsThingsAfter,
  forTheFew,
  isAgeBound,
  isAgeSpan,
  isCapacity,
  isSizeOrSlot,
  isThreshold,
  isYear,
} from './not-prices';
import { namesAdults, namesChildren } from './people';
import { CURRENCY_WORDS, isWhen, periodAfter, periodBefore, periodOfSubject, SIGNS } from './price-periods';
import { unitAfter } from './price-units';
import { saysAskedEnd } from './range-end';
import { pastValues } from './said-when';
import type { PriceToken } from './spoken-prices';
import type { Token } from './tokens';
import { weekdayOf } from './weekday-words';

/** The numbers of an answer that could be its price: said with a currency or a unit, or said bare. */

/** A number said with a currency sign or word, or with what it is per. */
export interface Priced {
  at: number;
  /** The currency the sign or word names; null when said without one. */
  named: string | null;
  /** Said with a currency sign or word. */
  marked: boolean;
  per: MoneyPeriod | null;
  /** The period, else the unit said after it ("per window"). */
  unit: MoneyPeriod | null;
}

/** The numbers of an answer that could be its price. */
export interface Candidates {
  /** Per token, the price said there with a currency or with what it is per, else null. */
  priced: (Priced | null)[];
  /** Whether the number of token `t` at `i` could be a price said bare ("The first visit's ninety-five"). */
  isBare: (t: Token, i: number) => boolean;
  /** Whether a number only restates one the question names ("For eight it'd be one eighty-nine"). */
  restated: (token: Token) => boolean;
}

/** Units that make a bare number something other than a price ("45 minutes", "6 years old", "my six o'clock"). */
const NOT_MONEY =
  /^(minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|kids?|children|students?|people|percent|%|am|pm|o'clock|oclock|times?|moments?|seconds?|sec)$/;
/**
 * A percentage ("25% off"), a number said with a unit of NOT_MONEY ("45 minutes", not "forty,
 * hour-long ones seventy"), an age bound ("two and under"), a year ("born in 2018"), a weight ("a 60 pound dog", "twenty-five pounds of clay": pounds before a noun) or a count of things
 * ("a pack of 10", "a group of 12"; "a cost of 400" is a price), how many a thing takes ("serves about
 * twenty-four") or a place ("off 610").
 */
const measures = (tokens: Token[], at: number) =>
  tokens[at]!.tags.has('Percent') ||
  (!tokens[at]!.pause && NOT_MONEY.test(tokens[at + 1]?.word ?? '')) ||
  countsThingsAfter(tokens, at) ||
  isThreshold(tokens, at) ||
  isCapacity(tokens, at) ||
  inHoursSpan(tokens, at) ||
  leadsToUnit(tokens, at) ||
  isWeight(tokens, at) ||
  isCountOf(tokens, at) ||
  forTheFew(tokens, at) ||
  isAgeBound(tokens, at) ||
  isAgeSpan(tokens, at) ||
  (at >= 2 && isAgeSpan(tokens, at - 2)) ||
  isCountHad(tokens, at) ||
  isYear(tokens, at) ||
  PLACE_BEFORE.has(tokens[at - 1]?.word ?? '') ||
  isOwned(tokens, at) ||
  isGrade(tokens, at) ||
  outOf(tokens, at) ||
  isExtremeOfAMeasure(tokens, at);

/** Superlatives of a price, which a number said as the extreme may be: "forty's the cheapest". */
const PRICE_EXTREMES = /^(?:cheapest|lowest|highest|least|most|priciest|dearest|best)$/;

/**
 * "Forty-five's the shortest we do", "eight is the youngest", "four's the cut-off": an extreme of
 * another measure, or a cut-off, no price.
 */
const isExtremeOfAMeasure = (tokens: Token[], at: number) => {
  const said = tokens[at + 3];
  return (
    tokens[at]!.sign === null &&
    tokens[at + 1]?.tags.has('Copula') === true &&
    tokens[at + 2]?.word === 'the' &&
    ((said?.tags.has('Superlative') === true && !PRICE_EXTREMES.test(said.word)) ||
      /^cut-?off$/.test(`${said?.word ?? ''}${tokens[at + 4]?.word === 'off' ? '-off' : ''}`))
  );
};

/** "Nine times out of ten", "a four out of five": a number out of another is a share, not a price. */
const outOf = (tokens: Token[], at: number) =>
  (tokens[at - 1]?.word === 'of' && tokens[at - 2]?.word === 'out') ||
  (tokens[at + 1]?.word === 'out' && tokens[at + 2]?.word === 'of') ||
  (tokens[at + 1]?.word === 'times' && tokens[at + 2]?.word === 'out');

/** Words between a length's number and its unit: "three business days", "two full weeks". */
const QUALIFIERS = new Set(['business', 'working', 'school', 'calendar', 'full', 'whole', 'more', 'extra']);

/**
 * "In about two, three business days", "two or three weeks", "three working days": a number opening
 * a range of lengths (a larger number next, or after "or"/"to", or "between" it "and") or a qualifier that ends in a unit
 * of NOT_MONEY measures that unit too; "four-fifty, one-time" is a price.
 */
function leadsToUnit(tokens: Token[], at: number): boolean {
  let next = at + 1;
  // "between five and fourteen days old": a range said with "between … and".
  const between = tokens[at - 1]?.word === 'between' && tokens[next]?.word === 'and';
  if (/^(or|to)$/.test(tokens[next]?.word ?? '') || between) next++;
  const upTo = tokens[next]?.value;
  if (upTo != null && upTo > tokens[at]!.value!) next++;
  while (QUALIFIERS.has(tokens[next]?.word ?? '')) next++;
  return next > at + 1 && !tokens[next - 1]!.pause && NOT_MONEY.test(tokens[next]?.word ?? '');
}

/** Words between "we've got" and the number it counts: "we've got like ten", "we have about twenty". */
const ROUGHLY = new Set([
  'like',
  'about',
  'around',
  'maybe',
  'probably',
  'over',
  'almost',
  'nearly',
  'roughly',
]);

/**
 * "Which one? We've got like ten.": a bare number said as what the business has counts the things
 * it has; it is no price ("we have it for ten" says the price with "for").
 */
const isCountHad = (tokens: Token[], at: number) => {
  if (tokens[at]!.sign !== null || Object.hasOwn(CURRENCY_WORDS, tokens[at + 1]?.word ?? '')) return false;
  let before = at - 1;
  while (before >= 0 && ROUGHLY.has(tokens[before]!.word) && !tokens[before]!.pause) before -= 1;
  const verb = tokens[before];
  // "We've got": the "have" before "got" is its auxiliary.
  const subject =
    verb?.word === 'got' && /^(?:have|has)$/.test(tokens[before - 1]?.word ?? '') ? before - 2 : before - 1;
  return (
    /^(?:have|has|got)$/.test(verb?.word ?? '') &&
    !verb!.pause &&
    /^(?:we|i|they|you)$/.test(tokens[subject]?.word ?? '')
  );
};

/** Words before a number that make it a school grade or level: "grade three", "Year 4", "level two". */
const GRADE_BEFORE = /^(?:grades?|levels?|years?)$/;

/** Words before "year" making it a period ("forty a year, 2 kids"), not a school year ("the Year 4 course"). */
const PERIOD_BEFORE_YEAR = /^(?:a|an|per|each|every|one|this|next|last|that)$/;

const namesGrade = (tokens: Token[], at: number) => {
  const word = tokens[at]?.word ?? '';
  if (!GRADE_BEFORE.test(word)) return false;
  const before = tokens[at - 1];
  return (
    !word.startsWith('year') ||
    (!tokens[at]!.pause && !PERIOD_BEFORE_YEAR.test(before?.word ?? '') && before?.value == null)
  );
};

/** "Grades six through eight", "grade 3", "the Year 4 course": a grade or level, or the end of a span of them. */
const isGrade = (tokens: Token[], at: number) =>
  namesGrade(tokens, at - 1) ||
  (/^(?:to|through|thru|and)$/.test(tokens[at - 1]?.word ?? '') && namesGrade(tokens, at - 3));

/** Words before a number that make it a road, an exit or a room: "just off 610", "suite 200". */
const PLACE_BEFORE = new Set([
  'off',
  'exit',
  'route',
  'highway',
  'hwy',
  'interstate',
  'suite',
  'unit',
  'room',
  'apartment',
  'apt',
]);

/** Words of whose a number after them is: "my own two", "our three". */
const OWNERS = /^(?:my|our|your|his|her|their|own)$/;

/** "I've got my own two at home": a number said after whose it is counts them (not "our forty-dollar package"). */
const isOwned = (tokens: Token[], at: number) =>
  OWNERS.test(tokens[at - 1]?.word ?? '') && !Object.hasOwn(CURRENCY_WORDS, tokens[at + 1]?.word ?? '');

const WEIGHT_UNITS = /^(pounds?|lbs?|kilos?|kg)$/;
const isWeight = (tokens: Token[], at: number) => {
  // "twenty-five pounds of clay": the thing weighed after "of".
  const thing = tokens[at + 2]?.word === 'of' && !tokens[at + 2]!.pause ? at + 3 : at + 2;
  return (
    WEIGHT_UNITS.test(tokens[at + 1]?.word ?? '') &&
    !tokens[at + 1]!.pause &&
    Boolean(tokens[thing]?.tags.has('Noun')) &&
    !tokens[thing]!.tags.has('Pronoun') &&
    !PRICE_NOUNS.test(tokens[thing]!.word)
  );
};

const PRICE_NOUNS =
  /^(cost|costs|price|prices|fee|fees|rate|rates|total|amount|charge|deposit|payments?|instal?lments?|bills?|sum|per|each|a|an)$/;
/** "A group of five": a number after "of" and a noun counts it, unless said as money ("an entry of five dollars"). */
const isCountOf = (tokens: Token[], at: number) =>
  tokens[at - 1]?.word === 'of' &&
  Boolean(tokens[at - 2]?.tags.has('Noun')) &&
  !PRICE_NOUNS.test(tokens[at - 2]!.word) &&
  tokens[at]!.sign === null &&
  !Object.hasOwn(CURRENCY_WORDS, tokens[at + 1]?.word ?? '');
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
 * noun describes it ("kids three to twelve"): neither is a price, unless the noun is a sum of money
 * itself ("a five hundred deposit", "a fifty minimum") or one day ("twenty-eight Friday through
 * Sunday"; "three Saturdays" counts them).
 */
const isQuantity = (next: Token | undefined) =>
  Boolean(next?.tags.has('Noun')) &&
  !next!.tags.has('Pronoun') &&
  !(WEEKDAYS as readonly string[]).includes(next!.word) &&
  !Object.hasOwn(CURRENCY_WORDS, next!.word) &&
  !SUMS.test(next!.word);

/**
 * "For members it's two seventy-five, non-members three twenty-five": a plural opening a phrase
 * after a pause names who the next price is for, said short for "non-members are".
 */
const namesGroupAfterPause = (tokens: Token[], at: number) => {
  const before = tokens[at - 1]?.word === 'non' ? at - 2 : at - 1;
  return Boolean(tokens[at]!.tags.has('Plural') && tokens[before]?.pause);
};

/**
 * The word naming what a number counts: the one after it, past a word describing it ("fifteen
 * edited images").
 */
export function thingAfter(tokens: Token[], at: number): Token | undefined {
  const next = tokens[at + 1];
  const describing = DESCRIBING.some((tag) => next?.tags.has(tag)) && !next!.pause;
  return tokens[at + (describing ? 2 : 1)];
}
const DESCRIBING = ['Adjective', 'PastTense'];

/** Nouns that name one sum of money, or where one lies ("the one-fifty mark", "a hundred fifty total"); "three fees" counts them. */
const SUMS = /^(?:deposit|fee|charge|surcharge|retainer|co-?pay|minimum|tip|mark|range|ballpark|total|tops)$/;

/** The numbers of an answer that could be its price, read against the question (its `label`). */
export function candidatesIn(tokens: Token[], label: Token[]): Candidates {
  // "How much for eight kids?" "For eight it'd be one eighty-nine": a number the question names is
  // what is priced, not the price.
  const named = new Set(label.filter((t) => t.value !== null).map((t) => t.value));
  const restated = (token: Token) => token.sign === null && named.has(token.value);
  const aside = asideIn(tokens, label);
  // "A full groom for a 60-lb doodle?" "Sixty pounds is a large for us": pounds of the question
  // weigh; they are no currency.
  const weighs = label.some((t) => WEIGHT_UNITS.test(t.word));
  const weight = (i: number) => weighs && /^pounds?$/.test(tokens[i + 1]?.word ?? '');
  const apart = (i: number) => weight(i) || aside(i);
  return {
    priced: pricedIn(tokens, label, apart),
    isBare: bareIn(tokens, label, restated, apart),
    restated,
  };
}

/**
 * Whether the number at `i` is said aside from the price. "Five sixty for the season, plus a twenty
 * dollar deposit", "a flat four hundred for a hundred cones, after that it's three bucks a cone":
 * what comes after is added to the price, unless it is what was asked about. "Last year it was
 * twelve, this year fifteen": a price of the past is no price now; "we take fifty off": a discount.
 */
function asideIn(tokens: Token[], label: Token[]): (i: number) => boolean {
  const asking = new Set(label.map((t) => t.word));
  const added = (i: number) =>
    addsOn(tokens, i) &&
    tokens.slice(0, i).some((t) => t.value !== null) &&
    !tokens.slice(i + 1, i + 4).some((t) => asking.has(t.word));
  const past = pastValues(tokens);
  return (i) => added(i) || past.has(i) || takenOff(tokens, i, label);
}

/**
 * A price said with a currency, else one said with what it is per ("ten per class, twenty dollars
 * each" is 20), at each token.
 */
function pricedIn(tokens: Token[], label: Token[], aside: (i: number) => boolean): (Priced | null)[] {
  return tokens.map((token, i) => {
    const next = tokens[i + 1]?.word ?? '';
    // "a sixty-minute session is one-ten": a number of minutes is a length, not a price.
    if (
      token.value === null ||
      aside(i) ||
      (token.sign === null && (measures(tokens, i) || isHour(tokens, i) || minutesOfALength(tokens, i)))
    )
      return null;
    const worded = Object.hasOwn(CURRENCY_WORDS, next);
    // "the four-quart flat for twenty-two": a number before a measure counts it.
    const measure = tokens[i + 1]?.tags.has('Unit') && isQuantity(tokens[i + 1]);
    if (token.sign === null && !token.pause && measure) return null;
    // "One grown-up per kid is free", "two adults per family": a number before people counts them.
    if (token.sign === null && !token.pause && (namesAdults(tokens, i + 1) || namesChildren(tokens, i + 1)))
      return null;
    // "Four payments of one-twenty, one a month": a lone one said per something is one of a thing.
    if (token.sign === null && !worded && token.value === 1 && token.tags.has('TextValue')) return null;
    const named = token.sign !== null ? (SIGNS[token.sign] ?? null) : worded ? CURRENCY_WORDS[next]! : null;
    const per = periodAfter(tokens, i + 1) ?? periodBefore(tokens, i) ?? periodOfSubject(tokens, i, label);
    return {
      at: i,
      named,
      marked: token.sign !== null || worded,
      per,
      unit: per ?? unitAfter(tokens, i, label),
    };
  });
}

/** Whether a number said without currency or unit could be the price, and not a count, a time or an age. */
function bareIn(
  tokens: Token[],
  label: Token[],
  restated: (token: Token) => boolean,
  aside: (i: number) => boolean,
): (t: Token, i: number) => boolean {
  return (t, i) =>
    t.value !== null &&
    t.value > 0 &&
    // "There is one, yeah", "the place on Fifth has one": a lone one said bare stands for a thing.
    t.value !== 1 &&
    !restated(t) &&
    !aside(i) &&
    !t.tags.has('Time') &&
    !measures(tokens, i) &&
    !describesWord(tokens, i) &&
    !((isQuantity(thingAfter(tokens, i)) || namesAdults(tokens, i + 1)) && !t.pause) &&
    // "The first visit's ninety-five": the noun's "'s" is an "is"; "the package, one eighty-nine":
    // a pause parts the noun from the price; "this year fifteen": the noun says when.
    !(
      isQuantity(tokens[i - 1]) &&
      !tokens[i - 1]!.tags.has('Possessive') &&
      !tokens[i - 1]!.pause &&
      !isWhen(tokens, i - 1) &&
      !namesGroupAfterPause(tokens, i - 1)
    ) &&
    !(
      CLOCK_BEFORE.has(tokens[i - 1]?.word ?? '') &&
      // ("…till seven-thirty": an hour and its minutes.)
      (t.value <= MAX_CLOCK_OR_AGE || (/^(?:till|until)$/.test(tokens[i - 1]!.word) && saysAnHour(t))) &&
      !pastTheClock(tokens, i) &&
      !pastTheMinutes(t) &&
      !saysAskedEnd(tokens, i, label) &&
      !startsPrices(tokens, i)
    ) &&
    !isSizeOrSlot(tokens, i) &&
    !dayAndHour(tokens, i) &&
    !opensHours(tokens, i);
}

/** "Figure an hour fifteen": the minutes of a length said in hours and minutes. */
const minutesOfALength = (tokens: Token[], at: number) =>
  /^hours?$/.test(tokens[at - 1]?.word ?? '') &&
  !tokens[at - 1]!.pause &&
  (/^(?:an?|one)$/.test(tokens[at - 2]?.word ?? '') || tokens[at - 2]?.value != null) &&
  (tokens[at]!.value ?? 60) < 60 &&
  !Object.hasOwn(CURRENCY_WORDS, tokens[at + 1]?.word ?? '');

/** "Sunday at three-thirty": an hour said "at" after a day, whatever its minutes. */
const dayAndHour = (tokens: PriceToken[], at: number) =>
  tokens[at - 1]?.word === 'at' && weekdayOf(tokens[at - 2]?.word ?? '') !== null && saysAnHour(tokens[at]!);

/** Words of a question about a discount, to which "twenty off" is the answer. */
const DISCOUNT_WORDS = /^(?:discounts?|off|save|savings?|reductions?|rebates?)$/;

/**
 * "We take fifty off the first month": an amount taken off is a discount, no price, unless the
 * question asks about one.
 */
const takenOff = (tokens: Token[], at: number, label: Token[]) =>
  tokens[at + 1]?.word === 'off' && !tokens[at]!.pause && !label.some((t) => DISCOUNT_WORDS.test(t.word));

/**
 * "Two-stage", "a three-bedroom": a small number joined by a hyphen to the word after it describes
 * that word (a number under twenty is said without a hyphen of its own, unlike "twenty-nine").
 */
const describesWord = (tokens: Token[], at: number) => {
  const [number, next] = [tokens[at]!, tokens[at + 1]];
  return (
    number.tags.has('Hyphenated') &&
    number.value! < 20 &&
    !number.pause &&
    next?.value === null &&
    next.tags.has('Hyphenated')
  );
};

/** Words that add a price to one said before: "plus ten for the cake", "after that it's three a cone". */
const ADDING = ['plus', 'after that', 'beyond that', 'past that'];
/** Words after a price that make it one for more than the first: "fifty every extra half hour after that". */
const MORE_AFTER = ['extra', 'additional'];
/** Words a price for more than the first may have after it, up to where it ends. */
const MORE_WORDS = 8;
const addsOn = (tokens: Token[], at: number) =>
  tokens
    .slice(Math.max(0, at - 4), at)
    .some((_, k) => ADDING.some((w) => startsAt(tokens, Math.max(0, at - 4) + k, w))) ||
  addsAfter(tokens, at);
const addsAfter = (tokens: Token[], at: number) => {
  const after = tokens.slice(at + 1, at + 1 + MORE_WORDS);
  const end = after.findIndex((t) => t.pause);
  const own = end < 0 ? after : after.slice(0, end + 1);
  return (
    own.some((t) => MORE_AFTER.includes(t.word)) &&
    own.some((_, k) => ADDING.slice(1).some((w) => startsAt(own, k, w)))
  );
};

/** Words by which a speaker restates a price just given in other terms. */
const RESTATING = ['works out', 'comes out', 'which is', 'that is', 'that comes to'];

/** Whether a restating phrase comes shortly before token `at`. */
export const restates = (tokens: Token[], at: number) =>
  tokens
    .slice(Math.max(0, at - 6), at)
    .some((_, k) => RESTATING.some((w) => startsAt(tokens, Math.max(0, at - 6) + k, w)));

/**
 * Words after which a small number is an hour ("after nine at night it goes to one-ten"), and
 * before which it opens hours ("we're ten till seven-thirty").
 */
const HOUR_BEFORE = new Set(['after', 'before', 'past', 'until', 'till']);
const isHour = (tokens: PriceToken[], at: number) =>
  (HOUR_BEFORE.has(tokens[at - 1]?.word ?? '') && saysAnHour(tokens[at]!)) || opensHours(tokens, at);

/** "We're ten till seven-thirty": an hour a span of opening hours starts at. */
const opensHours = (tokens: PriceToken[], at: number) =>
  /^(?:till|until)$/.test(tokens[at + 1]?.word ?? '') && saysAnHour(tokens[at]!);

/** A number that can be a clock time: an hour, or an hour and its minutes ("seven-thirty"). */
const saysAnHour = (t: PriceToken) => (t.pair ? t.pair[0] <= 12 && t.pair[1] < 60 : t.value! <= 12);

/**
 * "Starts at three ninety-nine", "from four seventy-five": two numbers whose second is past the
 * minutes of an hour are no clock time, but dollars and cents or hundreds.
 */
const pastTheMinutes = (t: PriceToken) => (t.pair?.[1] ?? 0) > 59;

/** "We're at seventy-nine ninety-five": a number one is "at", past the hours of a day, is a price (not "starts at"). */
const pastTheClock = (tokens: Token[], at: number) =>
  tokens[at - 1]!.word === 'at' &&
  /^(?:is|are|am|be)$/.test(tokens[at - 2]?.word ?? '') &&
  tokens[at]!.value! > 24;

/** Above this a number after "at", "to" or "under" is neither an hour nor an age ("starts at thirteen hundred"). */
const MAX_CLOCK_OR_AGE = 99;

/**
 * Words before "at" or "from" that say prices ("anywhere from forty", "priced at sixty"); "starts at
 * thirty-five" is the cheapest of many, no price of the thing asked (range-end.ts).
 */
const PRICE_LEADS = /^(?:anywhere|ranges?|ranging|priced)$/;
/** A price said after PRICE_LEADS, beyond a clock hour: "anywhere from forty to sixty". */
const startsPrices = (tokens: Token[], i: number) =>
  (tokens[i]!.value ?? 0) > 24 && PRICE_LEADS.test(tokens[i - 2]?.word ?? '');

/** Whether the words of `phrase` are said from token `at` on. */
export const startsAt = (tokens: Token[], at: number, phrase: string) =>
  phrase.split(' ').every((word, k) => tokens[at + k]?.word === word);

/** A number past the hours of a clock, said of no thing: "from forty up to two hundred dollars". */
export const rangePrice = (tokens: Token[], at: number) =>
  (tokens[at]!.value ?? 0) > 12 && !isQuantity(tokens[at + 1]) && !measures(tokens, at);
