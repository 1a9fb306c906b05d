import nlp from 'compromise';
import type { MoneyPeriod } from '#shared/contracts/asks';
import { isPersonWord, namesAdults, namesChildren } from './people';
import { periodOf, seasonsSession } from './price-periods';
import { ADMISSIONS, namesComingOut } from './price-units';
import { namesThing, singular, type Token } from './tokens';

/** Lengths of time one of which a price may be for: "a PA day", "the week", "a term", "the season". */
const LENGTHS = new Set<MoneyPeriod>(['hour', 'day', 'night', 'week', 'month', 'term', 'season', 'year']);

/** Names of payments and of the time a service takes, which are no things bought. */
const PAYMENTS = new Set([
  'fee',
  'charge',
  'rate',
  'price',
  'cost',
  'tuition',
  'fare',
  'toll',
  'total',
  'service',
  'deposit',
  'bond',
  'minimum',
  'surcharge',
]);
/** What a business puts on or runs for people, which is no thing bought: a program, a show, an event. */
const OFFERINGS = new Set(['program', 'programme', 'show', 'event', 'package', 'series']);
/** Periods that are one meeting or one occasion, which a price of one is per ("the first visit"). */
const OCCASIONS = new Set<MoneyPeriod>(['visit', 'session', 'lesson', 'class']);
/**
 * Services given to someone in one sitting, which a price of one is per visit: an exam, a test, a
 * consultation, a check-up, a cleaning, a haircut, a tuning, a walk, a chimney sweep; and a charge for coming out.
 */
const ONE_SITTING = new Set([
  'exam',
  'examination',
  'test',
  'consultation',
  'consult',
  'walk',
  'checkup',
  'check-up',
  'cleaning',
  'haircut',
  'trim',
  'tuning',
  'adjustment',
  'sweep',
]);
/** A service given in one sitting named by the question: "a check-up", "How much does a tuning cost?" */
const isSitting = (label: Token[], i: number) =>
  ONE_SITTING.has(singular(label[i]!.word)) || (label[i]!.word === 'check' && label[i + 1]?.word === 'up');

/** Whether what the question prices is one sitting: "How much is an exam paying cash?" */
const namesOneSitting = (label: Token[]) =>
  label.some((_, i) => isSitting(label, i)) || namesComingOut(label);

/** Words that single out one of a thing: "a visit", "the first session". */
const ONE = new Set(['a', 'an', 'the', 'one', 'this', 'that']);

