import type { MoneyPeriod } from '#shared/contracts/asks';
import { isChildWord, namesChildren } from './people';
import { periodOf } from './price-periods';
import { namesThing, phraseStart, singular, type Token } from './tokens';

/** Units a price is said per without naming a period: "eighty-five per dress", "twenty-two dollars a driver". */

/** Shares of a unit, which describe no thing: "per half hour" prices half an hour. */
const SHARES = new Set(['half', 'quarter']);
/** Words that say what one unit of a price is: "per window", "a driver", "each". */
const UNIT_MARKERS = new Set(['per', 'a', 'an', 'every']);
/**
 * Words after which a length is that of the thing priced: "for the ten weeks", "it runs eight weeks",
 * "for the last six weeks", "for the whole six weeks".
 */
const LENGTH_BEFORE = new Set([
  'the',
  'for',
  'runs',
  'run',
  'lasts',
  'over',
  'last',
  'next',
  'remaining',
  'whole',
  'full',
  'entire',
]);

/** Whether the length of the thing priced is said in units matching `units` ("the session's ten weeks"). */
const lengthSaid = (tokens: Token[], units: RegExp) =>
  tokens.some((token, i) => {
    const before = tokens[i - 1];
    return (
      (token.value ?? 0) > 1 &&
      !token.pause &&
      units.test(tokens[i + 1]?.word ?? '') &&
      (LENGTH_BEFORE.has(before?.word ?? '') ||
        Boolean(before?.tags.has('Copula') || before?.tags.has('Possessive')))
    );
  });

/** Words for every person: a price "for everybody" is per person. */
const EVERYONE = /^(everyone|everybody|anyone|anybody)$/;

/**
 * Names of the price of coming out to the customer: "a service call", "the trip charge", "call-out
 * fee", "the travel fee", "to come out".
 */
const COMING_OUT = /\b(?:service call|house call|call out|callout|(?:trip|travel) (?:charge|fee)|come out)\b/;

/** Whether words name the price of coming out to the customer, which is per visit. */
export const namesComingOut = (tokens: Token[]) => COMING_OUT.test(tokens.map((t) => t.word).join(' '));

/** What one person buys to get in: "tickets are twelve each" is a price per person. */
export const ADMISSIONS = new Set(['ticket', 'admission', 'entry', 'seat']);

/**
 * A person by what they do ("a driver", "per player", "a guest") or gets in with, a child by any word
 * for one ("per kiddo"), else a thing ("per dress").
 */
const unitOfNoun = (token: Token): MoneyPeriod =>
  periodOf(token.word) ??
  (isChildWord(token.word)
    ? 'child'
    : token.tags.has('Actor') || ADMISSIONS.has(singular(token.word))
      ? 'person'
      : 'item');

/**
 * A price for a run of weeks or months is per term: "two-ten for the ten weeks", "the session's ten
 * weeks, it's two-sixty-five", "it runs eight weeks, one ninety", "it's four Saturdays" — unlike "we need two weeks'
 * notice" or "a week at a time".
 */
export const isTermPrice = (tokens: Token[]) =>
  lengthSaid(tokens, /^(?:weeks?|months?|(?:mon|tues|wednes|thurs|fri|satur|sun)days)$/);

/**
 * The unit said right after the price at `at` without naming a period: the thing after "per" / "a"
 * ("eighty-nine per window" → item, "per large pizza" → item, "twenty-two dollars a driver" → person); "each" of the things
 * said before it ("the chairs are a buck seventy-five each" → item, "kids are nine each" → child,
 * "lessons are forty each" → lesson), else each person ("two-hour's thirty-two each").
 */
export function unitAfter(tokens: Token[], at: number, label: Token[]): MoneyPeriod | null {
  for (const i of wordsAfterPrice(tokens, at)) {
    const token = tokens[i]!;
    if (token.word === 'each' || token.word === 'apiece') return unitOfEach(tokens, at, label);
    // "eight ninety-nine for everybody", "ten bucks for anyone": the same price per person.
    if (token.word === 'for' && EVERYONE.test(tokens[i + 1]?.word ?? '')) return 'person';
    if (!UNIT_MARKERS.has(token.word)) continue;
    // "sixteen ninety-nine per large pizza": the thing, past a word describing it.
    const next = tokens[i + 1];
    const described = next?.tags.has('Adjective') && !next.pause && !SHARES.has(next.word) ? 2 : 1;
    if (namesThing(tokens[i + described])) return unitOfNoun(tokens[i + described]!);
  }
  return null;
}

