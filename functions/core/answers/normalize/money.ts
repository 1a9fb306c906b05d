import type { MoneyPeriod, NormalizedValue, Weekday } from '#shared/contracts/asks';
import { oneOff } from './one-off';
import { hasAny, phrase, TOTAL_WORDS } from './phrases';
import {
  type Candidates,
  candidatesIn,
  type Priced,
  rangePrice,
  restates,
  startsAt,
  thingAfter,
} from './price-candidates';
import { askedAlternative } from './price-choice';
import {
  CURRENCY_WORDS,
  isWhen,
  namesComers,
  optionAsked,
  PERIOD_ADJECTIVES,
  periodAsked,
  periodOf,
  periodOfSubject,
  TIME_PERIODS,
} from './price-periods';
import { impliedUnit, isTermPrice, thingNamedAfter } from './price-units';
import { askedEnd } from './range-end';
import type { Reading } from './reading';
import { joinSpokenPrices, spokenAmount } from './spoken-prices';
import { personPriced, thingAsked } from './thing-asked';
import { namesThing, phraseStart, singular, type Token } from './tokens';
import { variesByCase } from './values-vary';

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
/** "Forms aren't covered by OHIP", "it's not free": a way of saying nothing, denied. */
const deniedAt = (tokens: Token[], at: number) => /^(?:not|never)$/.test(tokens[at - 1]?.word ?? '');

/** Words of a charge on top of the price: "we don't charge extra", "no additional fee". */
const ON_TOP = /^(?:extra|more|additional)$/;

/**
 * "The drawstring ones are fiddly but we don't charge extra" to "How much per bag?": nothing more
 * charged keeps the price said, unless the question asks what is charged on top.
 */
const nothingMore = (tokens: Token[], at: number, label: Token[]) =>
  FREE.some(
    (word) => startsAt(tokens, at, word) && ON_TOP.test(tokens[at + word.split(' ').length]?.word ?? ''),
  ) && !label.some((t) => ON_TOP.test(t.word));

/** Words that turn from the first case said to the others ("free within ten kilometres, after that…"). */
const OTHERWISE = ['otherwise', 'after that', 'beyond that', 'past that', 'over that', 'if not', 'outside'];

/** An answer read for its price: its words (spoken prices joined), the question's, and the currency by default. */
interface MoneyAnswer {
  tokens: Token[];
  label: Token[];
  currency: string;
  /** The prices said elsewhere in the call. */
  callPrices: number[];
  /** The days the parent means, when the question's ask names none. */
  daysMeant: readonly Weekday[];
}

/**
 * Where a range starts that the currency is said after once ("ninety, ninety-five bucks", "between
 * 250 and 350 dollars"): a comparison takes the price a range starts from. A number that could be
 * no price starts none ("For kids under twelve, nineteen dollars": twelve is an age).
 */
function rangeStart(tokens: Token[], at: number, { isBare }: Candidates): number {
  const amount = tokens[at]!.value!;
  const before = tokens[at - 1];
  const first =
    before?.value != null && before.pause ? at - 1 : /^(to|or|and)$/.test(before?.word ?? '') ? at - 2 : -1;
  const start = tokens[first];
  return start?.value != null && start.sign === null && start.value < amount && isBare(start, first)
    ? first
    : at;
}

/** Words after "there isn't one" that leave it a price denied: "there isn't one for siblings". */
const AFTER_NONE = /^(?:for|at|on|in|here|there|anymore|now|unless|if|with|though|right|yet|either|that)$/;

/** "It's not one big lump", "it's not one price": not a single thing, no price denied. */
const notOneThing = (tokens: Token[], at: number) =>
  startsAt(tokens, at, 'is not one') &&
  !tokens[at + 2]!.pause &&
  tokens[at + 3] !== undefined &&
  !AFTER_NONE.test(tokens[at + 3]!.word);

