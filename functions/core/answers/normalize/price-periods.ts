import { MONEY_PERIODS, type MoneyPeriod } from '#shared/contracts/asks';
import type { Token } from './tokens';

/** Spoken names of money units, by currency; a number next to one of them is an amount. */
export const CURRENCY_WORDS: Record<string, string | null> = {
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
  rand: 'ZAR',
  rupee: 'INR',
  rupees: 'INR',
  yen: 'JPY',
};
export const SIGNS: Record<string, string | null> = { $: null, '€': 'EUR', '£': 'GBP' };

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
  course: 'term',
  nightly: 'night',
  session: 'session',
  appointment: 'visit',
  service: 'visit',
  kid: 'child',
  children: 'child',
  student: 'child',
  head: 'person',
  adult: 'person',
  camper: 'child',
  pupil: 'child',
  girl: 'child',
  boy: 'child',
  toddler: 'child',
  baby: 'child',
  infant: 'child',
  once: 'one_time',
  flat: 'one_time',
};

/** Words for a share of a unit of time: "a half hour", "half an hour", "a quarter hour". */
const SHARES = new Set(['half', 'quarter']);

/** Words saying a period is had in full: "for the whole year". */
const WHOLE = /^(?:whole|entire)$/;

const PER_MARKERS = new Set(['a', 'an', 'per', 'each', 'every', 'for', 'the', 'one', '/']);

/**
 * People named by what they come to do, or counted by head: "eighteen fifty per skater", "twelve a
 * rider", "ninety-five per head". They are the children when the question asks of children ("per
 * extra child?" "Every extra skater is twenty-two fifty").
 */
const COMERS = new Set([
  'participant',
  'attendee',
  'visitor',
  'passenger',
  'skater',
  'swimmer',
  'rider',
  'player',
  'bowler',
  'climber',
  'head',
]);

export function periodOf(word: string): MoneyPeriod | null {
  const singular = word.replace(/e?s$/, '');
  for (const candidate of [word, singular]) {
    if ((MONEY_PERIODS as readonly string[]).includes(candidate)) return candidate as MoneyPeriod;
    if (Object.hasOwn(PERIOD_WORDS, candidate)) return PERIOD_WORDS[candidate]!;
    if (COMERS.has(candidate) || COMERS.has(word.replace(/s$/, ''))) return 'person';
  }
  return null;
}

/** Whether words name people by what they come to do ("per skater"), not as persons. */
export const namesComers = (tokens: Token[]) => tokens.some((t) => COMERS.has(t.word.replace(/s$/, '')));

/**
 * "Last year it was twelve", "next month it goes up", "eighty-nine during regular hours": a period
 * said of when, not what a price is per.
 */
export const isWhen = (tokens: Token[], at: number) =>
  /^(last|next|this)$/.test(tokens[at - 1]?.word ?? '') ||
  tokens.slice(Math.max(0, at - 2), at).some((t) => /^(during|outside)$/.test(t.word));

