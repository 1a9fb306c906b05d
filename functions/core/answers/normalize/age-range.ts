import type { NormalizedValue } from '#shared/contracts/asks';
import { inHoursSpan, saysClockTime } from './clock-hours';
import { numberIn } from './number-terms';
import { periodOf } from './price-periods';
import type { Reading } from './reading';
import { bareGrade, gradeAt } from './school-grades';
import type { Token } from './tokens';

/** A word of an answer read as an age; a school year is an age range ("fifth grade": 10 to 11). */
type AgeToken = Token & { oldest?: number };

/** Words shortly before an age that make it the youngest ("at least 4", "as young as 4", "once they're 3"). */
const FROM = new Set([
  'from',
  'over',
  'above',
  'least',
  'minimum',
  'older',
  'starting',
  'start',
  'starts',
  'young',
  'once',
]);
const UP_TO = new Set(['under', 'below', 'younger', 'until', 'through', 'thru', 'max', 'maximum']);
/** "We cap it at eleven", "it tops out at twelve", "maxes out at ten": the "at" of an oldest age. */
const CAPPING = /^(?:cap|caps|capped|tops|topped|maxes|maxed)$/;
const cappedAt = (tokens: Token[], at: number) =>
  tokens[at]?.word === 'at' &&
  tokens
    .slice(Math.max(0, at - 3), at)
    .some((t, k, near) => CAPPING.test(t.word) && !near.slice(k + 1).some((u) => u.value !== null));

/** Words before an age that bound the children below it, not the oldest taken. */
const UNDER = new Set(['under', 'below', 'younger']);
const OPEN_END = ['and up', 'and older', 'and over', 'or older', 'or over', 'plus', 'and above', 'up'];
/** Words after an age that make it the oldest: "five and under", "three or younger". */
const CLOSED_END = ['and under', 'and younger', 'and below', 'or under', 'or younger', 'or below'];
const RANGE = new Set(['to', 'through', 'thru', 'till', 'until']);
/** Things named by birth, which is then no age: "your child's birth year", "a birth certificate". */
const BIRTH_THINGS = /^(?:years?|dates?|certificates?|days?|weights?|order|names?)$/;
/** Verbs of having or bringing a thing: "got one", "bring one", "need one". */
const HAVING = new Set([
  'got',
  'have',
  'has',
  'had',
  'bring',
  'brought',
  'need',
  'get',
  'take',
  'grab',
  'find',
]);
const SPOKEN_FILLERS = new Set(['like', 'um', 'uh', 'about', 'around', 'maybe', 'say']);

/** Larger numbers said near an age are prices or counts, not ages. */
const MAX_AGE = 99;
const isMonths = (token: Token | undefined) => /^months?$/.test(token?.word ?? '');
const isUnit = (token: Token | undefined) => /^(months?|years?|yrs?)$/.test(token?.word ?? '');
const years = (value: number, months: boolean) => (months ? Math.round((value / 12) * 100) / 100 : value);

/** Words by which a question asks for the youngest age ("the minimum age", "how old do they have to be"). */
const ASKS_YOUNGEST =
  /\b(youngest|minimum|min|start|starting|begin|enough|least|need to be|have to be|has to be|from what age)\b/;
/** Words by which a question asks for the oldest age. */
const ASKS_OLDEST = /\b(oldest|maximum|max|until what age|up to what age)\b/;

/**
 * An age range in years: "6 and up" → {6, null}; "ages 3 to 5" → {3, 5}; "under 12" → {null, 12};
 * "from 18 months" → {1.5, null}; "6 to 18 months" → {0.5, 1.5}; one age alone → {age, age}, or
 * the bound the question asked for ("What is the youngest age?" "Sixteen." → {16, null}); a bound
 * the question did not ask for ("under 14 they need an adult" to the youngest age) is a weak reading.
 */