/** "Forty-something", "twenty-odd", "a hundred and change": a number whose last figures are not said. */
const roughOnly = (token: Token, i: number, tokens: Token[]) =>
  token.value !== null &&
  !token.pause &&
  (/^(?:something|odd)$/.test(tokens[i + 1]?.word ?? '') ||
    (tokens[i + 1]?.word === 'and' && tokens[i + 2]?.word === 'change'));

/**
 * A price: the first number said with a currency sign or word ("$30", "thirty bucks", "one-twenty a
 * month"), or followed by what it is per; "free" / "costs nothing" is 0. The currency is the one
 * named, else the default (the country of the business).
 */
export function readMoney(
  said: Token[],
  currency: string,
  label: Token[] = [],
  callPrices: number[] = [],
  daysMeant: readonly Weekday[] = [],
): Reading<NormalizedValue['money']> | null {
  const tokens = joinSpokenPrices(said);
  if (variesByCase(tokens) || tokens.some(roughOnly)) return null;
  const answer = { tokens, label, currency, callPrices, daysMeant };
  const free = tokens.findIndex(
    (_, i) =>
      FREE.some((word) => startsAt(tokens, i, word)) &&
      !deniedAt(tokens, i) &&
      !freeOtherThing(tokens, i, label) &&
      !nothingMore(tokens, i, label) &&
      !notOneThing(tokens, i),
  );
  // "There isn't one within ten kilometres, after that it's fifteen": the case said first is the answer.
  if (
    opensWith(tokens, free) &&
    tokens.some((_, i) => i > free && OTHERWISE.some((w) => startsAt(tokens, i, w)))
  )
    return {
      value: { amount: 0, currency, per: periodOfSubject(tokens, free) ?? thingAsked(label) },
      certainty: 0.8,
    };
  const candidates = candidatesIn(tokens, label);
  const { first, chosen } = firstPrice(tokens, label, candidates, daysMeant);
  if (first && !(free >= 0 && free < first.at && isAboutAsked(tokens, free, label))) {
    const each = priceAt(
      answer,
      candidates,
      { at: rangeStart(tokens, first.at, candidates), per: first.per, named: first.named },
      first.marked ? 1 : 0.95,
    );
    return summedUp(answer, candidates, first.at, each);
  }
  const bare = chosen ?? tokens.findIndex(candidates.isBare);
  // As sure as a bare number; of the two, the one said first: "a hundred and twenty, and siblings
  // come free" is 120, "free for members, otherwise ten" is 0; "the uniform's included, you just buy
  // the socks, like six bucks" is 0 for the uniform.
  if (free >= 0 && (bare < 0 || free < bare))
    // "Kids are free": nothing for each of those named.
    return {
      value: { amount: 0, currency, per: periodOfSubject(tokens, free) ?? thingAsked(label) },
      certainty: isConditional(tokens, free) ? 0.6 : 0.8,
    };
  if (bare >= 0) {
    const per = chosen === null ? null : alternativesUnit(candidates.priced, bare);
    return summedUp(
      answer,
      candidates,
      bare,
      priceAt(answer, candidates, { at: bare, per, named: null }, 0.8),
    );
  }
  return null;
}

/** Words after a number in a question that make it no count of the things priced: "20 inch", "6 years". */
const NO_COUNT =
  /^(?:inch|inches|foot|feet|year|years|yr|yrs|minute|minutes|hour|hours|day|days|week|weeks|month|months|percent|x|by)$/;

/**
 * "It's forty-nine cents each, so, uh, forty-nine bucks" to "Price for 100 flyers": a price of each,
 * and after it the price of the number asked worked out, which is the one asked, paid once.
 */
