import * as chrono from 'chrono-node';
import nlp from 'compromise';
import {
  AUXILIARIES,
  DETERMINERS,
  FILLERS,
  HOW_WORDS,
  JOINERS,
  PREPOSITIONS,
  QUESTION_WORDS,
  REQUEST_OPENERS,
  SUBJECTS,
  type Token,
} from './words';

/**
 * A sentence cut into pieces at pauses (commas, semicolons, dashes), at joining words ("and",
 * "also", "plus") and, in run-ons, where a new question starts ("…lessons when do they start…"),
 * and each piece's grammatical shape: a question, a time phrase, context, or a list item.
 */

/** A stretch of the sentence between cuts, without leading or trailing fillers; offsets into the sentence. */
export interface Piece {
  tokens: Token[];
  start: number;
  end: number;
}

export function piecesOf(sentence: string, tokens: Token[]): Piece[] {
  const pieces: Piece[] = [];
  let current: Token[] = [];
  const close = () => {
    const core = trimFillers(current);
    if (core.length > 0) pieces.push({ tokens: core, start: core[0]!.start, end: core.at(-1)!.end });
    current = [];
  };
  tokens.forEach((token, i) => {
    const previous = tokens[i - 1];
    const cut =
      previous &&
      (previous.pause ||
        JOINERS.has(token.lower) ||
        // "…for kids if yes what days…": a condition on the answer before opens the next question.
        (token.lower === 'if' && /^(so|yes|not|no)$/.test(tokens[i + 1]?.lower ?? '')) ||
        (startsQuestion(tokens, i) &&
          hasVerb(trimFillers(current), sentence) &&
          !isGlue(previous) &&
          // "I don't know if this | is the right place": the verb of a clause opened by "if".
          !/^(if|whether)$/.test(tokens[i - 2]?.lower ?? '') &&
          !isRelative(tokens, i)));
    if (cut) close();
    current.push(token);
  });
  close();
  return pieces;
}

/** Fillers around a piece ("so", "please", "too") dropped; "the next one" keeps the words its determiner needs. */
function trimFillers(tokens: Token[]): Token[] {
  let from = 0;
  let to = tokens.length;
  while (from < to && FILLERS.has(tokens[from]!.lower)) from++;
  while (to > from && FILLERS.has(tokens[to - 1]!.lower) && !ENDS_AS_VERB.has(tokens[to - 1]!.lower)) to--;
  if (to > from && to < tokens.length && DETERMINERS.has(tokens[to - 1]!.lower)) to = tokens.length;
  return tokens.slice(from, to);
}

/** Fillers that end a clause as its verb: "how long does the party last". */
const ENDS_AS_VERB = new Set(['last']);

/**
 * Words a new question cannot follow directly (it would be part of the same phrase): "drop-in or
 * do I have to sign up?" is one question between two alternatives.
 */
const isGlue = (token: Token) =>
  QUESTION_WORDS.has(token.lower) ||
  AUXILIARIES.has(token.lower) ||
  PREPOSITIONS.has(token.lower) ||
  /^(know|me|ask|out|wondering|curious|or)$/.test(token.lower);

/**
 * "a class for beginners who are six", "an OT who does sensory work": "who/which" and an auxiliary
 * right after a word, without a pause, describe it.
 */
const isRelative = (tokens: Token[], i: number) =>
  /^(who|which)$/.test(tokens[i]!.lower) && AUXILIARIES.has(tokens[i + 1]?.lower ?? '');

