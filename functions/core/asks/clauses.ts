import * as chrono from 'chrono-node';
import nlp from 'compromise';
import { isAside } from './asides';
import { askedAgainWith, joinsOneName } from './coordination';
import { attributeQuestion, headingAttribute, isAttribute, isPlural, itemQuestion } from './items';
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
  tokenize,
} from './words';

/**
 * Splits one sentence into the questions it asks. The sentence is cut at pauses (commas,
 * semicolons), at joining words ("and", "also", "plus") and, in run-ons, where a new question
 * starts ("…lessons when do they start…"). Each piece is then read by its grammatical shape:
 * a question (wh-word + auxiliary, or auxiliary + subject), a request ("I'd like to know if…"),
 * a time phrase that belongs to the previous question ("…Saturday and Sunday"), context ("for my
 * 6-year-old", "near me") which is not asked, or a list item that shares the previous question's
 * stem ("What are your prices, hours and ages?"). A heading before a colon or a dash ("Trampoline park: …")
 * names the topic and is not asked.
 */

/** A stretch of the sentence between cuts, without leading or trailing fillers; offsets into the sentence. */
interface Piece {
  tokens: Token[];
  start: number;
  end: number;
}

/** A question being built: its text span and the stem list items reuse. */
interface Group {
  start: number;
  end: number;
  text: string;
  stem: string | null;
  /** The determiner of the question's object, lent to list items that have none ("the"). */
  determiner: string | null;
  yesNo: boolean;
  complete: boolean;
}

/** The question texts one sentence asks, in order, not yet worded as labels. */
export function questionsIn(sentence: string): string[] {
  const pieces = piecesOf(sentence, tokenize(sentence));
  const asks: string[] = [];
  const bare: string[] = [];
  let introduced = false;
  let heading: string | null = null;
  let group: Group | null = null;
  const flush = () => {
    if (group) asks.push(group.text);
    group = null;
  };
  for (const [i, piece] of pieces.entries()) {
    const text = sentence.slice(piece.start, piece.end);
    // "…how many lessons, roughly, and…", "if not, …": asides ask nothing of their own.
    if (isAside(text)) continue;
    const shape = shapeOf(piece.tokens, text);
    // "Trampoline park: weekend hours?", "For the tennis academy: …" — a heading names what the
    // questions after it are about.
    if (
      i === 0 &&
      (shape === 'context' || isHeading(shape, text)) &&
      /^\s*(?::|[-\u2013\u2014](?:\s|$))/.test(sentence.slice(piece.end))
    ) {
      introduced = true;
      heading = text;
      continue;
    }
    // "Need to know: price, hours…" — the opener alone asks nothing; its list follows.
    if (shape === 'question' && REQUEST_OPENERS.some((r) => r.exec(text)?.[0].length === text.length)) {
      introduced = true;
      continue;
    }
    const current = group as Group | null;
    if (shape === 'question') {
      flush();
      group = groupOf(piece, text);
    } else if (shape === 'time' || (shape === 'item' && current && !current.complete)) {
      if (current) extend(sentence, current, piece);
    } else if (shape === 'item' && current) {
      const between = sentence.slice(current.end, piece.start);
      if (current.yesNo && !DETERMINERS.has(piece.tokens[0]!.lower)) extend(sentence, current, piece);
      else if (joinsOneName(between, current.text, piece.tokens)) extend(sentence, current, piece);
      else {
        flush();
        group = {
          ...current,
          start: piece.start,
          end: piece.end,
          text: withStem(current, text),
          complete: true,
        };
      }
    } else if (shape === 'item') {
      bare.push(text);
    } else if (shape === 'context' && current) {
      const again = askedAgainWith(sentence.slice(current.end, piece.start), current.text, text);
      if (again) {
        flush();
        group = { ...current, start: piece.start, end: piece.end, text: again, complete: true };
      }
    }
  }
  flush();
  const askedAsQuestion = /\?\s*$/.test(sentence);
  if (bare.length >= 2 || introduced || (askedAsQuestion && bare.length === 1 && asks.length === 0)) {
    // "Prices: kids cut, adult cut": a heading naming an attribute asks it of each item.
    const attribute = heading && headingAttribute(heading);
    return [
      ...bare.map((item) => (attribute ? attributeQuestion(attribute, item) : itemQuestion(item))),
      ...asks,
    ];
  }
  // "price per hour, do you bring your own equipment": an attribute named alone is still asked for
  // ("take your time" is not one: a verb and its object tell someone to do something).
  const named = bare.filter(
    (item) => isAttribute(item) && !nlp(item).has('^#Verb (#Determiner|#Possessive)'),
  );
  return [...named.map(itemQuestion), ...asks];
}