function wholeWorkedOut(
  answer: MoneyAnswer,
  candidates: Candidates,
  eachAt: number,
  each: Reading<NormalizedValue['money']>,
): Reading<NormalizedValue['money']> | null {
  const counts = answer.label.flatMap((t, i) =>
    t.value !== null && t.value >= 2 && !NO_COUNT.test(answer.label[i + 1]?.word ?? '') ? [t.value] : [],
  );
  if (counts.length !== 1) return null;
  const whole = each.value.amount * counts[0]!;
  for (const [at, token] of answer.tokens.entries()) {
    if (at <= eachAt || !(candidates.priced[at] || candidates.isBare(token, at))) continue;
    const said = priceAt(
      answer,
      candidates,
      { at, per: null, named: candidates.priced[at]?.named ?? null },
      1,
    );
    if (whole > 0 && Math.abs(said.value.amount - whole) < 0.01 * whole)
      return { value: { ...said.value, per: 'one_time' }, certainty: each.certainty };
  }
  return null;
}

/** The price said first, or the whole it comes to said after it. */
const summedUp = (
  answer: MoneyAnswer,
  candidates: Candidates,
  at: number,
  reading: Reading<NormalizedValue['money']>,
) =>
  sumSaid(answer, candidates) ??
  wholeWorkedOut(answer, candidates, at, reading) ??
  totalSaid(answer, candidates, at) ??
  reading;

/**
 * "Sixty-two plus thirty-six, ninety-eight a night": two amounts added up aloud, and the sum said
 * right after them (their sum, whatever else it could be read as), which is the price.
 */
function sumSaid(answer: MoneyAnswer, candidates: Candidates): Reading<NormalizedValue['money']> | null {
  const { tokens } = answer;
  for (const [plus, token] of tokens.entries()) {
    const [a, b] = [tokens[plus - 1], tokens[plus + 1]];
    if (token.word !== 'plus' || a?.value == null || b?.value == null) continue;
    const at = tokens.findIndex(
      (t, i) =>
        i > plus + 1 &&
        i <= plus + 4 &&
        t.value !== null &&
        Math.abs(t.value - (a.value! + b.value!)) < 0.005,
    );
    if (at >= 0)
      return priceAt(answer, candidates, { at, per: null, named: candidates.priced[at]?.named ?? null }, 0.9);
  }
  return null;
}

/**
 * "…two seventy-five, and for twins we add fifty for the second baby, so three twenty-five all in":
 * a price said after the first as the total of all is the one to pay.
 */
function totalSaid(
  answer: MoneyAnswer,
  candidates: Candidates,
  firstAt: number,
): Reading<NormalizedValue['money']> | null {
  const { tokens } = answer;
  const at = tokens.findIndex(
    (token, i) =>
      i > firstAt &&
      (candidates.priced[i] || candidates.isBare(token, i)) &&
      hasAny(phrase(tokens.slice(i + 1, i + 3).map((t) => t.word)), TOTAL_WORDS),
  );
  if (at < 0) return null;
  return priceAt(answer, candidates, { at, per: null, named: candidates.priced[at]?.named ?? null }, 0.9);
}

/**
 * "Twenty-two per kid on weekdays, twenty-eight Friday through Sunday": a price chosen among
 * alternatives said in one breath is per the unit the others are said per, when they name one.
 */
function alternativesUnit(priced: (Priced | null)[], chosen: number): MoneyPeriod | null {
  const units = new Set(priced.flatMap((p) => (p && p.at !== chosen && p.per ? [p.per] : [])));
  return units.size === 1 ? [...units][0]! : null;
}

/**
 * "…a month, that's four lessons", "you get fifteen edited images": a bare number before the plural
 * of a thing (a word describing it between) counts those things.
 */
const countsThings = (tokens: Token[], at: number) => {
  const thing = thingAfter(tokens, at);
  return (
    tokens[at]!.sign === null &&
    !tokens[at]!.pause &&
    !!thing?.tags.has('Plural') &&
    namesThing(thing) &&
    !Object.hasOwn(CURRENCY_WORDS, thing.word)
  );
};

/**
 * The first price said with a currency, else with what it is per ("ten per class, twenty dollars
 * each" is 20); one only restating an earlier price ("ninety for the year, which works out to under
 * eight bucks a month") leaves the earlier one. Of prices said as alternatives ("Singles are
 * twenty-five an hour, tandems thirty-five" to a tandem), the one said of the thing asked is
 * `chosen`, and is the first when said with a currency or unit.
 */
