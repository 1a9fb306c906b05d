import type { Clause, NumberedTurn } from './reader';
import { hasCue, isContent, phrase, type Term, termsOf } from './topic-words';

/** Choosing, among the values a reply states, the one said of the thing asked about. */

/**
 * Where a clause may hold two statements: "the full session gets forty, and the mini gets fifteen"
 * (not the "and" of "two and a half").
 */
const JOINS = /,\s+|\s+and\s+(?!an?\s+(?:half|quarter)\b)/g;

/**
 * Tags of the words that make up an amount, a length or a date rather than name a thing: "forty",
 * "an hour", the "May second" of "Saturday, May second".
 */
const MEASURE_TAGS = ['Value', 'Duration', 'Unit', 'Month'];

/** A short subject and "is", "are" or "costs" opening a piece: "ninety minutes is…". */
const SUBJECT_OF_ITS_OWN = /^\s*([\w'-]+(?:\s+[\w'-]+){0,2})\s+(?:is|are|costs?|runs?)\s+\S/i;

/**
 * Whether a piece of a clause names what it speaks of before its value ("the mini gets you fifteen",
 * "Tunic's forty-two"), as a statement of its own does; "an hour of games" or "forty dollars" goes on
 * the statement before it.
 */
const namesItsThing = (piece: string) => {
  // "One hour is nineteen ninety-nine, ninety minutes is twenty-four ninety-nine": a length or an
  // amount of something made the subject of its own statement names the option it prices.
  const subject = termsOf(SUBJECT_OF_ITS_OWN.exec(piece)?.[1] ?? '').at(-1);
  if (subject && (subject.tags.has('Noun') || subject.tags.has('Value'))) return true;
  const first = termsOf(piece).find(
    (term) =>
      isContent(term) && (term.tags.has('Noun') || term.tags.has('Adjective') || term.tags.has('Value')),
  );
  return !!first && !MEASURE_TAGS.some((tag) => first.tags.has(tag));
};