export function readAgeRange(
  said: Token[],
  label: Token[] = [],
): Reading<NormalizedValue['age_range']> | null {
  const reading = restated(said) ?? bothEnds(asAges(said)) ?? openToAllAges(said);
  if (!reading) return null;
  const asked = ` ${label.map((t) => t.word).join(' ')} `;
  const { min, max } = reading.value;
  // "Open Monday through Friday from nine to three": a span that runs backwards is of hours, not ages.
  if (min !== null && max !== null && min > max) return null;
  if (ASKS_YOUNGEST.test(asked)) {
    if (min !== null && min === max) return { value: { min, max: null }, certainty: reading.certainty };
    if (min === null) return { ...reading, certainty: reading.certainty * 0.5 };
  } else if (ASKS_OLDEST.test(asked)) {
    if (max !== null && min === max) return { value: { min: null, max }, certainty: reading.certainty };
    if (max === null) return { ...reading, certainty: reading.certainty * 0.5 };
  }
  return reading;
}

/**
 * "Year 2 up to Year 6, so roughly six to eleven", "second grade through eighth, so about seven to
 * fourteen", "rising ninth through eleventh graders, ages fourteen to sixteen": ages said again after
 * a "so", or after school years as "ages", as a range of years, which is what the first words meant.
 */
function restated(tokens: Token[]): Reading<NormalizedValue['age_range']> | null {
  const saysAgain = (t: Token, i: number) =>
    t.word === 'so' ||
    (/^ages?$/.test(t.word) && tokens.slice(0, i).some((_, k) => gradeAt(tokens, k) !== null));
  const so = tokens.findIndex((t, i) => i > 0 && tokens[i - 1]!.pause && saysAgain(t, i));
  if (so < 0) return null;
  const again = bothEnds(asAges(tokens.slice(so + 1)));
  const { min, max } = again?.value ?? { min: null, max: null };
  return min !== null && max !== null && min < max ? again : null;
}

/** Ways of saying any child may come: "all ages", "any age", "there's no age limit". */
const ALL_AGES =
  /\b(?:all ages|any age|every age|(?:no |not have (?:an? |any )?)age (?:limits?|restrictions?|requirements?|cutoff))\b/;

/** "No limit", "there's no upper limit", "no maximum": no oldest age. */
const saysNoLimit = (tokens: Token[]) =>
  / no (?:real |upper |age )?(?:limit|maximum|max|cap)\b/.test(` ${tokens.map((t) => t.word).join(' ')} `);

/** "All ages welcome", "we don't have an age limit": from birth, with no oldest age, when no age is said. */
const openToAllAges = (tokens: Token[]): Reading<NormalizedValue['age_range']> | null => {
  const words = tokens.map((t) => t.word).join(' ');
  const denied = / not (?:\w+ )?(?:all ages|any age)\b/.test(` ${words}`);
  return ALL_AGES.test(words) && !denied ? { value: { min: 0, max: null }, certainty: 0.85 } : null;
};

/**
 * Words that turn a child away: "we don't take them", "it isn't validated", "they're too small"; a
 * "too" ending its phrase is an "also" ("kids under five are welcome too").
 */
const REFUSING = new Set(['not', 'never', 'too']);
const refuses = (tokens: Token[], at: number) =>
  REFUSING.has(tokens[at]!.word) &&
  !(tokens[at]!.word === 'too' && (tokens[at]!.pause || at === tokens.length - 1));
/** Words of paying: "kids under five don't pay" lets them in free. */
const PAYING = /^(pay|pays|paying|charge|charged|cost|costs|free|ticket|tickets|fee)$/;
/** Words before "under" that keep everyone it names out: "no kids under six", "nobody under 12". */
const NOBODY = new Set(['no', 'nobody']);

/**
 * "No kids under six on the top", "Under ten the test isn't validated", "we don't take them under
 * two": children under an age said to be turned away make that age the youngest.
 */
const isTurnedAway = (tokens: Token[], under: number) =>
  !tokens.some((t) => PAYING.test(t.word)) &&
  (tokens.some((_, at) => refuses(tokens, at)) ||
    tokens.slice(Math.max(0, under - 2), under).some((t) => NOBODY.has(t.word)));

/**
 * The words of an answer as ages are said: "four and a half" as 4.5, "two years and nine months"
 * as 2.75 years, without the word "age"
 * between a bound and its number ("up to age twelve" is up to twelve), and a school year as the
 * ages of its children ("kindergarten through grade 5" is 5 to 11; "grades one to eight", 6 to 14).
 */
