import nlp from 'compromise';
import { hasAny, phrase } from './phrases';
import { singular, type Token, tokensOf } from './tokens';

/** Yes/no questions whether something is needed: "Do I need an appointment?", "Do they need a leotard?". */

/** Words by which a question or an answer says a visit must be booked. */
const BOOKING = [
  'appointment',
  'appointments',
  'book',
  'booking',
  'reserve',
  'reservation',
  'register',
  'registration',
  'pre-register',
  'sign up',
  'call ahead',
  'in advance',
  'ahead of time',
];
/** Words by which a question or an answer says one can just come. */
const DROP_IN = [
  'walk in',
  'walk ins',
  'drop in',
  'drop ins',
  'pop in',
  'pop by',
  'stop in',
  'stop by',
  'swing by',
  'just show up',
  'just come',
  'first come',
];
/** Words that advise rather than require: "it's best to book", "we recommend calling ahead". */
const ADVISING = [
  'better to',
  'best to',
  'better if',
  'best if',
  'recommend',
  'recommended',
  'suggest',
  'ideally',
  'preferred',
  'prefer',
  'good idea',
  'helps',
  'might want',
  'may want',
];
const NEEDING = ['need', 'needs', 'have to', 'has to', 'must', 'required', 'necessary'];
const LACKING = ['without', 'no'];

/**
 * "Do I need an appointment?" / "Do you take walk-ins?": an answer saying one can just come ("walk
 * in any time", "no need to book") or must book ("call ahead", "we don't take walk-ins"). The first
 * question is answered yes by booking, the second by coming in. Null when the question asks neither
 * or the answer says neither.
 */
export function bookingAnswer(labelWords: string, text: string): boolean | null {
  // "Do you take walk-ins?", "Can I come without an appointment?"
  const asksDropIn =
    hasAny(labelWords, DROP_IN) || (hasAny(labelWords, LACKING) && hasAny(labelWords, BOOKING));
  // "Do I need to book?", "Can I reserve a table?": asked the same way round.
  const needsBooking = hasAny(labelWords, BOOKING) && !asksDropIn;
  if (!needsBooking && !asksDropIn) return null;
  // "Walk-ins are fine on the first Saturday, otherwise call ahead": the rule after "otherwise" is the general one.
  const general = /\botherwise\b[,\s]*(\S.*)$/i.exec(text)?.[1] ?? text;
  const senses = general.split(/[,;.]/).flatMap((part) => {
    const words = phrase(tokensOf(part).map((t) => t.word));
    const booking = hasAny(words, DROP_IN) ? false : hasAny(words, BOOKING) ? true : null;
    // "We do, but it's better to call ahead": booking advised is not booking required.
    if (booking === null || (booking && hasAny(words, ADVISING))) return [];
    const negated = nlp(part).has('#Negative') || hasAny(words, ['no']);
    return [negated ? !booking : booking];
  });
  if (senses.length === 0) return null;
  return needsBooking ? senses[0]! : !senses[0];
}

/** Ways of saying something will do. */
const WILL_DO = ['fine', 'okay', 'ok', 'enough', 'works', 'will do', 'good'];
const stem = (word: string) => word.replace(/(?:es|s)$/, '');

/**
 * "Do they need a leotard?" "Shorts and a t-shirt are fine.": something else said to do is a no.
 * Null when the question asks for no thing, or the answer names the thing asked about.
 */
export function alternativeAnswer(label: Token[], tokens: Token[]): boolean | null {
  const labelWords = phrase(label.map((t) => t.word));
  const things = label.filter((t) => t.tags.has('Noun') && !t.tags.has('Pronoun')).map((t) => stem(t.word));
  if (!hasAny(labelWords, NEEDING) || things.length === 0) return null;
  const words = phrase(tokens.map((t) => t.word));
  if (!hasAny(words, WILL_DO) || tokens.some((t) => things.includes(stem(t.word)))) return null;
  return false;
}

/** Ways of saying the business has it for the child. */
const PROVIDING = [
  'provide',
  'provides',
  'supply',
  'supplies',
  'lend',
  'loan',
  'loaners',
  'rent',
  'rentals',
  'included',
];

/**
 * "Do I need to bring a towel?" "We provide towels.": what the business has for the child need not
 * be brought, a no ("do they need climbing shoes?" "we rent them"); "we don't provide them" a yes.
 * Null when the question asks no need or the answer says nothing provided.
 */
export function broughtAnswer(labelWords: string, text: string): boolean | null {
  if (!hasAny(labelWords, NEEDING)) return null;
  const asked = new Set(
    nlp(labelWords)
      .nouns()
      .not('#Pronoun')
      .out('array')
      .flatMap((noun: string) => noun.split(' ').map(singular)),
  );
  // The part of the answer that provides something; when the thing asked is named only elsewhere,
  // what is provided is something else ("We provide goggles, but bring a towel").
  const providing = text
    .split(/[,.;]|\bbut\b/i)
    .map((part) => ({ part, words: phrase(tokensOf(part).map((t) => t.word)) }))
    .find(({ words }) => hasAny(words, PROVIDING));
  if (!providing) return null;
  const names = (part: string) => tokensOf(part).some((t) => asked.has(singular(t.word)));
  if (names(text) && !names(providing.part)) return null;
  return nlp(providing.part).has('#Negative') || hasAny(providing.words, ['no']);
}