/**
 * The thing named right after the price at `at`, after "a", as its unit ("four bucks a pair" → item),
 * or null ("per jumper" may be a person).
 */
export function thingNamedAfter(tokens: Token[], at: number): MoneyPeriod | null {
  for (const i of wordsAfterPrice(tokens, at)) {
    const next = tokens[i + 1];
    if (/^an?$/.test(tokens[i]!.word) && namesThing(next) && !periodOf(next!.word)) return unitOfNoun(next!);
  }
  return null;
}

/** Where the words that may say a price's unit stand: the next three, past its "dollars" or "bucks". */
function* wordsAfterPrice(tokens: Token[], at: number): Generator<number> {
  for (let i = at + 1; i < Math.min(tokens.length, at + 4); i++) {
    yield i;
    const token = tokens[i]!;
    if (token.value !== null || token.pause || !/^(dollars?|bucks?)$/.test(token.word)) return;
  }
}

/**
 * The unit of the price at `at` when no period is named: the unit said after it, else what the
 * words imply: a drop-in is one class, a service call one visit, and a thing said to last so many minutes one session ("the
 * initial consult is ninety minutes, that one's one-eighty-five").
 */
export function impliedUnit(tokens: Token[], at: number, label: Token[]): MoneyPeriod | null {
  const after = unitAfter(tokens, at, label);
  if (after) return after;
  // "Drop-in is twenty, the ten-class pass is one seventy-five": only the drop-in's own phrase.
  const start = phraseStart(tokens, at);
  const end = tokens.findIndex((t, i) => i >= at && t.pause) + 1 || tokens.length;
  const phrase = tokens.slice(start, end).map((t) => t.word);
  if (/\bdrop in\b/.test(phrase.join(' '))) return 'class';
  // "Service call's eighty-nine", "the trip charge is fifty-nine": the price of coming out is per visit.
  if (namesComingOut(tokens.slice(start, at))) return 'visit';
  return lengthSaid(tokens, /^(minutes?|hours?)$/) ? 'session' : null;
}

/** Pronouns standing for things already said: "they're twelve each", "we sell them at five each". */
const THINGS_SAID = new Set(['they', 'them', 'em']);

const countedByEach = (t: Token) => (namesThing(t) && t.tags.has('Plural')) || THINGS_SAID.has(t.word);

/**
 * What "each" counts: the plural things the price's phrase opens with ("swim lessons for kids run
 * forty each" → lesson; not the balloons of "the balloons are free, face painting is ten each"),
 * "they" or "them" (in its phrase or the one before), else the thing the question prices "per", else people
 * (children, when the question names them). A plural said for the thing the question names ("privates are fifty-five
 * each" to a private lesson) counts that thing.
 */
function unitOfEach(tokens: Token[], at: number, label: Token[]): MoneyPeriod {
  const start = phraseStart(tokens, at);
  const named = tokens.slice(start, at).find(countedByEach);
  // "We price 'em all the same, sixty bucks each": the things said just before, as a pronoun.
  const before = tokens.slice(phraseStart(tokens, Math.max(0, start - 1)), start);
  if (!named) {
    if (before.some((t) => THINGS_SAID.has(t.word))) return 'item';
    // "How much per table?" "The six-foot's eleven each": each of the things the question prices
    // (the noun after "per" and any words describing it: "per mini cupcake").
    const per = label.findIndex((t) => t.word === 'per');
    const asked = per < 0 ? undefined : label.slice(per + 1).find((t) => !t.tags.has('Adjective'));
    if (asked && namesThing(asked)) return unitOfNoun(asked);
    // "How much is a kids' workshop?" "Seven fifty each.": each of the children the question names.
    return label.some((_, i) => namesChildren(label, i)) ? 'child' : 'person';
  }
  if (THINGS_SAID.has(named.word)) return 'item';
  const unit = unitOfNoun(named);
  const head = label.findIndex((t, i) => t.word === singular(named.word) && namesThing(label[i + 1]));
  return unit === 'item' && head >= 0 ? unitOfNoun(label[head + 1]!) : unit;
}