function asAges(tokens: Token[]): AgeToken[] {
  const out: AgeToken[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const grade = gradeAt(tokens, i) ?? gradeAfterGrade(tokens, i, out);
    if (grade) {
      const last = tokens[i + grade.length - 1]!;
      out.push({ ...token, value: grade.youngest, oldest: grade.oldest, pause: last.pause });
      i += grade.length - 1;
      continue;
    }
    if (/^ages?$/.test(token.word)) continue;
    // "I haven't got one in front of me": one had or brought is a thing, no age.
    if (token.value === 1 && HAVING.has(tokens[i - 1]?.word ?? '')) continue;
    // "She has to be in 4-H": a number joined to letters names something; it is no age.
    if (
      token.value !== null &&
      token.tags.has('Hyphenated') &&
      tokens[i + 1]?.value === null &&
      tokens[i + 1]!.tags.has('Hyphenated') &&
      /^[a-z]{1,2}$/.test(tokens[i + 1]!.word)
    ) {
      i += 1;
      continue;
    }
    // "Until they turn eighteen": until that age.
    if (
      /^(?:till|until)$/.test(tokens[i - 1]?.word ?? '') &&
      /^(?:they|he|she)$/.test(token.word) &&
      /^turns?$/.test(tokens[i + 1]?.word ?? '')
    ) {
      i += 1;
      continue;
    }
    // "Newborns all the way up through twenty-one": the way said says nothing of the ages.
    if (token.word === 'all' && tokens[i + 1]?.word === 'the' && tokens[i + 2]?.word === 'way') {
      i += 2;
      continue;
    }
    // "From newborns to twelve", "birth to five": the youngest is no age at all ("your child's birth
    // year" names something else).
    const namesOther = token.word === 'birth' && !token.pause && BIRTH_THINGS.test(tokens[i + 1]?.word ?? '');
    if (/^(?:newborns?|birth)$/.test(token.word) && !namesOther) {
      out.push({ ...token, value: 0 });
      continue;
    }
    // "By their first birthday": the age it turns.
    const birthday = token.tags.has('Ordinal') && /^birthdays?$/.test(tokens[i + 1]?.word ?? '');
    if (birthday && numberIn(token.word) !== null) {
      out.push({ ...token, value: numberIn(token.word), pause: tokens[i + 1]!.pause });
      i += 1;
      continue;
    }
    const months = monthsAfterYears(tokens, i);
    if (months) {
      const [unit, end] = [tokens[i + 1]!, tokens[months.at + 1]!];
      out.push({ ...token, value: token.value! + years(months.value, true) }, { ...unit, pause: end.pause });
      i = months.at + 1;
      continue;
    }
    const half = token.value !== null && tokens[i + 1]?.word === 'a' && tokens[i + 2]?.word === 'half';
    if (!half) {
      out.push(token);
      continue;
    }
    out.push({ ...token, value: token.value! + 0.5, pause: tokens[i + 2]!.pause });
    i += 2;
  }
  return out;
}

/** "Two years and nine months": the months said after the years at `at`, and where they are. */
function monthsAfterYears(tokens: Token[], at: number): { value: number; at: number } | null {
  if (tokens[at]!.value === null || !/^years?$/.test(tokens[at + 1]?.word ?? '')) return null;
  const count = tokens[at + 2]?.word === 'and' ? at + 3 : at + 2;
  const value = tokens[count]?.value;
  return value != null && value < 12 && isMonths(tokens[count + 1]) ? { value, at: count } : null;
}

/** "Grades one to eight": a bare number after a grade and a range word is a grade too. */
function gradeAfterGrade(tokens: Token[], at: number, read: AgeToken[]) {
  const [link, before] = [read.at(-1), read.at(-2)];
  if (before?.oldest === undefined || !link || !RANGE.has(link.word)) return null;
  return bareGrade(tokens[at]!);
}

/** "Youngest" or "oldest" said earlier in the phrase of the age at `at`. */
function namedBound(tokens: Token[], at: number): 'youngest' | 'oldest' | null {
  for (let i = at - 1; i >= 0 && !tokens[i]!.pause; i--) {
    if (tokens[i]!.word === 'youngest' || tokens[i]!.word === 'oldest')
      return tokens[i]!.word as 'youngest' | 'oldest';
  }
  return null;
}