/** A question starts at `i`: a question word reaching an auxiliary, or an auxiliary before its subject. */
export function startsQuestion(tokens: Token[], i: number): boolean {
  const word = tokens[i]?.lower ?? '';
  if (word === 'how' && HOW_WORDS.has(tokens[i + 1]?.lower ?? '')) return true;
  if (QUESTION_WORDS.has(word)) {
    for (let j = i + 1; j <= i + 3 && j < tokens.length; j++) {
      const next = tokens[j]!.lower;
      if (AUXILIARIES.has(next)) return true;
      if (DETERMINERS.has(next) || SUBJECTS.has(next)) return false;
    }
    return false;
  }
  if (AUXILIARIES.has(word)) {
    const next = tokens[i + 1]?.lower ?? '';
    return SUBJECTS.has(next) || (DETERMINERS.has(next) && word !== 'have' && word !== 'has');
  }
  return word === 'any' && i === 0;
}

/**
 * The piece so far has its own verb: an auxiliary after its first word, or a main verb after "do you…".
 * Its leading fillers do not count ("and can we | do it online" is one question).
 */
function hasVerb(tokens: Token[], sentence: string): boolean {
  if (tokens.length === 0) return false;
  if (tokens.some((t, i) => i > 0 && AUXILIARIES.has(t.lower))) return true;
  // "I am looking for a swim school do you…", "…my 4 and 6 year old do you…": a statement with
  // its own verb, or a child's age, is complete before the question.
  const first = tokens[0]!.lower;
  if (/^\d/.test(first)) return true;
  if (SUBJECTS.has(first) && tokens.length > 1)
    return nlp(sentence.slice(tokens[1]!.start, tokens.at(-1)!.end)).has('#Verb');
  if (tokens.length < 3 || !AUXILIARIES.has(tokens[0]!.lower)) return false;
  return nlp(sentence.slice(tokens[2]!.start, tokens.at(-1)!.end)).has('#Verb');
}

export type Shape = 'question' | 'time' | 'context' | 'item';

const CHILDREN_DESCRIBED =
  /^(?:(?:ages?|aged)\s*)?\d+(?:\s*(?:,|and|&|-|to)\s*\d+)*(?:\s*(?:years?|yrs?)(?:[- ]olds?)?)?$/i;

export function shapeOf(tokens: Token[], text: string): Shape {
  const first = tokens[0]!.lower;
  // "Sorry if this is a dumb question", "if that makes sense": the message speaking of itself.
  if (first === 'if' && /^(this|that)$/.test(tokens[1]?.lower ?? '')) return 'context';
  const opensWithAux = AUXILIARIES.has(first) && tokens.length > 1 && !PREPOSITIONS.has(tokens[1]!.lower);
  // "At what age…", "Until what time…": a question word after its preposition.
  const opensWithWh =
    QUESTION_WORDS.has(first) || (PREPOSITIONS.has(first) && QUESTION_WORDS.has(tokens[1]?.lower ?? ''));
  // "any discounts for siblings": a yes/no question without its verb.
  const opensWithAny = first === 'any' && tokens.length > 1;
  if (opensWithAux || opensWithWh || opensWithAny || first === 'whether' || first === 'if') {
    return 'question';
  }
  if (REQUEST_OPENERS.some((r) => r.test(text))) return 'question';
  if (isTimePhrase(text)) return 'time';
  if (PREPOSITIONS.has(first) || SUBJECTS.has(first) || first === 'my' || first === 'our') return 'context';
  if (/^(?:looking|searching|need|want|trying)\b/i.test(text)) return 'context';
  // "ages 5 and 8", "4 and 6": what the parent tells about the children.
  if (CHILDREN_DESCRIBED.test(text)) return 'context';
  // A statement ("the children are 4", "a general answer is fine") tells, it does not ask.
  if (tokens.slice(1).some((t) => AUXILIARIES.has(t.lower))) return 'context';
  return 'item';
}

/** Days, dates and times ("Sunday", "Saturdays", "next week", "after 5pm"), found by chrono and compromise. */
function isTimePhrase(text: string): boolean {
  const found = chrono.parse(text).reduce((sum, r) => sum + r.text.length, 0);
  if (found >= text.replace(/^(on|in|at|after|before|by) /i, '').length * 0.6) return true;
  return nlp(text).has('^(on|in|at|the|and)? (#WeekDay|#Month)+$');
}