/** The period named just after an amount ("a month", "per lesson", "monthly"), else anywhere after it. */
export function periodAfter(tokens: Token[], amountEnd: number): MoneyPeriod | null {
  // "A hundred and ten, yep, per child": a word agreeing, said right after the amount, goes past.
  let from = amountEnd;
  while (AGREEING.test(tokens[from]?.word ?? '') && tokens[from]!.pause) from += 1;
  // "a sixty-dollar membership for the year", "one forty-five per scout for the year": the thing
  // priced, said right after (a word after "per" is a noun), does not count.
  const afterPer = tokens[from]?.word === 'per' ? tokens[from + 1] : undefined;
  const thing = tokens
    .slice(from, from + 2)
    .some(
      (t) =>
        (t.tags.has('Noun') || t === afterPer) &&
        !t.tags.has('Pronoun') &&
        !Object.hasOwn(CURRENCY_WORDS, t.word),
    );
  // "Forty-five for a half hour", "thirty per quarter hour": a share of a unit is a length priced, not the unit.
  let share = false;
  // "eighteen dollars for the first kid", "ten for each extra child": one of the people, told apart.
  const singled = tokens.slice(from, from + 4).some((t) => SINGLING_OUT.test(t.word));
  // "one hundred eighty euro for the summer season": the season named before the period.
  const seasoned = tokens.slice(from, from + 4).some((t) => SEASONS.test(t.word));
  // "forty dollars for the whole year": the period said whole.
  const whole = tokens.slice(from, from + 4).some((t) => WHOLE.test(t.word));
  const reach = 4 + (thing ? 1 : 0) + (singled ? 1 : 0) + (seasoned ? 1 : 0) + (whole ? 1 : 0);
  for (let i = from; i < Math.min(tokens.length, from + reach); i++) {
    const word = tokens[i]!.word;
    // "a hundred and forty-nine, that's per person": the unit said of the amount just said.
    if (i === from && tokens[i - 1]?.pause && saysUnitOfIt(tokens, i)) return periodOf(tokens[i + 3]!.word);
    if (SHARES.has(word)) {
      share = true;
      continue;
    }
    if (SINGLING_OUT.test(word) && PEOPLE.has(periodOf(tokens[i + 1]?.word ?? '') as MoneyPeriod)) continue;
    // "thirty-two each, all-day is forty-eight", "one sixty-five, it runs an hour": a pause ends what
    // the amount is said of, unless a period's adjective ("forty bucks, flat") or, right after the
    // amount, a unit ("one-twenty, a month", "one-twenty, one a month") follows it.
    // "seventy-five dollars, once a year": paid once each period.
    const oneEach = (tokens[i]!.value === 1 || word === 'once') && PER_MARKERS.has(tokens[i + 1]?.word ?? '');
    // ("…dollars, once a year": past the amount's currency word.)
    const atAmount = i === from || (i === from + 1 && Object.hasOwn(CURRENCY_WORDS, tokens[from]!.word));
    const unitNext = atAmount && (PER_MARKERS.has(word) || tokens[i]!.tags.has('Adverb') || oneEach);
    if (tokens[i - 1]?.pause && !PERIOD_ADJECTIVES.has(word) && !unitNext) break;
    if (
      Object.hasOwn(CURRENCY_WORDS, word) ||
      PER_MARKERS.has(word) ||
      (word === 'once' && oneEach) ||
      WHOLE.test(word)
    )
      continue;
    // "$180 for the eight weeks" is a total over a number of periods, not a price per week.
    if ((tokens[i]!.value ?? 1) > 1) return null;
    const period = isWhen(tokens, i) ? null : periodOf(word);
    // "three days" counts days; a price per day is "a day", "per day" or "daily".
    if (i === from && period && !PERIOD_ADJECTIVES.has(word)) return null;
    // "Three-twenty, per day is seventy-five": a period opening the next statement is its subject.
    if (period && tokens[i + 1]?.tags.has('Copula') && tokens.slice(from - 1, i).some((t) => t.pause))
      return null;
    // "for a half-hour visit": the length describes the visit, which the price is per ("a person, kids
    // under three free": a pause ends the unit).
    if (period)
      return (
        (tokens[i]!.pause ? null : periodOf(tokens[i + 1]?.word ?? '')) ??
        timeAfterPerson(tokens, i, period) ??
        (share ? null : period)
      );
  }
  const text = tokens
    .slice(from)
    .map((t) => t.word)
    .join(' ');
  if (/\b(1|one) time\b|\bone-time\b/.test(text)) return 'one_time';
  return null;
}

/** Words agreeing or filling, said between an amount and its unit: "forty, yep, per child". */
const AGREEING = /^(?:yep|yeah|yes|yup|uh|um)$/;

/** "…, that's per person": a unit said after the amount, of it ("…, that's an hour" may be its length). */
const saysUnitOfIt = (tokens: Token[], at: number) =>
  /^(?:that|it)$/.test(tokens[at]!.word) &&
  tokens[at + 1]?.tags.has('Copula') &&
  /^(?:per|each)$/.test(tokens[at + 2]?.word ?? '') &&
  periodOf(tokens[at + 3]?.word ?? '') !== null;

/** Words singling out one of several people priced: "the first kid", "each extra child". */
const SINGLING_OUT = /^(?:first|second|third|additional|extra|other)$/;

/** Units that are people, whom a price per time or per meeting is also said of. */
const PEOPLE = new Set<MoneyPeriod>(['child', 'person']);

/**
 * "Two-sixty-five per child, per week", "forty per kid a week": a price said per person and per a
 * time or a meeting is per that time, which is what sets it apart from other prices per person.
 */
function timeAfterPerson(tokens: Token[], at: number, period: MoneyPeriod): MoneyPeriod | null {
  if (!PEOPLE.has(period)) return null;
  // Not "per child for the week": the length of what is priced.
  if (!/^(?:per|a|an|every)$/.test(tokens[at + 1]?.word ?? '')) return null;
  const next = periodOf(tokens[at + 2]?.word ?? '');
  return next && !PEOPLE.has(next) && next !== 'item' && next !== 'one_time' ? next : null;
}

