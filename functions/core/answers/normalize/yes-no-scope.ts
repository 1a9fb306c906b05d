import { readAgeRange } from './age-range';
import { readMoney } from './money';
import { agesOfNamed } from './people';
import { hasAny, phrase } from './phrases';
import { readSchedule } from './schedule';
import { phraseStart, type Token, tokensOf } from './tokens';
import { partNamingTheAsked } from './yes-no-charge';

/**
 * What a yes/no answer is about, beside its yes or no: whether a fee is charged, whether something
 * comes included, which ages it covers, what it is restricted to, and whose "don't" a negation is.
 */

/** Words by which a question asks whether something costs extra ("Is there a call-out fee?"). */
const CHARGE_WORDS = ['fee', 'fees', 'charge', 'charges', 'cost', 'costs', 'pay', 'extra'];
/** Words by which a question asks whether a charge is raised: "Do you charge more after six?" */
const MORE = ['more', 'extra', 'higher', 'surcharge'];
/** A rate said raised: "time and a half", "double", "a surcharge". */
const RAISED = ['time and a half', 'double', 'triple', 'surcharge', 'premium', 'higher rate'];
/** Ways of saying a cost is part of something else. */
const INCLUDED = ['included', 'includes', 'include', 'comes with', 'part of', 'covered'];

/**
 * "Is there a fee?" is answered by what is charged: a price is a yes, "it's free", "there's nothing
 * separate" or "that's included" a no; "Is lunch included in the fee?" the other way round. Null
 * when the question is not about a charge or the answer names none.
 */
export function chargeAnswer(label: Token[], tokens: Token[], currency: string): boolean | null {
  const asked = phrase(label.map((t) => t.word));
  if (!hasAny(asked, CHARGE_WORDS)) return null;
  // "Do you charge more for weekends?" "Saturdays it's time and a half.": a rate raised is a yes.
  if (hasAny(asked, MORE) && hasAny(phrase(tokens.map((t) => t.word)), RAISED)) return true;
  const charged = chargedAtAll(label, tokens, currency);
  return charged !== null && hasAny(asked, INCLUDED) ? !charged : charged;
}

/** Whether a charge is said: a price above nothing, or none when the thing comes included; null when neither is said. */
function chargedAtAll(label: Token[], tokens: Token[], currency: string): boolean | null {
  const price = readMoney(partNamingTheAsked(label, tokens) ?? tokens, currency);
  if (price) return price.value.amount > 0;
  return hasAny(phrase(tokens.map((t) => t.word)), INCLUDED) ? false : null;
}

/** Words by which a question asks whether something is provided ("Is lunch included?", "Do you provide helmets?"). */
const PROVIDED_WORDS = [
  'included',
  'include',
  'includes',
  'provide',
  'provided',
  'supply',
  'supplied',
  'come with',
  'lend',
  'loan',
  // "Do they give a keyboard for practice?", "Do you hand out shin pads?"
  'give a',
  'give an',
  'give out',
  'hand out',
];
/** Ways of saying the parent brings or pays for it separately. */
const NOT_PROVIDED = [
  'extra',
  'bring',
  'brings',
  'separate',
  'separately',
  'additional',
  'add on',
  'pack',
  'packs',
  'you have to buy',
  'you need to buy',
  'you must buy',
  'on your own',
  'yourself',
  'yourselves',
  'themselves',
  'on top',
];
/** "You have to buy your own", "most rent their own", "she'll bring her own": got by the family, whatever the verb. */
const OWN = / (?:your|their|her|his) own\b/;

/**
 * "Is lunch included?" "Kids bring a lunch." / "Pizza's extra.": a no; what the business brings
 * itself ("we bring everything") is provided. Null when neither is said.
 */
export function providedAnswer(labelWords: string, answerWords: string): boolean | null {
  if (!hasAny(labelWords, PROVIDED_WORDS)) return null;
  // "Nobody brings one", "no need to bring anything": bringing denied, so it is provided.
  if (bringingDenied(labelWords, answerWords)) return true;
  const parents = withoutOtherThingsBrought(
    labelWords,
    answerWords.replace(/ (we|i)( will| can)? (bring|pack) /g, ' '),
  );
  return hasAny(parents, NOT_PROVIDED) || OWN.test(` ${parents}`) ? false : null;
}

