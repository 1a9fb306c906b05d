import nlp from 'compromise';
import { isAside } from './asides';
import { closingItems, continuesStatement, continuesTelling, tellsState } from './continuation';
import { askedAgainWith, joinsObjects, joinsOneName, joinsWith } from './coordination';
import { attributeQuestion, headingAttribute, isAttribute, isPlural, itemQuestion } from './items';
import { type Piece, piecesOf, type Shape, shapeOf, startsQuestion } from './pieces';
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
  // "…a three bedroom (no pets, just kids), and…": what brackets hold is said in passing, unless asked.
  const pieces = piecesOf(
    sentence,
    tokenize(sentence).filter((token) => !inBracketedAside(sentence, token.start)),
  );
  const asks: string[] = [];
  const bare: string[] = [];
  let introduced = false;
  let heading: string | null = null;
  let group: Group | null = null;
  /** Where the piece before ends, when it told something rather than asked (else -1). */
  let toldUntil = -1;
  const asked = /\?\s*$/.test(sentence);
  const flush = () => {
    if (group) asks.push(group.text);
    group = null;
  };
  const closingList = closingItems(sentence, pieces);
  for (const [i, piece] of pieces.entries()) {
    const text = sentence.slice(piece.start, piece.end);
    // "…how many lessons, roughly, and…", "if not, …": asides ask nothing of their own.
    if (isAside(text)) continue;
    const told =
      toldUntil >= 0 && continuesStatement(piece.tokens, text, sentence.slice(toldUntil, piece.start), asked);
    const shape: Shape =
      told ||
      (!asked && tellsState(text)) ||
      continuesTelling(piece, sentence, { until: toldUntil, closing: i >= closingList })
        ? 'context'
        : shapeOf(piece.tokens, text);
    toldUntil = shape === 'context' ? piece.end : -1;
    // "Trampoline park: weekend hours?", "For the tennis academy: …" — a heading names what the
    // questions after it are about.
    if (
      !group &&
      asks.length === 0 &&
      bare.length === 0 &&
      (shape === 'context' || isHeading(shape, text)) &&
      /^\s*(?::|[-\u2013\u2014](?:\s|$))/.test(sentence.slice(piece.end))
    ) {
      introduced = true;
      heading = text;
      continue;
    }
    // "Need to know: price, hours…" — the opener alone asks nothing; its list follows.
    // "I need to know three things.": so does an opener that only counts what follows.
    if (shape === 'question' && REQUEST_OPENERS.some((r) => opensList(text, r.exec(text)?.[0]))) {
      introduced = true;
      continue;
    }
    const current = group as Group | null;
    // "Do I need to bring a towel, or do you provide them?": the other choice of the same question.
    if (current && piece.tokens[0]!.lower === 'or' && startsQuestion(piece.tokens, 1)) {
      extend(sentence, current, piece);
      continue;
    }
    if (shape === 'question') {
      flush();
      group = groupOf(piece, text);
    } else if (shape === 'time' && !current && isAttribute(text)) {
      // "hours on sunday?": an attribute asked for a day, with no question before it.
      bare.push(text);
    } else if (shape === 'time' || (shape === 'item' && current && !current.complete)) {
      if (current) extend(sentence, current, piece);
    } else if (shape === 'item' && current) {
      const between = sentence.slice(current.end, piece.start);
      if (current.yesNo && !DETERMINERS.has(piece.tokens[0]!.lower)) extend(sentence, current, piece);
      else if (
        joinsOneName(between, current.text, piece.tokens) ||
        joinsWith(between, current.text) ||
        joinsObjects(between, current.text, text, current.yesNo)
      )
        extend(sentence, current, piece);
      // "What do you charge - hourly or per project?": the answers to choose from, not a new question.
      else if (piece.tokens.some((t) => t.lower === 'or')) extend(sentence, current, piece);
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
  // "Hiya, first time mom here, bit nervous lol.": a sentence closed as told, without an opener,
  // asks only for the attributes it names ("Price, hours, ages.").
  if (/[.!]\s*$/.test(sentence) && !introduced)
    bare.splice(0, bare.length, ...bare.filter((item) => isAttribute(item)));
  if (bare.length >= 2 || introduced || (asked && bare.length === 1 && asks.length === 0)) {
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

/** An opener alone, or with only a count of what follows ("need to know three things about the camp"). */
function opensList(text: string, opener: string | undefined): boolean {
  if (opener === undefined) return false;
  const rest = text.slice(opener.length).trim();
  return (
    rest === '' ||
    /^(?:a few|a couple(?: of)?|some|two|three|four|five|\d+) (?:things|questions)\b/i.test(rest)
  );
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
  const plural = isPlural(item);
  // "a custom cake" lends no "a" to "cupcakes".
  const lent = group.determiner && !(plural && /^an?$/.test(group.determiner)) ? group.determiner : null;
  const determiner = !ownDeterminer && lent ? `${lent} ` : '';
  const stem = agree(group.stem, plural);
  // "How much does a custom cake cost? What about cupcakes?": the verb after the object stays last.
  const verb = /\b(?:do|does|did)$/i.test(group.stem) ? closingVerb(group.text) : '';
  return `${stem} ${determiner}${item}${verb}`;
}

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

/** Whether the offset lies inside brackets that hold no question. */
function inBracketedAside(sentence: string, at: number): boolean {
  const open = sentence.lastIndexOf('(', at);
  if (open < 0 || sentence.lastIndexOf(')', at) > open) return false;
  const close = sentence.indexOf(')', at);
  return close >= 0 && !sentence.slice(open, close).includes('?');
}
