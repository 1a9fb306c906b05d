import { inHoursSpan, saysClockTime } from './clock-hours';
import { boundCount, boundTheOtherWay, statedCount } from './count-cues';
import { readDuration } from './duration';
import { isAgeBound } from './not-prices';
import { isChildWord, isPersonWord } from './people';
import { thingAfter } from './price-candidates';
import { CURRENCY_WORDS } from './price-periods';
import type { Reading } from './reading';
import { readSchedule } from './schedule';
import { namesThing, singular, type Token } from './tokens';
import { variesByCase } from './values-vary';

const NONE = new Set(['none', 'nobody', 'nothing', 'zero']);
const SPOKEN: Record<string, number> = { dozen: 12, couple: 2, few: 3, handful: 5, once: 1, twice: 2 };

/** Words a number names a thing after: "grade 3", "room 12", "bus 7". */
const NAMED_BY = new Set([
  'grade',
  'level',
  'room',
  'group',
  'team',
  'bus',
  'route',
  'exit',
  'unit',
  'suite',
  'number',
  'no',
  'lane',
  'court',
  'field',
  'rink',
]);

/**
 * A number that names rather than counts: "Grade 3 kids", "the Twelve-U" (a team by its age),
 * "Algebra 1" (after a name).
 */
const namesByNumber = (tokens: Token[], at: number) =>
  tokens[at]!.value !== null &&
  (NAMED_BY.has(tokens[at - 1]?.word ?? '') ||
    (tokens[at + 1]?.word === 'u' && !tokens[at]!.pause) ||
    (Boolean(tokens[at - 1]?.tags.has('ProperNoun')) &&
      !tokens[at - 1]!.tags.has('Person') &&
      !tokens[at - 1]!.pause));

/** "If you do them one at a time": how things are done, not how many. */
const oneAtATime = (tokens: Token[], at: number) =>
  tokens[at]!.value === 1 &&
  tokens
    .slice(at + 1, at + 4)
    .map((t) => t.word)
    .join(' ') === 'at a time';

/** Units a price is charged by, said right after its amount: "forty-five an hour". */
const CHARGED_BY = /^(?:hour|hr|day|night|week|month|year|class|lesson|session|visit)s?$/;

/**
 * "Small group is forty-five an hour": an amount said per unit of time or visit, right after the
 * number, is a price, unless the question counts per that period itself ("How many classes a week?").
 */
const pricedPer = (tokens: Token[], at: number, label: Token[]) =>
  tokens[at]!.value !== null &&
  !tokens[at]!.pause &&
  RATE.has(tokens[at + 1]?.word ?? '') &&
  CHARGED_BY.test(tokens[at + 2]?.word ?? '') &&
  !label.some(
    (t, i) => RATE.has(t.word) && singular(label[i + 1]?.word ?? '') === singular(tokens[at + 2]!.word),
  );

/**
 * "Taco bar is sixteen fifty per person": a price said as two numbers (dollars, then cents) before
 * what it is per; neither number counts anything.
 */
const spokenPricePer = (tokens: Token[], at: number) => {
  const pairAt = (first: number) =>
    tokens[first]?.value != null &&
    !tokens[first]!.pause &&
    (tokens[first + 1]?.value ?? 100) < 100 &&
    !tokens[first + 1]!.pause &&
    RATE.has(tokens[first + 2]?.word ?? '');
  return tokens[at]!.value !== null && (pairAt(at) || pairAt(at - 1));
};

/**
 * "Yep, three ninety-five for the Saturday", "three-thirty": two numbers said in a row, the second
 * under a hundred, are a price or a time of day in dollars and cents or hours and minutes (not "eight
 * ten-year-olds").
 */
const saidAsPair = (tokens: Token[], at: number) => {
  const pairAt = (first: number) => {
    const [one, two] = [tokens[first], tokens[first + 1]];
    return (
      one?.value != null &&
      one.value < 100 &&
      !one.pause &&
      two?.value != null &&
      two.value >= 10 &&
      two.value < 100 &&
      one.sign === null &&
      two.sign === null &&
      !namesAgeAt(tokens, first + 2) &&
      // ("Four forty-five-minute lessons": the second measures the things the first counts.)
      !tokens[first + 2]?.tags.has('Hyphenated')
    );
  };
  return tokens[at]!.value !== null && (pairAt(at) || pairAt(at - 1));
};