/** Words that make what follows a condition to be met: "has to be", "must be", "needs to have turned". */
const REQUIRING = new Set(['must', 'has', 'have', 'need', 'needs', 'should', 'got', 'gotta']);
const BECOMING = new Set(['be', 'turned', 'reached']);

/**
 * "Has to be eleven by the day of the course", "they must have turned six": an age a child must
 * have reached is the youngest, with no oldest said.
 */
function isRequired(tokens: Token[], at: number): boolean {
  const before = tokens.slice(Math.max(0, at - 4), at);
  const becoming = before.findLastIndex((t) => BECOMING.has(t.word));
  return becoming > 0 && before.slice(0, becoming).some((t) => REQUIRING.has(t.word));
}

/** "Five-thirty", "four forty-five": an hour and its minutes, said together. */
const saysMinutes = (tokens: Token[], at: number) => {
  const minutes = tokens[at + 1]?.value;
  return !tokens[at]!.pause && minutes != null && minutes >= 10 && minutes < 60;
};

/** "Twelve ninety-nine", "one forty-five": two numbers said together, the second of tens, are one amount or time. */
const saysTwoPart = (tokens: Token[], at: number) => {
  const second = tokens[at + 1]?.value;
  return !tokens[at]!.pause && second != null && second >= 10 && second < 100;
};

/** "Five-forty-five to seven": the end of a range that starts at an hour and its minutes is an hour too. */
const endsClockRange = (tokens: Token[], at: number) =>
  at >= 3 && /^(to|till|until)$/.test(tokens[at - 1]!.word) && saysMinutes(tokens, at - 3);

/** The word after a number that makes it a number of something else: "up to two hours", "twenty kids". */
const countsOther = (next: Token | undefined) =>
  Boolean(next?.tags.has('Noun')) && !isUnit(next) && !/^olds?$/.test(next!.word);

/**
 * "We go from five, well, they have to have finished kindergarten, up to twelve": the oldest said
 * after an aside, by "up to" later in the words of a youngest age (or of a "then" after a range).
 */
function oldestLater(tokens: AgeToken[], at: number): number | null {
  for (let i = at + 1; i < tokens.length - 2; i++) {
    if (tokens[i]!.word !== 'up' || tokens[i + 1]!.word !== 'to') continue;
    let k = i + 2;
    while (SPOKEN_FILLERS.has(tokens[k]?.word ?? '')) k += 1;
    const [age, next] = [tokens[k], tokens[k + 1]];
    if (age?.value == null || age.sign !== null || countsOther(next)) return null;
    return age.value > (tokens[at]!.value ?? 0) && age.value <= MAX_AGE ? (age.oldest ?? age.value) : null;
  }
  return null;
}

/**
 * "We take them from five, and the oldest group goes up to sixteen", "the youngest is three, the
 * oldest fourteen": the youngest age said, and the oldest said apart from it later in the answer.
 */
function bothEnds(tokens: AgeToken[], from = 0): Reading<NormalizedValue['age_range']> | null {
  const first = readAges(tokens, from);
  if (!first) return null;
  const { min, max } = first.reading.value;
  // "Six is fine, we take them from six up to fourteen": the child's age said first, then the range
  // that holds it.
  const fuller = min !== null && min === max ? bothEnds(tokens, first.at + 1) : null;
  if (fuller && fuller.value.min !== fuller.value.max && holds(fuller.value, min!)) return fuller;
  const pause = tokens.findIndex((t, i) => i >= first.at && t.pause);
  const later = min === null || max !== null || pause < 0 ? null : readAges(tokens, pause + 1);
  // "At least six, and under twelve a grown-up stays": a condition on the younger ones, no oldest;
  // "up to twelve kids a group" counts something else.
  const notOldest =
    later && (UNDER.has(tokens[later.at - 1]?.word ?? '') || countsOther(tokens[later.at + 1]));
  const oldest = later?.reading.value.min === null && !notOldest ? later.reading.value.max : null;
  return oldest !== null && oldest > min!
    ? { value: { min, max: oldest }, certainty: Math.min(first.reading.certainty, later!.reading.certainty) }
    : first.reading;
}