/** Bringing and the thing brought: "brings sticks", "pack a towel", "bring your own". */
const BROUGHT =
  / (?:bring|brings|pack|packs) ((?:(?:a|an|the|their|your|her|his|my|our|any|some) )*)([a-z']+)/g;

/**
 * The words without a thing brought that the question does not name: "We got kits in every room,
 * he just brings sticks" says nothing of the kits asked about (but "bring a lunch", "bring one",
 * "bring your own" do).
 */
function withoutOtherThingsBrought(labelWords: string, answerWords: string): string {
  const stem = (word: string) => word.replace(/s$/, '');
  const named = labelWords.split(' ').map(stem);
  return ` ${answerWords.trim()} `.replace(BROUGHT, (found, _determiners: string, thing: string) =>
    thing === 'own' ||
    STANDING_FOR.has(thing) ||
    named.some((word) => word === stem(thing) || (thing.length >= 4 && word.startsWith(stem(thing))))
      ? found
      : ` ${thing}`,
  );
}

/**
 * Words saying the parent brings nothing: "nobody brings", "no need to bring", "you do not have to
 * bring" (or buy), "you do not need your own".
 */
const NO_ONE_BRINGS =
  / (?:nobody|no one) (?:brings?|packs?|buys?) | no need to (?:bring|pack|buy) | (?:do not|never) (?:need|have) to (?:bring|pack|buy) | (?:do not|never) need (?:your|their) own /;
/** Words before the thing brought, and things that stand for what was asked: "their own", "anything". */
const DETERMINERS = new Set(['a', 'an', 'the', 'their', 'your', 'own', 'any']);
/** "one" is read as the number 1. */
const STANDING_FOR = new Set(['anything', '1', 'it', 'them', 'thing', 'stuff']);

/**
 * Bringing denied, so the thing is provided: "nobody brings one", "no need to bring a lunch" to "Is
 * lunch provided?"; not "just do not bring nuts" or "never forget to bring a helmet".
 */
function bringingDenied(labelWords: string, answerWords: string): boolean {
  const said = ` ${answerWords.trim()} `;
  const found = NO_ONE_BRINGS.exec(said);
  if (!found) return false;
  const thing = said
    .slice(found.index + found[0].length)
    .trim()
    .split(' ')
    .find((word) => !DETERMINERS.has(word));
  if (!thing || STANDING_FOR.has(thing)) return true;
  // "a helmet" to "Are helmets provided?"
  return labelWords
    .split(' ')
    .some((word) => word === thing || (thing.length >= 4 && word.startsWith(thing)));
}

/**
 * "Does the club take ten-year-olds?" "It's for eleven to fourteen.": the ages the question names
 * against the ages the answer states; yes only when the answer's ages cover the question's. Null
 * when either names no ages clearly.
 */
export function agesAnswer(label: Token[], tokens: Token[]): boolean | null {
  const numbered = readAgeRange(label)?.value;
  // "Do you teach adults?": people named by their time of life, when the answer says ages.
  const named = numbered ? null : agesOfNamed(label);
  const asked = numbered ?? (tokens.some((t) => AGE_CUES.test(t.word)) ? named : null);
  const said = readAgeRange(tokens, label);
  if (!asked || !said || said.certainty < 0.95) return null;
  const { min, max } = said.value;
  // "Camp runs 9 to 3" is hours, not ages.
  if (min !== null && max !== null && min > max) return null;
  const [low, high] = [min ?? 0, max ?? Number.POSITIVE_INFINITY];
  const [askedLow, askedHigh] = [asked.min ?? 0, asked.max ?? Number.POSITIVE_INFINITY];
  // Toddlers are taken when some toddlers are ("from eighteen months up"); ages asked in numbers all are.
  return named ? low < askedHigh && askedLow <= high : low <= askedLow && askedHigh <= high;
}

/** Words that say the numbers near them are ages. */
const AGE_CUES = /^(ages?|years?|yrs?|old|olds|months?)$/;

/** Words naming the parent or child as the one asking ("Do I need…", "Can my son…"). */
const PARENT_SUBJECTS = new Set(['i', 'we', 'my', 'our', 'me', 'us']);

/**
 * The parts of an answer about the business: when the question asks what the business does ("Do
 * you bring your own supplies?"), "you don't need to provide a thing" is said of the parent and
 * denies nothing the business does.
 */
export function aboutTheBusiness(text: string, label: string): string {
  if (tokensOf(label).some((t) => PARENT_SUBJECTS.has(t.word))) return text;
  const parts = text.split(/(?<=[,.;!?])\s+/);
  const own = parts.filter((part) => !/^(?:(?:and|but|so)\s+)?you\b/i.test(part.trim()));
  return own.length > 0 ? own.join(' ') : text;
}

/**
 * "Only for emergencies" to "Do you take walk-ins?", "we only do open gym in the afternoon" to
 * "Sunday mornings?", "service dogs only" to "Are dogs allowed?": an "only" that limits the thing to something the question did not name is
 * a no. "Only two spots left" (a number) limits nothing.
 */
export function restrictedElsewhere(text: string, label: string): boolean {
  const tokens = tokensOf(text);
  // "Just the swim test", "we just do group classes": a "just" before a thing, or before a verb of
  // offering, limits as "only" does; "we just opened" does not.
  const only = tokens.findIndex(
    (t, i) =>
      t.word === 'only' ||
      (t.word === 'just' &&
        (Boolean(tokens[i + 1]?.tags.has('Determiner') || tokens[i + 1]?.tags.has('Noun')) ||
          OFFERING.has(tokens[i + 1]?.word ?? ''))),
  );
  // "our only late night" names the one there is; "only two left" counts.
  if (only < 0 || tokens[only + 1]?.value != null || OWNERS.has(tokens[only - 1]?.word ?? '')) return false;
  // "Only with a day's notice", "only if they're potty trained": a condition, not another thing.
  if (CONDITIONS.has(tokens[only + 1]?.word ?? '')) return false;
  const asked = tokensOf(label).map((t) => stem(t.word));
  const end = tokens.findIndex((t, i) => i > only && t.pause);
  // "Service dogs only", "pickup only, sorry": an "only" ending a phrase without a verb limits the
  // phrase; "mornings are for the under-fives only" says when, not what.
  const start = phraseStart(tokens, only);
  const before = tokens.slice(start, only);
  // "We're cash only", "it's pickup only": after "we are", "it is" the rest is the thing limited.
  const linked = COPULAS.has(before[1]?.word ?? '') && Boolean(before[0]?.tags.has('Pronoun'));
  const said = linked ? before.slice(2) : before;
  const last =
    (tokens[only]!.pause || only === tokens.length - 1) && !said.some((t, k) => t.tags.has('Verb') && k > 0);
  const limit = last ? said : tokens.slice(only + 1, end < 0 ? undefined : end + 1);
  // "We only take new patients with a referral" to "Is a referral needed?": the thing asked is the
  // condition the "only" sets, so it is had (and needed), not something else in its place.
  const condition = limit.findIndex((t) => CONDITIONS.has(t.word));
  if (
    condition >= 0 &&
    !/\bwithout\b/i.test(label) &&
    limit
      .slice(condition + 1)
      .some((t) => t.tags.has('Noun') && asked.some((word) => sameFamily(word, stem(t.word))))
  )
    return false;
  // The word after "is" names a thing, whatever compromise tags it ("pickup").
  const named = (t: Token, k: number) => t.tags.has('Noun') || (last && linked && k === 0);
  return limit.some(
    (t, k) =>
      named(t, k) &&
      !t.tags.has('Pronoun') &&
      !asked.some((word) => sameFamily(word, stem(t.word))) &&
      !(readSchedule([t])?.value.days.length ?? 0),
  );
}

const CONDITIONS = new Set(['if', 'with', 'when', 'once', 'after', 'as', 'provided']);
/** Verbs by which a business says what it offers: "we just do", "we only teach". */
const OFFERING = new Set([
  'do',
  'does',
  'offer',
  'offers',
  'have',
  'has',
  'teach',
  'teaches',
  'take',
  'takes',
  'run',
  'runs',
  'sell',
  'sells',
  'carry',
  'carries',
  'accept',
  'accepts',
]);
const COPULAS = new Set(['is', 'are', 'am', 'be', 'was', 'were']);
const OWNERS = new Set(['the', 'our', 'my', 'your', 'their', 'his', 'her', 'its']);
const stem = (word: string) => word.replace(/(?:es|s)$/, '');
const sameFamily = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** Periods a plan or a price is had by, in the words people use for them. */
const PERIODS: Record<string, string> = {
  hourly: 'hour',
  hour: 'hour',
  daily: 'day',
  day: 'day',
  weekly: 'week',
  week: 'week',
  monthly: 'month',
  month: 'month',
  yearly: 'year',
  annual: 'year',
  year: 'year',
  term: 'term',
  semester: 'term',
  season: 'term',
};
const periodsIn = (tokens: Token[]) =>
  tokens.map((t) => t.word).flatMap((word) => (Object.hasOwn(PERIODS, word) ? [PERIODS[word]!] : []));

/**
 * "Is there a monthly plan?" "We bill by the week.": an answer naming only other periods than the
 * one asked about is a no. Null when either names none.
 */
export function periodAnswer(label: Token[], tokens: Token[]): boolean | null {
  const asked = periodsIn(label);
  const said = periodsIn(tokens);
  if (asked.length === 0 || said.length === 0) return null;
  return said.some((period) => asked.includes(period));
}

/** Words by which a question names something missing ("without a parent", "who can't swim"). */
const LACKING = new Set(['without', 'not', 'no']);
/** Ways of saying something is required. */
const REQUIRED = ['have to', 'has to', 'must', 'need to', 'needs to', 'required', 'requires', 'only if'];

/**
 * "Is it open to kids without a parent?" "A parent has to be in the building.", "Do you take kids
 * who can't swim?" "They have to pass a swim test.": requiring what the question says is missing is
 * a no. Null otherwise.
 */
export function requiredAnswer(label: Token[], tokens: Token[]): boolean | null {
  const at = label.findIndex((t) => LACKING.has(t.word));
  if (at < 0) return null;
  const missing = label
    .slice(at + 1, at + 4)
    .filter((t) => (t.tags.has('Noun') || t.tags.has('Verb')) && !t.tags.has('Pronoun'))
    .map((t) => stem(t.word));
  const said = phrase(tokens.map((t) => t.word));
  if (missing.length === 0 || !hasAny(said, REQUIRED)) return null;
  return tokens.some((t) => missing.some((word) => sameFamily(word, stem(t.word)))) ? false : null;
}

/** Words of a question about paying less than others: a discount, a deal, a cheaper rate. */
const ASKS_FOR_LESS =
  /\b(?:discounts?|deals?|reduced|cheaper|lower|special (?:rate|price)s?|sliding scale|break)\b/;
/** "Everyone pays the same", "it's one price for every kid", "a flat rate": no one pays less. */
const SAME_FOR_ALL =
  /\b(?:pays? the same|same (?:price|rate|fee|cost|amount)|one price|flat (?:rate|fee|price)|everyone pays|everybody pays)\b/;

/**
 * "Is there a sibling discount?" "Everyone pays the same.": a price the same for all denies a lower
 * one; null when the question asks for no discount or the answer says no such thing.
 */
export function discountAnswer(labelWords: string, answerWords: string): boolean | null {
  // "Ten percent off if you pay up front, otherwise everyone pays the same": a discount is had.
  const lessSaid = ASKS_FOR_LESS.test(answerWords) || /\b(?:off|percent)\b/.test(answerWords);
  return ASKS_FOR_LESS.test(labelWords) && SAME_FOR_ALL.test(answerWords) && !lessSaid ? false : null;
}

/** Words before a number that make it the most there can be ("up to ten", "at most 3"). */
const MOST_BEFORE = /(?:^| )(?:up to|max|maximum(?: of)?|at most|no more than|not more than)$/;
/** Words before a number that make it the fewest ("at least 4", "minimum of six"). */
const LEAST_BEFORE = /(?:^| )(?:at least|min|minimum(?: of)?|no fewer than|no less than)$/;
/** Words after a number that say what it is when it is no amount of things. */
const NOT_AN_AMOUNT = /^(am|pm|o'?clock|dollars?|bucks?|percent|years?|months?|olds?|old)$/;

/** Words before a number asked that make it a bound or a time itself ("under 10 kids", "at 5"). */
const ASKED_AS_BOUND = new Set([
  'under',
  'over',
  'than',
  'least',
  'most',
  'to',
  'at',
  'by',
  'before',
  'after',
]);

/** The first number a question names as an amount of things ("size 4", "a group of 12"), or null. */
function amountAsked(label: Token[]): number | null {
  const at = label.findIndex(
    (t, i) =>
      t.value !== null &&
      t.sign === null &&
      !NOT_AN_AMOUNT.test(label[i + 1]?.word ?? '') &&
      !t.tags.has('Time') &&
      !ASKED_AS_BOUND.has(label[i - 1]?.word ?? ''),
  );
  return at < 0 ? null : label[at]!.value;
}

/**
 * "Do you carry size 4?" "Up to size 3.", "Can you take a group of 12?" "Ten max.": a number asked
 * past the most or short of the fewest the answer allows is a no; null otherwise (within the bounds,
 * what else is said decides).
 */
export function boundAnswer(label: Token[], tokens: Token[]): false | null {
  const asked = amountAsked(label);
  if (asked === null) return null;
  for (const [i, token] of tokens.entries()) {
    if (token.value === null || token.sign !== null || NOT_AN_AMOUNT.test(tokens[i + 1]?.word ?? ''))
      continue;
    // "Up to size 3": the bound's word may stand before the thing measured.
    const before = tokens
      .slice(Math.max(0, i - 4), i)
      .map((t) => t.word)
      .join(' ');
    const after = tokens[i + 1]?.word ?? '';
    const most =
      MOST_BEFORE.test(before) || MOST_BEFORE.test(before.replace(/ \w+$/, '')) || /^(max|tops)$/.test(after);
    const least =
      LEAST_BEFORE.test(before) ||
      LEAST_BEFORE.test(before.replace(/ \w+$/, '')) ||
      /^(min|minimum)$/.test(after);
    if ((most && asked > token.value) || (least && asked < token.value)) return false;
  }
  return null;
}