/** A piece saying what a thing is: "the booster's a wee bit cheaper" (not "a half", "a pull-out sofa"). */
const SAYS_IT_IS = /\w['’]s\b|\b(?:is|are)\b/i;

/** A piece that is a value and no more to start with: "nine ninety-nine a day", "$40", "about sixty". */
const opensWithAValue = (piece: string) => {
  const first = termsOf(piece.replace(/^\W*(?:about|around|just|only|like|roughly)\s+/i, '')).at(0);
  return /^\W*[$£€]/.test(piece) || !!first?.tags.has('Value');
};

/**
 * A clause stating several values, cut into the statements that each give one of something they
 * name first ("Tunic's forty-two, the cardigan's thirty-eight"); any other piece stays with the one
 * before it ("two hundred and forty", "two hours total, an hour of games", "that's once a year").
 */
export function valueStatements(clause: Clause, statesValue: (text: string) => boolean): Clause[] {
  const pieces: string[] = [];
  let start = 0;
  for (const join of clause.text.matchAll(JOINS)) {
    pieces.push(clause.text.slice(start, join.index));
    start = join.index + join[0].length;
  }
  pieces.push(clause.text.slice(start));
  // "…, the booster's a wee bit cheaper, nine ninety-nine a day": a thing named, its value in the
  // piece after it.
  const valueNext = (i: number) =>
    SAYS_IT_IS.test(pieces[i]!) &&
    !statesValue(pieces[i]!) &&
    pieces[i + 1] !== undefined &&
    opensWithAValue(pieces[i + 1]!) &&
    statesValue(pieces[i + 1]!);
  const standsAlone = (i: number) => namesItsThing(pieces[i]!) && (statesValue(pieces[i]!) || valueNext(i));
  const starts: number[] = [];
  let at = 0;
  for (const [i, piece] of pieces.entries()) {
    const offset = clause.text.indexOf(piece, at);
    if (standsAlone(i)) starts.push(offset);
    at = offset + piece.length;
  }
  if (starts.length < 2) return [clause];
  const ends = [...starts.slice(1), clause.text.length];
  return starts.map((from, i) => ({
    turn: clause.turn,
    text: clause.text
      .slice(i === 0 ? 0 : from, ends[i])
      .replace(/(?:,\s*|\s+and\s*)$/, '')
      .trim(),
  }));
}

/** Words that describe a thing, before its name ("the mini session", "a group lesson"). */
const isModifier = (term: Term | undefined) =>
  !!term &&
  isContent(term) &&
  (term.tags.has('Adjective') || term.tags.has('Noun')) &&
  !term.tags.has('Value');

/** The things a text names with the words that tell them apart: "the mini photo session" → session: mini, photo. */
function describedThings(terms: Term[]): Map<string, Set<string>> {
  const things = new Map<string, Set<string>>();
  for (const [i, term] of terms.entries()) {
    if (!term.tags.has('Noun')) continue;
    let first = i;
    while (isModifier(terms[first - 1])) first -= 1;
    if (first === i) continue;
    const words = terms.slice(first, i).map((modifier) => modifier.word);
    things.set(term.word, new Set([...(things.get(term.word) ?? []), ...words]));
  }
  return things;
}

/**
 * Whether a statement is about another kind of the thing asked about: "the full session" when the
 * ask is about "the mini session", "a private lesson" for "a group lesson".
 */
export function namesAnotherKind(label: string, statement: string): boolean {
  const asked = describedThings(termsOf(label));
  if (asked.size === 0) return false;
  const askedWords = new Set(termsOf(label).map((term) => term.word));
  for (const [thing, words] of describedThings(termsOf(statement))) {
    if (asked.has(thing) && [...words].every((word) => !askedWords.has(word))) return true;
  }
  return false;
}

/** Prefixes that make a word another thing: "semi-private", "non-members", "half-day", "mini session". */
const NARROWING = new Set(['semi', 'non', 'half', 'mini', 'part', 'pre']);

/** A text's words, lower-case and singular ("Members" → member), to compare words as said. */
const rawWords = (text: string): string[] =>
  (text.toLowerCase().match(/[a-z0-9']+/g) ?? []).map((word) => word.replace(/(?<=[^s]{3})s$/, ''));

/**
 * Whether a statement says a word of the question narrowed by a prefix the question does not say:
 * "Semi-private is sixty each" to "How much is a private lesson?", or the word the question narrows
 * without its prefix: "Members pay two-ten" to "Term fee for non-members?".
 */
export function prefixedOther(label: string, statement: string): boolean {
  const asked = rawWords(label);
  const said = rawWords(statement);
  return narrowedIn(said, asked) || narrowedIn(asked, said);
}

/**
 * Whether `words` narrow with a prefix a word `other` says plain and never so narrowed: "semi-private"
 * against "private", or (the other way) "Members pay two-ten" against "non-members".
 */
const narrowedIn = (words: string[], other: string[]) =>
  words.some(
    (word, i) =>
      NARROWING.has(word) &&
      other.includes(words[i + 1] ?? '') &&
      !other.some((plain, k) => plain === words[i + 1] && other[k - 1] === word),
  );

/** A thing said and set aside as not the one asked: "so not that one", "that one's not for her", "so not him", "we run a separate teen camp". */
export const setsAside = (text: string) =>
  /\bwe (?:do|run|have|offer) a separate\b|\bnot (?:that|this) one\b|\bthat one's not\b|\bnot (?:for|right for) (?:her|him|them|you)\b|\bso not (?:her|him|them|you)\b/i.test(
    text,
  );

/** Words by which a value is said besides the answer: "There's also the yearly membership, thirty-five", "then there's a Woom for four-fifty". */
const BESIDES = ['also', 'as well', 'then there is', 'then there are'];
export const saidBesides = (text: string) => hasCue(phrase(text), BESIDES);

/**
 * Whether the agent asked something between two clauses of a reply that narrows the ask ("And the
 * basic castle?"), so the business's next words answer it; reading a value back ("Three hundred
 * for the party?") only checks it.
 */
export const narrowedBetween = (
  previous: Clause,
  clause: Clause,
  turns: NumberedTurn[],
  statesValue: (text: string) => boolean,
) =>
  turns.some(
    (turn) =>
      turn.speaker === 'agent' &&
      turn.index > previous.turn &&
      turn.index < clause.turn &&
      turn.text.includes('?') &&
      !statesValue(turn.text),
  );

/** Words by which a value is an exception to the rule: "Sometimes we'll take a seven-year-old". */
const EXCEPTIONS = ['sometimes', 'occasionally', 'once in a while', 'every now and then', 'on occasion'];
export const saidAsAnException = (text: string) => hasCue(phrase(text), EXCEPTIONS);