function firstPrice(
  tokens: Token[],
  label: Token[],
  { priced, isBare, restated }: Candidates,
  daysMeant: readonly Weekday[],
): { first: Priced | null; chosen: number | null } {
  // "How much per class?" "It's two-forty a month, so it works out to sixty a class.": the one price
  // said per the unit the question names, beside one said per another, even as a restatement.
  const askedUnit = label.some((t) => t.word === 'per') ? periodAsked(label) : null;
  const perAsked = askedUnit === null ? [] : priced.filter((p) => p?.per === askedUnit);
  const perOther = priced.some((p) => p?.per != null && p.per !== askedUnit);
  if (perAsked.length === 1 && perOther) return { first: perAsked[0]!, chosen: null };
  // "Parties start at three ninety-five, then twenty per extra kid": the price added on is not the price.
  const others = (at: number) => tokens.some((t, i) => i !== at && (priced[i] || isBare(t, i)));
  const withUnit = priced.find(
    (p) => p && !p.marked && p.unit && !restated(tokens[p.at]!) && !(addedOn(tokens, p.at) && others(p.at)),
  );
  const marked = priced.find((p) => p?.marked && !(withUnit && withUnit.at < p.at && restates(tokens, p.at)));
  const chosen = askedAlternative(
    tokens,
    tokens.flatMap((t, i) => {
      const p = priced[i];
      return (p && (p.marked || p.unit) && !restated(t) && !countsThings(tokens, i)) || isBare(t, i)
        ? [i]
        : [];
    }),
    label,
    daysMeant,
  );
  const alternative = chosen === null ? null : priced[chosen];
  const first =
    chosen === null ? (marked ?? withUnit) : alternative?.marked || alternative?.unit ? alternative : null;
  return { first: first ?? null, chosen };
}

/** A price for each one more: "then twenty per extra kid", "plus five each additional hour". */
const addedOn = (tokens: Token[], at: number) =>
  /^(?:then|plus)$/.test(tokens[at - 1]?.word ?? '') ||
  tokens.slice(at + 1, at + 4).some((t) => t.word === 'extra' || t.word === 'additional');

/**
 * The price said at `said.at`, or at the end of the range there that is asked for ("Buckets start
 * at twenty-five and go up to one-fifty"), with its currency and what it is per.
 */
function priceAt(
  { tokens, label, currency, callPrices }: MoneyAnswer,
  { priced, isBare }: Candidates,
  said: Pick<Priced, 'at' | 'per' | 'named'>,
  certainty: number,
): Reading<NormalizedValue['money']> {
  const end = askedEnd(tokens, said.at, label, (i) => isBare(tokens[i]!, i) || rangePrice(tokens, i));
  const at = end.at;
  const [own, name] =
    at === said.at ? [said.per, said.named] : [priced[at]?.per ?? null, priced[at]?.named ?? null];
  const per = unitOf(tokens, label, at, own);
  // "How much is a corsage?" "With roses it's forty-five.": a thing bought is priced per item.
  const asked = thingAsked(label);
  return {
    value: {
      // "How much is a haircut?" "…it's fifteen fifty now.": a service given in one sitting is
      // priced as one visit is (15.50, not 1550).
      amount: spokenAmount(
        tokens,
        at,
        per ?? (asked === 'visit' ? asked : null),
        label,
        callPrices,
        name ?? currency,
      ),
      currency: name ?? currency,
      per: per ?? asked,
    },
    certainty: certainty * end.factor,
  };
}

/**
 * What the price at `at` is per: the period named with it (`per`), else a run of weeks priced as a
 * term, the period asked, or the unit the words imply.
 */
