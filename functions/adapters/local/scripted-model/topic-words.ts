import nlp from 'compromise';
import { wordsOf } from '#functions/core/answers/normalize/tokens';

/** Reading what a line is about: its content words, as a listener matches them across wordings. */

const CONTENT_TAGS = ['Noun', 'Adjective', 'Verb', 'Value', 'Date', 'Adverb'];
const FUNCTION_TAGS = ['Pronoun', 'Copula', 'Auxiliary', 'Modal', 'QuestionWord', 'Determiner'];
const GENERIC = new Set(
  'have has do does offer get give go come be make need want like let tell know ask wondering take say call there here any also just really much many please thanks thank okay ok right great wonderful perfect'.split(
    ' ',
  ),
);

/**
 * Words a caller and a receptionist use for the same thing ("the consult" / "that first visit",
 * "free" / "doesn't cost anything", "how old" / "what age"); a word of one family is weaker evidence
 * of the same topic than the word itself.
 */
const FAMILIES = [
  ['child', 'kid', 'son', 'daughter', 'toddler'],
  ['sibling', 'brother', 'sister'],
  ['discount', 'reduction', 'deal'],
  ['price', 'cost', 'fee', 'charge', 'rate', 'pay', 'free'],
  ['visit', 'consult', 'consultation', 'appointment'],
  ['class', 'lesson'],
  ['available', 'availability', 'able', 'opening'],
  ['register', 'registration', 'enrol', 'enroll', 'enrolment', 'signup'],
  ['age', 'old', 'young', 'youngest', 'oldest', 'older', 'younger'],
  ['photo', 'image', 'picture'],
  ['adult', 'parent', 'grownup', 'grown'],
  ['provide', 'supply'],
  ['start', 'begin'],
  ['notice', 'advance', 'ahead'],
  ['soon', 'early'],
  ['online', 'virtual', 'video', 'zoom', 'remote', 'remotely', 'virtually'],
];
const FAMILY_OF = new Map(FAMILIES.flatMap((family) => family.map((word) => [word, family[0]!] as const)));
const RELATED_WEIGHT = 0.75;

/** Whether a word is one of the words for what a thing costs: price, cost, fee, charge… */
export const isPriceWord = (word: string) => FAMILY_OF.get(word) === 'price';

/** Words of a period, which name no thing: "monthly", "term", "annual". */
const PERIOD = /^(?:hour|day|daily|night|week|month|term|season|year|annual)/;

/**
 * The words of a text naming a thing, not what it costs or how often: "How much do braces cost?"
 * → braces; "What is the monthly fee for the after-school club?" → after, school, club.
 */
export const thingWords = (text: string) =>
  new Set([...contentWords(text)].filter((word) => !isPriceWord(word) && !PERIOD.test(word)));

const stem = (word: string) =>
  word.endsWith('sses')
    ? word.slice(0, -2)
    : word.endsWith('ies')
      ? `${word.slice(0, -3)}y`
      : word.length > 3 && word.endsWith('s') && !word.endsWith('ss')
        ? word.slice(0, -1)
        : word;

/** Words joined by a hyphen (or letters by a slash) are read apart: "10-year-olds" → 10, year, old; "drop-in" → drop; "FSA/HSA". */
const unhyphenated = (text: string) =>
  text.replace(/(?<=[a-z0-9])-(?=[a-z0-9])/gi, ' ').replace(/(?<=[a-z])\/(?=[a-z])/gi, ' / ');

/** A word of a text as read: its lemma, numbers in digits, with compromise's tags. */
export interface Term {
  word: string;
  tags: Set<string>;
}

/** Texts already read: a call's lines are compared with every ask, and tagging is the slow part. */
const read = new Map<string, Term[]>();
const MAX_READ = 2000;

/** The terms of a text: "Can a ten-year-old take the course?" → can, a, 10, year, old, take, the, course. */
export function termsOf(text: string): Term[] {
  const known = read.get(text);
  if (known) return known;
  if (read.size >= MAX_READ) read.clear();
  const terms = tag(text);
  read.set(text, terms);
  return terms;
}

function tag(text: string): Term[] {
  const doc = nlp(unhyphenated(text));
  doc.numbers().toCardinal();
  doc.numbers().toNumber();
  doc.compute('root');
  return (doc.termList() as { normal: string; root?: string; implicit?: string; tags: Set<string> }[]).map(
    (term) => ({
      word: stem((term.implicit ?? term.root ?? term.normal).toLowerCase().replace(/[^a-z0-9$]/g, '')),
      tags: term.tags,
    }),
  );
}

/** Whether a term carries meaning of its own: a thing, a quality, an action or a number. */
export const isContent = ({ word, tags }: Term) =>
  word !== '' &&
  !GENERIC.has(word) &&
  !FUNCTION_TAGS.some((t) => tags.has(t)) &&
  CONTENT_TAGS.some((t) => tags.has(t));

/** The content words of a text, as lemmas: "Do you have Saturday classes?" → saturday, class. */
export function contentWords(text: string): Set<string> {
  return new Set(
    termsOf(text)
      .filter(isContent)
      .map((term) => term.word),
  );
}

/**
 * The words naming what a question is about: its content words but the "long" of "how long", which
 * asks for a length and names no topic ("The evaluation is longer" is not about "How long are
 * sessions?").
 */
export function topicOf(label: string): Set<string> {
  const terms = termsOf(label);
  return new Set(
    terms
      .filter((term, i) => isContent(term) && !(term.word === 'long' && terms[i - 1]?.word === 'how'))
      .map((term) => term.word),
  );
}

/**
 * Words of one family: one the other's start, both of some length ("deliver", "delivery"; "rent",
 * "rental"), or a word ending in "e" and the same word made with its "e" dropped ("tune", "tuning").
 */
const MIN_SHARED_START = 4;
const DROPPING_E = /^(?:ing|ed|er|ers|ation|able)$/;
const droppedE = (short: string, long: string) =>
  short.endsWith('e') && long.startsWith(short.slice(0, -1)) && DROPPING_E.test(long.slice(short.length - 1));
const sameFamily = (a: string, b: string) =>
  a === b ||
  (Math.min(a.length, b.length) >= MIN_SHARED_START &&
    (a.startsWith(b) || b.startsWith(a) || droppedE(a, b) || droppedE(b, a)));

/** How strongly a said word matches an asked one: the word or its family 1, a related word less. */
function match(word: string, said: Set<string>): number {
  if (said.has(word) || [...said].some((other) => sameFamily(word, other))) return 1;
  const family = FAMILY_OF.get(word);
  return family && [...said].some((other) => FAMILY_OF.get(other) === family) ? RELATED_WEIGHT : 0;
}

/** The share of the asked words a text says. */
export function overlap(ask: Set<string>, text: Set<string>): number {
  if (ask.size === 0) return 0;
  let shared = 0;
  for (const word of ask) shared += match(word, text);
  return shared / ask.size;
}

/** A text's words between spaces, to look for a cue phrase in it: " how much is it ". */
export const phrase = (text: string) => ` ${wordsOf(text).join(' ')} `;
export const hasCue = (text: string, cues: readonly string[]) =>
  cues.some((cue) => text.includes(` ${cue} `));