/** Endings of nouns made from verbs or qualities: an inspection, a removal, a membership, a cleaning. */
const ACTION_ENDING = /(tion|sion|ment|ance|ence|al|ure|ship|ing|ity|ery|cy|ism)$/;
const LEXICON = (nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon;

/** Dictionary entries of nouns and names: "cake" (Singular), "garland" (a name too). */
const NOUN_ENTRY = /^(?:Singular|Plural|Uncountable|\w*Name)$/;

/** Whether the dictionary lists a word as a verb or some other word than a noun ("a test", "a fill"), not as a noun ("a cake"). */
const isVerbToo = (word: string) => Object.hasOwn(LEXICON, word) && !NOUN_ENTRY.test(String(LEXICON[word]));

/** Words joining another clause or thing to the one priced: "the evaluation if they self-pay". */
const CLAUSE_LINKS = /^(?:if|when|whether|because|unless|while|and|or|but)$/;

/**
 * The noun the question prices: the last noun before the first preposition, conjunction or pause
 * after it ("a wrist corsage with roses", "the evaluation if they self-pay").
 */
function headNoun(label: Token[]): Token | null {
  let head: Token | null = null;
  for (const token of label) {
    if (head && (token.tags.has('Preposition') || CLAUSE_LINKS.test(token.word))) break;
    if (namesThing(token)) head = token;
    // ("a mouse treatment, 3-bedroom house")
    if (head && token.pause && !token.tags.has('Abbreviation')) break;
  }
  return head;
}

/** Whether the question prices a service done to a thing: "How much to replace the screen?", "How much to hem the pants?" */
const doneToIt = (label: Token[]) =>
  label.some(
    (t, i) =>
      t.word === 'to' && (label[i + 1]?.tags.has('Verb') || Boolean(label[i + 2]?.tags.has('Determiner'))),
  );

/**
 * What a price said with no unit is per, from what the question prices. A thing bought is per item:
 * "How much is a corsage?" "With roses it's forty-five." (a thing is a plain noun that names no
 * period, person, payment or action; a measure, "a quart", is one too). One occasion or length of time is its own unit
 * ("How much is the first visit?" per visit, "How much is a PA day?" per day), as is a service given in one sitting ("an exam", "a
 * haircut"), as one course is per term ("How much is the course?") and one season per season, and a
 * ticket or an admission is per person (a family's is paid once); a service, a
 * payment, an offering ("a show") or a time says nothing of it (a dictionary word that is also a verb, "a test", "a repair",
 * or one made from a verb, "an inspection").
 */
export function thingAsked(label: Token[]): MoneyPeriod | null {
  if (namesOneSitting(label)) return 'visit';
  // "How much to replace the screen?": a service done to the thing.
  if (doneToIt(label)) return null;
  const head = thingPriced(label);
  if (!head || isAgeNoun(label, head)) return null;
  const plural = head.tags.has('Plural');
  const word = plural ? singular(head.word) : head.word;
  // "the first visit", "a kids' lesson": one of something, not "lessons" or "sessions".
  const one = !plural && label.slice(0, label.indexOf(head)).some((t) => ONE.has(t.word));
  const period = periodOf(word);
  if (period && seasonsSession(label, label.indexOf(head))) return 'term';
  if (period) return one && (OCCASIONS.has(period) || LENGTHS.has(period)) ? period : null;
  if (head.tags.has('Actor') || head.tags.has('Person') || head.tags.has('ProperNoun')) return null;
  const group = ADMISSIONS.has(word) || word === 'pass' ? forGroup(label, head) : null;
  if (group) return group;
  if (ADMISSIONS.has(word)) return 'person';
  // "the nightly rate for a two-queen room": a price asked per a length of time is not the thing's.
  if (
    label.some(
      (t, i) => t !== head && LENGTHS.has(periodOf(t.word) as MoneyPeriod) && !isAgeNoun(label, t, i),
    )
  )
    return null;
  if (head.tags.has('Unit')) return 'item';
  if (PAYMENTS.has(word) || OFFERINGS.has(word) || ACTION_ENDING.test(word) || isVerbToo(word)) return null;
  return 'item';
}

/** Words for people let in together on one ticket or pass. */
const GROUPS = new Set(['family', 'families', 'household', 'group', 'party']);

/**
 * "How much is a family ticket?", "a family pass": a ticket or a pass for a group is paid once for all of them, or per
 * the period it lets them in for ("a family day ticket" per day).
 */
function forGroup(label: Token[], head: Token): MoneyPeriod | null {
  const before = label.slice(0, label.indexOf(head));
  if (!before.some((t) => GROUPS.has(t.word))) return null;
  return before.map((t) => periodOf(t.word)).findLast((p) => p !== null && p !== 'person') ?? 'one_time';
}

/** Payments made over time, which a price said alone says nothing of the period of. */
const RECURRING = new Set([
  'rate',
  'tuition',
  'dues',
  'rent',
  'membership',
  'subscription',
  'wage',
  'salary',
  'premium',
]);

/**
 * What a price said with no unit is per when the question names one service or payment and no thing
 * bought, or a job done ("How much to fix a flat?"): one time ("How much is a tune-up?" "Basic
 * tune's sixty-five."; "What is the evaluation fee?"), unlike a payment made over time ("What's the rate?", "How much is tuition?") or things
 * asked in the plural ("How much are lessons?"), whose unit is left unsaid.
 */
export function paidOnce(label: Token[]): MoneyPeriod | null {
  // "How much to replace the screen?" "One-forty.": a job done is paid once.
  if (doneToIt(label)) return 'one_time';
  // The periods the question names, and payments made over time ("tuition"), as null.
  const periods = label.flatMap((t) => (RECURRING.has(t.word) ? [null] : (periodOf(singular(t.word)) ?? [])));
  // "How much for 12 kids?" "Four forty-five.": a price for so many people is their total, paid once
  // (unless it is per a period, not only per person).
  const timed = periods.some((period) => period !== 'child' && period !== 'person');
  if (forSoMany(label) && !timed) return 'one_time';
  // "a tune-up", "a basic tune-up": a hyphenated verb after an article (and a word describing it).
  const head =
    thingPriced(label) ??
    label.find(
      (t, i) =>
        t.tags.has('Hyphenated') &&
        (label[i - 1]?.tags.has('Determiner') ||
          (label[i - 1]?.tags.has('Adjective') && label[i - 2]?.tags.has('Determiner'))),
    );
  if (!head || head.tags.has('Plural')) return null;
  return periods.length > 0 ? null : 'one_time';
}

/** "for 12 kids", "for about twenty people": so many people (more than one) a price is asked for. */
const forSoMany = (label: Token[]) =>
  label.some(
    (t, i) =>
      (t.value ?? 0) > 1 &&
      isPersonWord(label[i + 1]?.word ?? '') &&
      label.slice(Math.max(0, i - 2), i).some((u) => u.word === 'for'),
  );

/**
 * The thing a payment is of: "How much does the course cost?" → course; "What is the price for a
 * tree?" → tree; "Rental price per kid-size chair?" → chair; else the head noun.
 */
function thingPriced(label: Token[]): Token | null {
  const head = headNoun(label);
  if (!head || !PAYMENTS.has(head.word)) return head;
  const at = label.indexOf(head);
  const before = label.slice(0, at).findLast((t) => namesThing(t) && !PAYMENTS.has(t.word));
  if (before && label.indexOf(before) === at - 1 && !KINDS_OF_PRICE.has(before.word)) return before;
  if (!/^(?:for|of|per)$/.test(label[at + 1]?.word ?? '')) return head;
  const after = label.slice(at + 2);
  // (Up to a preposition or a pause: "a mouse treatment, 3-bedroom house".)
  const end = after.findIndex((t, i) => t.tags.has('Preposition') || after[i - 1]?.pause);
  return (end < 0 ? after : after.slice(0, end)).findLast(namesThing) ?? head;
}

/** "for a 2-year-old", "a six month old": a child named by age, who says nothing of the unit. */
const isAgeNoun = (label: Token[], head: Token, at = label.indexOf(head)) =>
  (head.word === 'old' && /^(?:years?|months?)$/.test(label[at - 1]?.word ?? '')) ||
  (/^(?:years?|months?|weeks?)$/.test(head.word) && /^olds?$/.test(label[at + 1]?.word ?? ''));

/** Nouns naming which price is asked, not what it is of: "the cash price", "the sale price". */
const KINDS_OF_PRICE = new Set(['cash', 'sale', 'list', 'retail']);

/** Words that may describe a payment between the person and it: "the adult passenger fare". */
const DESCRIBING = 2;

/**
 * "What's the adult fare?", "How much is the kids' rate?", "What is the price for a senior?": a payment
 * the question asks of a kind of person is per that person (but "a kid's bike" is a thing).
 */
export function personPriced(label: Token[]): MoneyPeriod | null {
  const head = headNoun(label);
  if (!head) return null;
  const word = singular(head.word);
  if (!PAYMENTS.has(word) && !ADMISSIONS.has(word)) return null;
  const at = label.indexOf(head);
  // "the adult fare", or "the price for a senior": the person said before the payment or after "for".
  const after = label[at + 1]?.word === 'for' ? [at + 2, at + 3] : [];
  for (const i of [...range(Math.max(0, at - 1 - DESCRIBING), at), ...after]) {
    if (namesAdults(label, i)) return 'person';
    if (namesChildren(label, i)) return 'child';
  }
  return null;
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