/** Words for people counted: "kids", "adults", "people", "players". */
const PEOPLE = /^(?:people|persons?|players?|guests?|famil(?:y|ies)|members?|participants?|campers?)$/;

const isPeopleWord = (word: string) => PEOPLE.test(word) || isPersonWord(word);

/** A person by age: "seven-year-olds" (seven, year, olds). */
const namesAgeAt = (tokens: Token[], at: number) =>
  tokens[at]?.word === 'year' && /^olds?$/.test(tokens[at + 1]?.word ?? '');

/**
 * "It's like fifteen seven-year-olds screaming" to "How many practices a week?": a number of people
 * (and the age naming them) counts no thing the question asks of.
 */
const countsPeople = (tokens: Token[], at: number) => {
  const isPerson = (i: number) => isPeopleWord(tokens[i]?.word ?? '') || namesAgeAt(tokens, i);
  return (
    tokens[at]!.value !== null &&
    !tokens[at]!.pause &&
    (isPerson(at + 1) || (tokens[at + 1]?.value != null && namesAgeAt(tokens, at + 2)))
  );
};

/** Those who run a class or a party, not those it is for. */
const STAFF =
  /^(?:tutors?|teachers?|coach(?:es)?|instructors?|staff|counsell?ors?|leaders?|volunteers?|helpers?|chaperones?|lifeguards?|aides?|assistants?|adults?|parents?)$/;

/** "We always have two tutors in the kitchen" to "How many kids in a class?": staff counted, not children. */
const countsStaff = (tokens: Token[], at: number, noun: string | null) =>
  noun !== null &&
  isChildWord(noun) &&
  tokens[at]!.value !== null &&
  STAFF.test(thingAfter(tokens, at)?.word ?? '');

/** Words before the whole a question counts within: "in a group", "per class", "for each team". */
const WITHIN = /^(?:in|per|each|every|a|an|the)$/;

/**
 * "How many kids are in a group?" "…so there's usually two groups going.": a number of the wholes
 * the question counts within counts those, not the thing asked.
 */
const countsTheWhole = (tokens: Token[], at: number, label: Token[], noun: string | null) => {
  const next = tokens[at + 1];
  if (noun === null || tokens[at]!.value === null || !next || tokens[at]!.pause) return false;
  const whole = singular(next.word);
  return (
    whole !== noun &&
    next.tags.has('Noun') &&
    label.some((t, i) => singular(t.word) === whole && WITHIN.test(label[i - 1]?.word ?? ''))
  );
};

/** "One kid per machine", "one coach for every six": a one said per another thing is a ratio, no count. */
const isRatio = (tokens: Token[], at: number) =>
  tokens[at]!.value === 1 &&
  tokens.slice(at + 1, at + 4).some((t, k) => t.word === 'per' || (t.word === 'every' && k > 0));

/** "What's the ratio?" "One to four.": of a ratio asked, the one is the adult, the count the children. */
const oneToMany = (tokens: Token[], at: number, label: Token[]) =>
  tokens[at]!.value === 1 &&
  tokens[at + 1]?.word === 'to' &&
  tokens[at + 2]?.value != null &&
  label.some((t) => /^ratios?$/.test(t.word));

/**
 * The thing a "how many" question counts: "How many students are there per teacher?" → student;
 * "What is the minimum number of hours?" → hour; "How many instructor drives?" → drive (the last of
 * the nouns said together).
 */
function countedNoun(label: Token[]): string | null {
  const at = label.findIndex(
    (t, i) =>
      (t.word === 'how' && label[i + 1]?.word === 'many') ||
      (t.word === 'number' && label[i + 1]?.word === 'of'),
  );
  if (at < 0 || !label[at + 2]) return null;
  let last = at + 2;
  while (isCompounded(label[last]!, label[last + 1])) last += 1;
  return singular(label[last]!.word);
}

/** A noun said before another that names the thing: "instructor drives", "swim lessons". */
const isCompounded = (noun: Token, next: Token | undefined) =>
  noun.tags.has('Singular') &&
  !noun.pause &&
  Boolean(next?.tags.has('Noun') && next.tags.has('Plural') && !next.tags.has('Pronoun'));