/** Adjectives naming a period said before the amount ("the monthly fee is", "a flat 125"). */
export const PERIOD_ADJECTIVES = new Set([
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

/** "A flat of berries", "the four-quart flat for twenty-two": a flat that is a box, not a flat price. */
const namesBox = (tokens: Token[], at: number) =>
  tokens[at]!.word === 'flat' && /^(of|for)$/.test(tokens[at + 1]?.word ?? '');

export function periodBefore(tokens: Token[], at: number): MoneyPeriod | null {
  const before = tokens.slice(Math.max(0, at - 4), at).map((t) => t.word);
  if (/\b(1|one) time\b/.test(before.join(' '))) return 'one_time';
  // "We charge by the term, four-fifty", "it's by the hour, sixty": how the price is counted.
  const by = /\bby the (\w+)\b/.exec(
    tokens
      .slice(Math.max(0, at - 6), at)
      .map((t) => t.word)
      .join(' '),
  );
  const counted = by ? periodOf(by[1]!) : null;
  if (counted) return counted;
  // "Thirty minutes seven hundred yen, one hour one thousand two hundred": one of a period, then its price.
  const unit = periodOf(tokens[at - 1]?.word ?? '');
  const one = tokens[at - 2];
  if (unit && TIME_PERIODS.has(unit) && (one?.value === 1 || /^(?:a|an|per)$/.test(one?.word ?? '')))
    return unit;
  const from = Math.max(0, at - 4);
  const word = tokens
    .slice(from, at)
    .map((t) => t.word)
    .find((w, k) => PERIOD_ADJECTIVES.has(w) && !namesBox(tokens, from + k) && !howOften(tokens, from + k));
  return word ? periodOf(word) : null;
}

/** "Ten-week term, once a week, is three sixty": how often something meets, not a price paid once. */
const howOften = (tokens: Token[], at: number) =>
  tokens[at]!.word === 'once' && /^(?:a|an|per|every)$/.test(tokens[at + 1]?.word ?? '');

/**
 * What a price is quoted per when the thing priced is the subject: "the ten-week term is two ninety"
 * (term), "a full day with rentals is one sixty-five" (day), "kids under twelve are nine" (child). A period counted ("three days is…") is a
 * total over periods, not a price per period.
 */
export function periodOfSubject(tokens: Token[], at: number, label: Token[] = []): MoneyPeriod | null {
  const copula = tokens.slice(Math.max(0, at - 3), at).findLastIndex((t) => t.tags.has('Copula'));
  const whom = forWhom(tokens, at);
  if (copula < 0 && whom < 0) return null;
  const end = copula < 0 ? at : Math.max(0, at - 3) + copula;
  // "Full week is three-twenty, per day is seventy-five": a subject naming a period of its own
  // opens after the last pause ("Pony Club week, that's four twenty-five" goes back past it).
  const paused = tokens.slice(0, end).findLastIndex((t) => t.pause) + 1;
  const own = tokens.slice(paused, end).some((t) => periodOf(t.word) !== null);
  for (let i = copula < 0 ? whom + 1 : Math.max(0, end - 6, own ? paused : 0); i < end; i++) {
    const period = isWhen(tokens, i) || howOften(tokens, i) ? null : periodOf(tokens[i]!.word);
    // "Kids five to eleven are eight-sixty" is per child; "the kids' class is forty" is the class's price.
    const next = tokens[i + 1];
    const describes =
      tokens[i]!.tags.has('Possessive') || Boolean(next?.tags.has('Noun') && !next.tags.has('Pronoun'));
    // "Half-hour one-on-one is forty-two": a share of an hour is the length of what is priced.
    const share = period === 'hour' && SHARES.has(tokens[i - 1]?.word ?? '');
    // "The full-day weeks are three ninety-five": a period describing the next is not the unit.
    const describesPeriod = !tokens[i]!.pause && !!next && periodOf(next.word) !== null;
    // "For babies under one year it's…": an age bound, no unit.
    const aged =
      AGE_BOUNDS.test(tokens[i - 2]?.word ?? '') &&
      (tokens[i - 1]?.value != null || tokens[i - 1]?.word === 'one');
    if (
      period &&
      !share &&
      !describesPeriod &&
      !aged &&
      !(PEOPLE.has(period) && describes) &&
      (tokens[i - 1]?.value ?? 1) <= 1 &&
      !optionAsked(tokens, i, label)
    )
      return runOfWeeks(tokens, i) || seasonsSession(tokens, i) ? 'term' : period;
  }
  return null;
}

/** Words bounding an age: "under one year", "over two years". */
const AGE_BOUNDS = /^(?:under|over|below|above)$/;

/** Words making a period the length of an option: "full day", "half day". */
const OPTION_LENGTHS = /^(?:full|half|whole)$/;

/**
 * "Full-day price per week?" "Full day with lunch is four-fifty.": the option the question names
 * itself, said as the subject, is the thing priced, not the unit, when the question asks the price
 * per another period ("Full day rate?" "Full day's eighty-two." is per day).
 */
export const optionAsked = (tokens: Token[], at: number, label: Token[]) => {
  const asked = periodAsked(label);
  return (
    OPTION_LENGTHS.test(tokens[at - 1]?.word ?? '') &&
    asked !== null &&
    asked !== periodOf(tokens[at]!.word) &&
    label.some((t, k) => k > 0 && t.word === tokens[at]!.word && label[k - 1]!.word === tokens[at - 1]!.word)
  );
};

/** Seasons of the year, which name a term of sessions: "the fall session", "the winter session". */
const SEASONS = /^(?:fall|autumn|winter|spring|summer)$/;

/** "The fall session is one sixty-five", "How much is the winter session?": a season's session is a term. */
export const seasonsSession = (tokens: Token[], at: number) =>
  periodOf(tokens[at]!.word) === 'session' && SEASONS.test(tokens[at - 1]?.word ?? '');

/** "The six-week session is two-ten", "the ten-week course": a thing lasting a run of weeks or months is a term. */
const runOfWeeks = (tokens: Token[], at: number) =>
  /^(weeks?|months?)$/.test(tokens[at - 1]?.word ?? '') && (tokens[at - 2]?.value ?? 0) > 1;

/** Words a phrase naming whom a price is for may have: "for children under twelve," */
const FOR_WHOM_WORDS = 6;

/**
 * "For children under twelve, nineteen dollars", "for the grown-ups, twenty-two": a price said after
 * a phrase of its own opened by "for" is per the one named there; where that "for" stands, or -1.
 */
function forWhom(tokens: Token[], at: number): number {
  if (!tokens[at - 1]?.pause) return -1;
  const start = tokens.slice(0, at - 1).findLastIndex((t) => t.pause) + 1;
  return tokens[start]?.word === 'for' && at - start <= FOR_WHOM_WORDS + 1 ? start : -1;
}

/** Words that may stand between "a" and the period it marks: "a private lesson", "the full session". */
const DESCRIBING_WORDS = 2;

/**
 * Where the word marking the period at `at` stands, past up to two words describing it; an ordinal
 * ("the first appointment") is that one thing, not a price per it.
 */
function markerAt(label: Token[], at: number): number {
  for (let i = at - 1; i >= Math.max(0, at - 1 - DESCRIBING_WORDS); i--) {
    const word = label[i]!;
    if (
      PER_MARKERS.has(word.word) ||
      word.value !== null ||
      ['Verb', 'QuestionWord', 'Ordinal'].some((tag) => word.tags.has(tag))
    )
      return i;
  }
  return at - 1;
}

/**
 * The unit a question asks the price per: "How much is the week?", "What's the monthly fee?", "How
 * much is a private lesson?" (words describing it between).
 */
export function periodAsked(label: Token[]): MoneyPeriod | null {
  for (const [i, token] of label.entries()) {
    const period = periodOf(token.word);
    const before = label[markerAt(label, i)];
    // "the day camp", "a week pass": a period naming the kind of thing is not what it is priced per.
    const modifies =
      !PERIOD_ADJECTIVES.has(token.word) &&
      label[i + 1]?.tags.has('Noun') &&
      !label[i + 1]!.tags.has('Pronoun');
    if (!period || modifies || (before?.value ?? 1) > 1) continue;
    if (PERIOD_ADJECTIVES.has(token.word) || PER_MARKERS.has(before?.word ?? ''))
      return seasonsSession(label, i) ? 'term' : period;
  }
  return null;
}

/** Periods of time a price can be per, which one another cannot stand for. */
export const TIME_PERIODS = new Set<MoneyPeriod>([
  'hour',
  'day',
  'night',
  'week',
  'month',
  'term',
  'season',
  'year',
]);

/**
 * "If you only want single days it's seventy a day" to "How much is the camp for the week?": a price
 * per another period of time than the one asked prices something else.
 */
export function perOtherThanAsked(label: Token[], per: MoneyPeriod | null): boolean {
  const asked = periodAsked(label);
  return asked !== null && per !== null && per !== asked && TIME_PERIODS.has(asked) && TIME_PERIODS.has(per);
}