const PART_OF_DAY = /^(?:mornings?|afternoons?|evenings?|nights?|noon|midday|midnight)$/;
const DAY_NAMES = /^(?:mon|tues|wednes|thurs|fri|satur|sun|week)days?$/;

/** Whether a range said at `from` to `to` is hours: ending at noon, after a part of the day, or before days. */
const saidAsHours = (tokens: Token[], from: number, to: number) =>
  PART_OF_DAY.test(tokens[to]?.word ?? '') ||
  PART_OF_DAY.test(tokens[from - 1]?.word ?? '') ||
  (!tokens[to]?.pause && DAY_NAMES.test(tokens[to + 1]?.word ?? ''));

const holds = ({ min, max }: NormalizedValue['age_range'], age: number) =>
  (min ?? 0) <= age && age <= (max ?? Number.POSITIVE_INFINITY);

/** "It's thirty-two a head", "seventy-five for the hour": a price per one, said after its amount. */
const pricedPer = (tokens: Token[], at: number) => {
  const per = tokens[at + 1]?.word === 'for' && tokens[at + 2]?.word === 'the' ? at + 3 : at + 2;
  return per === at + 3
    ? /^(?:hour|day|night|week|month|year)$/.test(tokens[per]?.word ?? '')
    : /^(a|an|per)$/.test(tokens[at + 1]?.word ?? '') && periodOf(tokens[per]?.word ?? '') !== null;
};

/** The first ages said from token `from` on, and the token they are read at. */
function readAges(
  tokens: AgeToken[],
  from = 0,
): { reading: Reading<NormalizedValue['age_range']>; at: number } | null {
  for (let at = from; at < tokens.length; at++) {
    const reading = agesAt(tokens, at);
    if (reading) return { reading, at };
  }
  return null;
}

/** The most years apart two ages said as one or the other are: "nine or ten", "five or six". */
const MOST_YEARS_EITHER = 2;

/** "Boys and girls who are nine or ten": two ages close together, either one, are the span of them. */
const eitherAge = (
  tokens: AgeToken[],
  at: number,
  link: AgeToken | undefined,
  second: AgeToken | undefined,
  secondAt: number,
) =>
  link?.word === 'or' &&
  second?.value != null &&
  second.value > tokens[at]!.value! &&
  second.value - tokens[at]!.value! <= MOST_YEARS_EITHER &&
  !countsOther(tokens[secondAt + 1]);