/**
 * A piece that only names a topic: a bare item, a request for one ("I need to know three things
 * about the band camp") or a question about it as a whole, rather than a question of its own.
 */
function isHeading(shape: Shape, text: string): boolean {
  // "What's the deal with summer camp - cost, hours…": a question about the topic as a whole.
  if (shape === 'item' || /^what is the (?:deal|story|scoop) (?:with|on)\b/i.test(text)) return true;
  const opener = REQUEST_OPENERS.map((r) => r.exec(text)).find(Boolean);
  if (!opener) return false;
  const rest = text.slice(opener[0].length).trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return !QUESTION_WORDS.has(rest) && !AUXILIARIES.has(rest) && rest !== 'if' && rest !== 'whether';
}

function piecesOf(sentence: string, tokens: Token[]): Piece[] {
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
          hasVerb(current, sentence) &&
          !isGlue(previous) &&
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
  while (to > from && FILLERS.has(tokens[to - 1]!.lower)) to--;
  if (to > from && to < tokens.length && DETERMINERS.has(tokens[to - 1]!.lower)) to = tokens.length;
  return tokens.slice(from, to);
}

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
function startsQuestion(tokens: Token[], i: number): boolean {
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

/** The piece so far has its own verb: an auxiliary after its first word, or a main verb after "do you…". */
function hasVerb(tokens: Token[], sentence: string): boolean {
  if (tokens.some((t, i) => i > 0 && AUXILIARIES.has(t.lower))) return true;
  if (tokens.length < 3 || !AUXILIARIES.has(tokens[0]!.lower)) return false;
  return nlp(sentence.slice(tokens[2]!.start, tokens.at(-1)!.end)).has('#Verb');
}

type Shape = 'question' | 'time' | 'context' | 'item';

const CHILDREN_DESCRIBED =
  /^(?:(?:ages?|aged)\s*)?\d+(?:\s*(?:,|and|&|-|to)\s*\d+)*(?:\s*(?:years?|yrs?)(?: old)?)?$/i;

function shapeOf(tokens: Token[], text: string): Shape {
  const first = tokens[0]!.lower;
  // "Sorry if this is a dumb question", "if that makes sense": the message speaking of itself.
  if (first === 'if' && /^(this|that)$/.test(tokens[1]?.lower ?? '')) return 'context';
  const opensWithAux = AUXILIARIES.has(first) && tokens.length > 1 && !PREPOSITIONS.has(tokens[1]!.lower);
  // "At what age…", "Until what time…": a question word after its preposition.
  const opensWithWh =
    QUESTION_WORDS.has(first) || (PREPOSITIONS.has(first) && QUESTION_WORDS.has(tokens[1]?.lower ?? ''));
  if (opensWithAux || opensWithWh || first === 'whether' || first === 'if') {
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

function groupOf(piece: Piece, text: string): Group {
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

function extend(sentence: string, group: Group, piece: Piece) {
  group.text += sentence.slice(group.end, piece.end);
  group.end = piece.end;
  group.complete = true;
}

/** A question asked again of another item with its stem: "Do you teach piano" → "Do you teach guitar". */
export function askedOfItem(question: string, item: string): string {
  return withStem(groupOf({ tokens: tokenize(question), start: 0, end: question.length }, question), item);
}

/** A list item asked with the stem of the question before it, the verb agreeing with the item. */
function withStem(group: Group, item: string): string {
  // "Do you do weekends, and the youngest age?": an attribute is asked for, not offered.
  const yesNo = group.yesNo || /^(?:whether|if)\b/i.test(group.stem ?? '');
  if (!group.stem || (yesNo && isAttribute(item))) return itemQuestion(item);
  const ownDeterminer = DETERMINERS.has(item.split(/\s+/)[0]!.toLowerCase());
  const determiner = !ownDeterminer && group.determiner ? `${group.determiner} ` : '';
  const stem = agree(group.stem, isPlural(item));
  return `${stem} ${determiner}${item}`;
}

function agree(stem: string, plural: boolean): string {
  return stem.replace(/\b(is|are)(\s+there)?$/i, (_, __, there = '') => `${plural ? 'are' : 'is'}${there}`);
}