/**
 * A number of things: the number said of the thing counted ("one teacher for every ten students"
 * → 10 students), days counted from the days named ("Monday to Thursday" → 4), else the first plain number ("about eight kids max"); "a dozen" → 12, "twice" → 2, "none" → 0;
 * a range counts from where it starts; a count per period over a length is the total.
 * Amounts of money are not counts.
 */
/** "A two-bedroom", "a three-car garage": a number joined by a hyphen to a thing describes it, it counts no other thing. */
const describesNoun = (tokens: Token[], at: number, counted: string | null) => {
  const [number, next] = [tokens[at]!, tokens[at + 1]];
  return (
    number.value !== null &&
    hyphened(number) &&
    !number.pause &&
    next?.value === null &&
    hyphened(next) &&
    next.tags.has('Noun') &&
    singular(next.word) !== counted &&
    // "a six-week course" may count weeks; "a twenty-minute jam" counts nothing.
    (!TIME_UNIT.test(next.word) || /^(?:minute|hour)s?$/.test(next.word))
  );
};
/** Units of time a hyphened number measures ("a three-day minimum", "a six-week course"): a count of them. */
const TIME_UNIT = /^(?:minute|hour|day|night|week|month|year|session|lesson|class)s?$/;

export function readCount(heard: Token[], label: Token[]): Reading<number> | null {
  if (variesByCase(heard)) return null;
  const said = dozensJoined(hundredsJoined(heard));
  const noun = countedNoun(label);
  const tokens = said.map((t, i) =>
    namesByNumber(said, i) ||
    saysClockTime(said, i, { after: true }) ||
    inHoursSpan(said, i) ||
    isAgeBound(said, i) ||
    pricedPer(said, i, label) ||
    // "more like seventy, seventy-five a visit": a price said as two, the first bare.
    (said[i]!.pause && i + 1 < said.length && pricedPer(said, i + 1, label)) ||
    spokenPricePer(said, i) ||
    saidAsPair(said, i) ||
    oneAtATime(said, i) ||
    (noun !== null && !isPeopleWord(noun) && countsPeople(said, i)) ||
    isRatio(said, i) ||
    oneToMany(said, i, label) ||
    describesNoun(said, i, noun) ||
    countsStaff(said, i, noun) ||
    countsTheWhole(said, i, label, noun) ||
    boundTheOtherWay(said, label, i)
      ? { ...t, value: null }
      : t,
  );
  const ofNoun = tokens.findIndex(
    (t, i) => t.value !== null && t.sign === null && countsNoun(tokens, i, noun),
  );
  // "twelve to sixteen weeks", "between eight and twelve sessions": a range counts from where it starts.
  const rangeFrom = /^(to|or|and)$/.test(tokens[ofNoun - 1]?.word ?? '') && tokens[ofNoun - 2]?.value != null;
  if (ofNoun >= 0)
    return overLength(tokens, ofNoun, label, {
      value: tokens[rangeFrom ? ofNoun - 2 : ofNoun]!.value! * eachOf(tokens, ofNoun, noun),
      certainty: 1,
    });
  const converted = lengthCounted(tokens, label, noun);
  if (converted) return converted;
  // "How many kids per coach?" (or "What's the staff ratio?") "One coach for every four riders." — the number after "every".
  const perEvery = label.some((t) => t.word === 'per' || t.word === 'ratio')
    ? tokens.findIndex((t, i) => tokens[i - 1]?.word === 'every' && t.value !== null)
    : -1;
  if (perEvery >= 0) return { value: tokens[perEvery]!.value!, certainty: 0.95 };
  // "How many days a week?" "Monday to Thursday." — the days named, counted.
  const days = noun === 'day' ? (readSchedule(tokens)?.value.days.length ?? 0) : 0;
  if (days > 0) return { value: days, certainty: 0.95 };
  const bound = boundCount(tokens, label);
  if (bound >= 0) return { value: tokens[bound]!.value!, certainty: 1 };
  const stated = statedCount(tokens);
  if (stated >= 0) return overLength(tokens, stated, label, { value: tokens[stated]!.value!, certainty: 1 });
  // "A six-week session, twice a week": a length said first is counted only when nothing else is.
  let length: Reading<number> | null = null;
  const askedPer = labelRate(label);
  for (const [i, token] of tokens.entries()) {
    const next = tokens[i + 1]?.word ?? '';
    // "How many practices a week?" "Three days a week, …, forty-five minutes.": days said per the period asked.
    if (token.value !== null && PERIOD.test(next) && askedPer !== null && ratePeriod(tokens, i) === askedPer)
      return { value: token.value, certainty: 0.95 };
    if (token.value !== null && !length && PERIOD.test(next) && singular(next) !== noun) {
      // (Of meetings or periods only: "a six-week course" counts no puppies.)
      if (noun === null || TIME_UNIT.test(noun) || label.some((t) => PERIOD.test(t.word)))
        length = { value: token.value, certainty: 0.9 };
      continue;
    }
    if (
      token.value !== null &&
      token.sign === null &&
      !NOT_THINGS.test(next) &&
      !lengthOfEach(tokens, i, noun) &&
      !Object.hasOwn(CURRENCY_WORDS, next)
    )
      return overLength(tokens, i, label, { value: token.value, certainty: 1 });
    // ("More than a handful, less than a crowd": a bound of a rough amount is no count.)
    const bounded =
      /^(?:than|over|under)$/.test(tokens[i - 2]?.word ?? '') && /^an?$/.test(tokens[i - 1]?.word ?? '');
    if (Object.hasOwn(SPOKEN, token.word) && !bounded)
      return overLength(tokens, i, label, {
        value: SPOKEN[token.word]!,
        certainty: token.word === 'dozen' ? 1 : 0.8,
      });
    if (NONE.has(token.word)) return { value: 0, certainty: 0.9 };
  }
  return length;
}