/** The ages said at token `i`: a range, a bound, or one age. */
function agesAt(tokens: AgeToken[], i: number): Reading<NormalizedValue['age_range']> | null {
  const token = tokens[i]!;
  if (token.value === null || token.sign !== null || token.value > MAX_AGE) return null;
  // "Evenings four to seven": the end of a range of hours is no age either.
  if (RANGE.has(tokens[i - 1]?.word ?? '') && tokens[i - 2]?.value != null && saidAsHours(tokens, i - 2, i))
    return null;
  if (
    /^(dollars?|bucks?|percent|each|apiece)$/.test(tokens[i + 1]?.word ?? '') ||
    pricedPer(tokens, i) ||
    saysClockTime(tokens, i) ||
    inHoursSpan(tokens, i) ||
    saysTwoPart(tokens, i) ||
    (i > 0 && tokens[i - 1]!.value !== null && saysTwoPart(tokens, i - 1)) ||
    endsClockRange(tokens, i)
  )
    return null;
  // "Four years old to sixteen": the unit, and the "old" after it.
  const unit = isUnit(tokens[i + 1]) ? (/^olds?$/.test(tokens[i + 2]?.word ?? '') ? 2 : 1) : 0;
  let linkAt = i + 1 + unit;
  // "5 up to 15", "two up through twelve", "eight right through": a two-word link.
  if (/^(?:up|right)$/.test(tokens[linkAt]?.word ?? '') && RANGE.has(tokens[linkAt + 1]?.word ?? ''))
    linkAt += 1;
  const link = tokens[linkAt];
  // "four up to, like, twelve", "right through until they turn eighteen": a spoken filler, or a
  // second link, before the second age.
  let secondAt = linkAt + 1;
  while (SPOKEN_FILLERS.has(tokens[secondAt]?.word ?? '') || RANGE.has(tokens[secondAt]?.word ?? ''))
    secondAt += 1;
  const second = tokens[secondAt];
  const between =
    (tokens[i - 1]?.word === 'between' && link?.word === 'and') ||
    eitherAge(tokens, i, link, second, secondAt);
  // "Nine to noon", "evenings four to seven", "four to seven Monday to Thursday": hours of a day.
  if (link && RANGE.has(link.word) && saidAsHours(tokens, i, secondAt)) return null;
  if (link && (RANGE.has(link.word) || between) && second?.value != null) {
    // "Thursdays, four to five-thirty": a range ending in minutes is hours of the clock.
    if (saysMinutes(tokens, secondAt)) return null;
    const secondMonths = isMonths(tokens[secondAt + 1]);
    const firstMonths = unit ? isMonths(tokens[i + 1]) : secondMonths;
    const max = second.oldest ?? years(second.value, secondMonths);
    // "Cubs are four to six, and then Juniors go up to twelve": the ranges said one after another.
    const then = tokens.findIndex((t, k) => k > secondAt && t.word === 'then');
    const further = then > 0 ? oldestLater(tokens, then) : null;
    return {
      value: {
        min: years(token.value, firstMonths),
        max: further !== null && further > max ? further : max,
      },
      certainty: 1,
    };
  }
  const age = years(token.value, isMonths(tokens[i + 1]));
  const after = ` ${tokens
    .slice(i + 1 + unit, i + 3 + unit)
    .map((t) => t.word)
    .join(' ')} `;
  // "Up to about five": a filler between the bound and the age.
  let b = i - 1;
  while (b > 0 && SPOKEN_FILLERS.has(tokens[b]!.word)) b -= 1;
  const before = tokens[b]?.word ?? '';
  if (OPEN_END.some((end) => after.startsWith(` ${end} `)) || tokens[i]!.word.endsWith('+'))
    return { value: { min: age, max: null }, certainty: 1 };
  // "Five and under", "three or younger": the age is the oldest; not "two years old and under a
  // hundred pounds", a bound of another measure.
  const otherBound = tokens.slice(i + unit + 3, i + unit + 5).some((t) => t.value !== null);
  const closed =
    !tokens[i + unit]!.pause && !otherBound && CLOSED_END.some((end) => after.startsWith(` ${end} `));
  if (closed) return { value: { min: null, max: age }, certainty: 1 };
  // "Three years old minimum", "twelve max": the bound said after the age.
  const bound = /^ (?:old )?(minimum|min|maximum|max|tops)\b/.exec(after)?.[1];
  if (bound)
    return { value: /^min/.test(bound) ? { min: age, max: null } : { min: null, max: age }, certainty: 1 };
  if (before === 'under' && isTurnedAway(tokens, b))
    return { value: { min: age, max: null }, certainty: 0.9 };
  if (
    UP_TO.has(before) ||
    (before === 'to' && tokens[b - 1]?.word === 'up') ||
    (cappedAt(tokens, b) && !countsOther(tokens[i + 1]))
  )
    return { value: { min: null, max: token.oldest ?? age }, certainty: 1 };
  if (tokens.slice(Math.max(0, i - 3), i).some((t) => FROM.has(t.word)) || isRequired(tokens, i))
    return { value: { min: age, max: oldestLater(tokens, i) }, certainty: 0.95 };
  // "The youngest we take is three", "oldest they can be is twelve": the bound its phrase names.
  const named = namedBound(tokens, i);
  // "Upper, no limit — my oldest student is sixty-two": the oldest one who comes, past no limit, is none.
  if (named === 'oldest' && saysNoLimit(tokens)) return null;
  if (named)
    return {
      value: named === 'youngest' ? { min: age, max: null } : { min: null, max: age },
      certainty: 0.95,
    };
  // "There's two teams": a number of other things is no age.
  if (!unit && countsOther(tokens[i + 1])) return null;
  return { value: { min: age, max: token.oldest ?? age }, certainty: 0.85 };
}
