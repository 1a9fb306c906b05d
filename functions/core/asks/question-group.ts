import nlp from 'compromise';
import { kindOf } from './ask-kind';
import { isAttribute, isPlural, itemQuestion } from './items';
import { type Piece, startsQuestion } from './pieces';
import {
  AUXILIARIES,
  DETERMINERS,
  PREPOSITIONS,
  QUESTION_WORDS,
  REQUEST_OPENERS,
  SUBJECTS,
  type Token,
  tokenize,
} from './words';

/** A question built from the pieces of a sentence, and its stem that list items after it reuse. */

/** A question being built: its text span and the stem list items reuse. */
export interface Group {
  start: number;
  end: number;
  text: string;
  stem: string | null;
  /** The determiner of the question's object, lent to list items that have none ("the"). */
  determiner: string | null;
  yesNo: boolean;
  complete: boolean;
}

/** A question begun by a piece: its stem, the determiner it lends, whether it asks yes or no. */
export function groupOf(piece: Piece, text: string): Group {
  const words = piece.tokens.map((t) => t.lower);
  const request = REQUEST_OPENERS.some((r) => r.test(text));
  const yesNo = !request && (AUXILIARIES.has(words[0]!) || words[0] === 'any');
  const stemEnd = request ? 0 : stemLength(words, yesNo);
  const stemToken = piece.tokens[stemEnd - 1];
  const stem = stemToken && stemEnd < words.length ? text.slice(0, stemToken.end - piece.start) : null;
  const next = words[stemEnd];
  return {
    start: piece.start,
    end: piece.end,
    text,
    stem,
    determiner: next && DETERMINERS.has(next) ? next : null,
    yesNo,
    complete: !isFragment(piece.tokens),
  };
}

/** A question word with a noun and nothing else yet ("What days"): the next piece completes it. */
function isFragment(tokens: Token[]): boolean {
  const words = tokens.map((t) => t.lower);
  if (!QUESTION_WORDS.has(words[0]!) || startsQuestion(tokens, 0) || words.length > 3) return false;
  return !words.some((w) => SUBJECTS.has(w));
}

/** How many words of a question make the stem its list items share. */
function stemLength(words: string[], yesNo: boolean): number {
  const aux = words.findIndex((w) => AUXILIARIES.has(w));
  if (aux < 0) return 0;
  const subject = words[aux + 1] ?? '';
  if (yesNo) {
    if (subject === 'there') return aux + 2;
    return SUBJECTS.has(subject) ? aux + 3 : 0;
  }
  if (!SUBJECTS.has(subject)) return aux + 1;
  const verbEnd = aux + 3;
  return PREPOSITIONS.has(words[verbEnd] ?? '') ? verbEnd + 1 : verbEnd;
}

/** Adds a piece to the question being built, which it completes. */
export function extend(sentence: string, group: Group, piece: Piece) {
  group.text += sentence.slice(group.end, piece.end);
  group.end = piece.end;
  group.complete = true;
}

/** A question asked again of another item with its stem: "Do you teach piano" → "Do you teach guitar". */
export function askedOfItem(question: string, item: string): string {
  return withStem(groupOf({ tokens: tokenize(question), start: 0, end: question.length }, question), item);
}

/** A list item asked with the stem of the question before it, the verb agreeing with the item. */
export function withStem(group: Group, item: string): string {
  // "Do you do weekends, and the youngest age?": an attribute is asked for, not offered.
  const yesNo = group.yesNo || /^(?:whether|if)\b/i.test(group.stem ?? '');
  if (!group.stem || (yesNo && isAttribute(item))) return itemQuestion(item);
  const ownDeterminer = DETERMINERS.has(item.split(/\s+/)[0]!.toLowerCase());
  const plural = isPlural(item);
  // "a custom cake" lends no "a" to "cupcakes".
  const lent = group.determiner && !(plural && /^an?$/.test(group.determiner)) ? group.determiner : null;
  const determiner = !ownDeterminer && lent ? `${lent} ` : '';
  const stem = agree(group.stem, plural);
  // "How much does a custom cake cost? What about cupcakes?": the verb after the object stays last.
  const verb = /\b(?:do|does|did)$/i.test(group.stem) ? closingVerb(group.text) : '';
  const stemmed = `${stem} ${determiner}${item}${verb}`;
  return asksAnotherKind(group.stem, stemmed, item) ? itemQuestion(item) : stemmed;
}

/** A stem's verb agreeing with the item asked of: "is" or "are", "does" or "do". */
function agree(stem: string, plural: boolean): string {
  return stem
    .replace(/\b(is|are)(\s+there)?$/i, (_, __, there = '') => `${plural ? 'are' : 'is'}${there}`)
    .replace(/\b(do|does)$/i, plural ? 'do' : 'does');
}

/** The main verb closing "…does a custom cake cost", with its space; empty when the question goes on. */
function closingVerb(question: string): string {
  const last = question.trim().split(/\s+/).at(-1) ?? '';
  return nlp(last).has('#Verb') && !AUXILIARIES.has(last.toLowerCase()) ? ` ${last}` : '';
}

/**
 * "How many kids fit in a room, and price?": an attribute named after a question whose stem asks
 * for another kind of thing is asked for itself ("What is the price?"), not with that stem ("How
 * many kids can price?"); a stem that asks for the attribute's own kind is kept ("What are your
 * prices, hours and age groups?", "How much is a lesson, and the registration fee?").
 */
function asksAnotherKind(stem: string, stemmed: string, item: string): boolean {
  if (!isAttribute(item)) return false;
  const wanted = kindOf(itemQuestion(item));
  const stemAsks = kindOf(stem);
  return (stemAsks !== 'text' && stemAsks !== wanted) || kindOf(stemmed) !== wanted;
}