const hyphened = (token: Token | undefined) => Boolean(token?.tags.has('Hyphenated'));

/** Minutes a clock time is most often said with: "five-thirty" is a time, no count. */
const CLOCK_MINUTES = new Set([15, 30, 45]);

/**
 * Whether the number at `at` counts the noun said within two words after it, no other number between
 * but one joined to it or ending a range from it ("two days", "three two-hour drives", "two, three
 * hours", not "two dozen, two days").
 */
function countsNoun(tokens: Token[], at: number, noun: string | null): boolean {
  const next = tokens.slice(at + 1, at + 3);
  const k = next.findIndex((n) => singular(n.word) === noun);
  return (
    k >= 0 &&
    next.slice(0, k).every((n) => n.value === null || hyphened(n) || n.value > (tokens[at]!.value ?? 0))
  );
}

/** "Two dozen", "half a dozen": so many dozens said as one number (24, 6); "a dozen" stays a spoken quantity. */
function dozensJoined(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (const token of tokens) {
    const [last, beforeLast] = [out.at(-1), out.at(-2)];
    if (token.word === 'dozen' && last?.value != null && !last.pause) {
      out[out.length - 1] = { ...last, value: last.value * 12 };
      continue;
    }
    if (token.word === 'dozen' && last?.word === 'a' && beforeLast?.word === 'half') {
      out.splice(-2, 2, { ...beforeLast, value: 6 });
      continue;
    }
    out.push(token);
  }
  return out;
}

/**
 * "Occupancy is one-fifty": a pair said with a hyphen, a one-digit number then tens, is hundreds
 * (150), unless it says a time ("at four-twenty", "five-thirty", "six-forty to eight").
 */
function hundredsJoined(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (const [i, token] of tokens.entries()) {
    const last = out.at(-1);
    const joins =
      last?.value != null &&
      !last.pause &&
      hyphened(last) &&
      hyphened(token) &&
      Number.isInteger(last.value) &&
      last.value >= 1 &&
      last.value <= 9 &&
      token.value !== null &&
      token.value >= 10 &&
      token.value <= 99 &&
      !CLOCK_MINUTES.has(token.value) &&
      !/^(?:at|from|to|till|until|by|before|after)$/.test(tokens[i - 2]?.word ?? '') &&
      !/^(?:to|till|until|am|pm)$/.test(tokens[i + 1]?.word ?? '');
    if (joins) out[out.length - 1] = { ...token, value: last.value! * 100 + token.value! };
    else out.push(token);
  }
  return out;
}