function unitOf(tokens: Token[], label: Token[], at: number, per: MoneyPeriod | null) {
  // "How much is the week?" "Three twenty-five.": a price said with no unit is per the one asked.
  // ("…per head, er, per person I mean": a person said outright stays one.)
  if (
    per === 'person' &&
    namesComers(tokens) &&
    periodAsked(label) === 'child' &&
    !tokens.some((t) => /^(?:person|people)$/.test(t.word))
  )
    return 'child';
  // "What's the weekly rate per adult?" "Thirty-six fifty per adult.": a price said per person to a
  // question asking it per a period of time is per that period.
  const period = timeAskedPer(label);
  if ((per === 'person' || per === 'child') && period !== null) return period;
  // "Two-forty for all four days" to "How much is the week?": periods counted name no unit of the price.
  const asked = tokens.some((_, i) => namesAPeriod(tokens, i) && !optionAsked(tokens, i, label))
    ? null
    : periodAsked(label);
  return (
    paidWhole(tokens, per) ??
    per ??
    (isTermPrice(tokens) ? 'term' : null) ??
    // "Rentals are four bucks a pair" to "the rental price for kids": a thing said as the unit.
    thingNamedAfter(tokens, at) ??
    asked ??
    impliedUnit(tokens, at, label) ??
    personPriced(label) ??
    oneOff(tokens, label)
  );
}

/** Words saying a price is the whole of what is paid: "for the full course", "eight ninety-nine total", "up front". */
const WHOLE_PAID = /\bfull course\b|\btotal\b|\bup front\b/;

/**
 * "Thirteen forty-nine for the full course", "The SAT course is eight ninety-nine total": a course's
 * price said as all of it paid is paid once, not per term (unless it is said to run so many weeks:
 * "It's six Saturdays, one-ninety-five for the whole course").
 */
const paidWhole = (tokens: Token[], per: MoneyPeriod | null): MoneyPeriod | null =>
  per === 'term' &&
  tokens.some((t) => t.word === 'course') &&
  !isTermPrice(tokens) &&
  WHOLE_PAID.test(tokens.map((t) => t.word).join(' '))
    ? 'one_time'
    : null;

/**
 * The period of time a question asks a price per, said as such: "What's the weekly rate per adult?",
 * "How much is it per day?" (not "Price for parents' night out", "How much is the course?").
 */
function timeAskedPer(label: Token[]): MoneyPeriod | null {
  for (const [i, token] of label.entries()) {
    const period = periodOf(token.word);
    // ("How much is a day pass?": a period naming the kind of thing is not what it is priced per.)
    const names = label[i + 1]?.tags.has('Noun') && !label[i + 1]!.tags.has('Pronoun');
    const said =
      PERIOD_ADJECTIVES.has(token.word) ||
      (/^(?:per|a|an|each|every)$/.test(label[i - 1]?.word ?? '') && !names);
    if (period && TIME_PERIODS.has(period) && said) return period;
  }
  return null;
}

/** How often something is done: "twice a week", "three times a month", "two classes a week". */
const HOW_OFTEN = /^(?:once|twice|thrice|times)$/;

/**
 * Whether the word at `i` names a period a price may be per ("a month", "the week"), not one counted
 * ("four days"), how often something is done ("twice a week"), a plan's terms ("month to month") or
 * people spoken of ("most kids").
 */
function namesAPeriod(tokens: Token[], i: number): boolean {
  const word = tokens[i]!.word;
  const period = periodOf(word);
  // ("This year members went up to two-ten": a period said of when.)
  if (!period || (tokens[i - 1]?.value ?? 1) > 1 || isWhen(tokens, i)) return false;
  // "Most kids come…": people named are no unit unless a price is said per them ("a kid").
  if (
    (period === 'child' || period === 'person') &&
    !/^(?:a|an|per|each|every)$/.test(tokens[i - 1]?.word ?? '')
  )
    return false;
  const often = /^(?:a|an|per)$/.test(tokens[i - 1]?.word ?? '') && tokens[i - 2];
  if (often && (HOW_OFTEN.test(often.word) || (often.tags.has('Plural') && often.tags.has('Noun'))))
    return false;
  const repeated = (k: number) => tokens[i + k]?.word === 'to' && tokens[i + 2 * k]?.word === word;
  return !repeated(1) && !repeated(-1);
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

/**
 * "Outside our free zone", "we have free parking": "free" said of a thing the question does not
 * name is no price of the thing asked (unlike "we do free delivery" to delivery).
 */
function freeOtherThing(tokens: Token[], at: number, label: Token[]): boolean {
  if (freeOf(tokens, at) || personFree(tokens, at) || supposedFree(tokens, at)) return true;
  const next = tokens[at + 1];
  if (tokens[at]!.word !== 'free' || tokens[at]!.pause || !namesThing(next))
    return subjectOther(tokens, at, label);
  return !label.some((t) => singular(t.word) === singular(next!.word));
}

/** "Which, if it was free, it probably hasn't": a "free" only supposed says no price. */
const supposedFree = (tokens: Token[], at: number) =>
  tokens[at]!.word === 'free' &&
  tokens[at - 3]?.word === 'if' &&
  tokens[at - 2]?.tags.has('Pronoun') &&
  /^(?:was|were)$/.test(tokens[at - 1]?.word ?? '');

/** "Let me see if she's free", "is he free Tuesday?": a person free is one with time, not a price. */
const personFree = (tokens: Token[], at: number) => {
  if (tokens[at]!.word !== 'free') return false;
  const before = tokens.slice(Math.max(0, at - 2), at);
  return before.some((t) => t.tags.has('Copula')) && before.some((t) => PEOPLE_PRONOUNS.has(t.word));
};
const PEOPLE_PRONOUNS = new Set(['she', 'he']);

/** What a thing can be free of and cost nothing: "it's fee-free", "cost-free". */
const CHARGES = new Set(['cost', 'charge', 'fee']);

/**
 * "You leave lice-free", "a nut-free snack", "smoke-free": "free" joined to the word before it says
 * what a thing is without, not its price.
 */
const freeOf = (tokens: Token[], at: number) => {
  const before = tokens[at - 1];
  return (
    tokens[at]!.word === 'free' &&
    tokens[at]!.tags.has('Hyphenated') &&
    before?.tags.has('Hyphenated') === true &&
    !before.pause &&
    !CHARGES.has(before.word)
  );
};

/** Words of "free" said of the thing that is free ("the consult's free", "the uniform's included"). */
const SAID_OF_THE_THING = new Set(['free', 'included', 'complimentary', 'waived']);

/**
 * "The consult's free" to "How much do braces cost?": "free" said of a subject the question does
 * not name, where the question names a thing, is the price of another thing (but "With a referral
 * it's covered" is said of "it").
 */
function subjectOther(tokens: Token[], at: number, label: Token[]): boolean {
  // "Your extended health covers it": the subject of "covers" pays, it is not the thing priced.
  if (!SAID_OF_THE_THING.has(tokens[at]!.word)) return false;
  const subject = tokens
    .slice(phraseStart(tokens, at), at)
    .findLast((t) => namesThing(t) || t.tags.has('Pronoun'));
  return namesThing(subject) && label.some(namesThing) && !isAboutAsked(tokens, at, label);
}

/** Words that make a "free" hold only in some cases: "free if you spend over five hundred". */
const CONDITIONS = new Set(['if', 'when', 'once', 'unless', 'provided', 'over']);

/**
 * Whether the "free" at `at` is said with a condition, as a person hears "delivery's free if you
 * spend over five hundred": less sure an answer than a price said outright.
 */
const isConditional = (tokens: Token[], at: number) =>
  tokens.slice(at + 1, at + 4).some((t) => CONDITIONS.has(t.word));

/** Whether only a subject pronoun and verbs come before token `at` ("There isn't one…", "It's free…"). */
const opensWith = (tokens: Token[], at: number) =>
  at >= 0 && tokens.slice(0, at).every((t) => t.tags.has('Pronoun') || !t.tags.has('Noun'));