/**
 * "Three two-hour drives" to "How many hours?": things counted that each hold so many of the thing
 * asked are that many times as many (6); the number at `at` is multiplied by the one after it.
 */
function eachOf(tokens: Token[], at: number, noun: string | null): number {
  const [each, unit, thing] = [tokens[at + 1], tokens[at + 2], tokens[at + 3]];
  const holds =
    each?.value != null &&
    !tokens[at]!.pause &&
    !each.pause &&
    singular(unit?.word ?? '') === noun &&
    !unit!.pause &&
    // ("One four-hour shift": a thing after a measure joined to it by a hyphen, however it is tagged.)
    (namesThing(thing) || (unit!.tags.has('Hyphenated') && thing?.value === null && thing.word !== 'a'));
  return holds ? each.value! : 1;
}

/** Minutes in each unit of time a "how many" question may count. */
const MINUTES: Record<string, number> = { minute: 1, hour: 60, day: 1440, week: 10080 };

/**
 * "How many days do you need it?" "About a week.": a length said in another unit of time than the
 * one counted, counted in that unit (7), when it comes out whole.
 */
function lengthCounted(tokens: Token[], label: Token[], noun: string | null): Reading<number> | null {
  const unit = noun ? MINUTES[noun] : undefined;
  if (!unit || !tokens.some((t) => Object.hasOwn(MINUTES, singular(t.word)))) return null;
  const length = readDuration(tokens, label);
  const count = length ? length.value.minutes / unit : 0;
  return length && Number.isInteger(count) && count >= 1
    ? { value: count, certainty: length.certainty }
    : null;
}

/**
 * Words after a number that make it money, an age or a measure, not a number of things: "eight
 * hundred pounds" (as do the names of currencies: "forty euro").
 */
/** "Two batches, one hour each": a length each thing takes, when the things counted are not lengths. */
const lengthOfEach = (tokens: Token[], at: number, noun: string | null) =>
  TIME_UNIT.test(tokens[at + 1]?.word ?? '') &&
  singular(tokens[at + 1]!.word) !== noun &&
  /^(?:each|apiece|long)$/.test(tokens[at + 2]?.word ?? '');

/** Words after a number that make it no count of things: a unit, a moment ("hold on one sec") or a discount ("fifty off"). */
const NOT_THINGS =
  /^(off|secs?|seconds|moments?|dollars?|bucks?|percent|years?|olds?|pounds?|lbs?|kilos?|kg|grams?|ounces?|oz|feet|foot|ft|inches|inch|miles?|kilometres?|kilometers?|km|metres?|meters?|gallons?|litres?|liters?|degrees?)$/;
const PERIOD = /^(day|week|month)s?$/;
const RATE = new Set(['a', 'an', 'per', 'every', 'each']);

/** The period a count is said per, right after it ("one session a week", "twice a month"), or null. */
function ratePeriod(tokens: Token[], at: number): string | null {
  for (let i = at + 1; i < Math.min(tokens.length - 1, at + 4); i++) {
    if (tokens[i]!.value !== null) return null;
    if (RATE.has(tokens[i]!.word) && PERIOD.test(tokens[i + 1]!.word)) return singular(tokens[i + 1]!.word);
  }
  return null;
}

/** The period a question counts per: "How many practices a week?" → week. */
function labelRate(label: Token[]): string | null {
  const at = label.findIndex((t, i) => RATE.has(t.word) && PERIOD.test(label[i + 1]?.word ?? ''));
  return at < 0 ? null : singular(label[at + 1]!.word);
}

/**
 * "How many sessions?" "It's a six-week course, one session a week.": a count per period over a
 * length said in that period is the total (6), unless the question asks per period itself
 * ("How many sessions a week?").
 */
function overLength(tokens: Token[], at: number, label: Token[], reading: Reading<number>): Reading<number> {
  const period = ratePeriod(tokens, at);
  if (!period || labelRate(label) !== null) return reading;
  const length = tokens.findIndex(
    (t, i) => i !== at && t.value !== null && t.value > 1 && singular(tokens[i + 1]?.word ?? '') === period,
  );
  if (length < 0) return reading;
  return { value: reading.value * tokens[length]!.value!, certainty: reading.certainty * 0.95 };
}
