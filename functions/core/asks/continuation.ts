import nlp from 'compromise';
import { isAttribute } from './items';
import { type Piece, shapeOf } from './pieces';
import { AUXILIARIES, DETERMINERS, FILLERS, QUESTION_WORDS, SUBJECTS, type Token } from './words';

/**
 * Whether a piece that looks like a question goes on with the statement before it instead, as a
 * listener hears it. "My son's 9 and has flat feet.", "she's 6 and is really shy": an auxiliary
 * after "and" without a subject of its own shares the statement's subject (told with a full stop,
 * followed by how the subject is, "and is very shy", or by what it has, "and has a peanut allergy"). "…stopped reversing, which scares me":
 * "which"/"who" and a verb describe what was just said ("which honestly makes me nervous"). "My son is 4 and is that too young?" has
 * its own subject, and "…group or private, which costs more?" follows a question.
 * `between` is the text since the statement; `asked` whether the sentence ends with "?".
 */
export function continuesStatement(tokens: Token[], text: string, between: string, asked: boolean): boolean {
  const first = tokens[0]!.lower;
  const next = tokens[1]?.lower ?? '';
  if (AUXILIARIES.has(first) && /^\s+and\s+$/i.test(between)) {
    if (SUBJECTS.has(next)) return false;
    // "…and has a peanut allergy": "has" and its object, never a question without a subject.
    if (/^(has|have|had)$/.test(first)) return true;
    // "My twins are 11 and did a project on bees": "did" with an object and no verb after it is
    // the verb itself, told ("…and does a parent have to stay?" asks).
    if (DETERMINERS.has(next)) return DO_FORMS.has(first) && !hasVerbAfter(tokens, text);
    // "she loves horses and can ride a little": a modal and a bare verb tell what the subject can do.
    if (MODALS.has(first) && nlp(next).has('#Infinitive')) return true;
    return !asked || nlp(next).has('(#Adjective|#Adverb|#Gerund|#Participle|#PastTense)');
  }
  // "My daughter Zoe, she's 11, has been playing violin", "…, is really into magic": after a pause,
  // an auxiliary with no subject of its own goes on with how the one told about is.
  if (AUXILIARIES.has(first) && /^\s*[,\u2013\u2014-]+\s*$/.test(between) && !SUBJECTS.has(next)) {
    if (/^(has|have|had)$/.test(first)) return true;
    // "My daughter, aged eight, will begin violin in September.": told with a full stop, a modal
    // and a bare verb say what the one told about will do.
    if (!asked && MODALS.has(first) && nlp(next).has('#Infinitive')) return true;
    return !DETERMINERS.has(next) && nlp(next).has('(#Adverb|#Participle|#PastTense)');
  }
  // "…, which level would she be in": "which" and a noun before an auxiliary asks which one.
  const asksWhich =
    first === 'which' && nlp(text).has('^which #Noun') && AUXILIARIES.has(tokens[2]?.lower ?? '');
  if (/^(which|who)$/.test(first) && /^\s*,\s*$/.test(between) && !asksWhich) {
    // "…want to try karate, which is chaos": what was just said; "My daughter, who is 4, …",
    // "my son, who has autism": how the one just named is.
    if (first === 'which' || /^(has|have|had)$/.test(next)) return true;
    if (AUXILIARIES.has(next)) return nlp(text).has('^. . (#Value|#Adjective|#Adverb)');
    return nlp(text).has('^. #Adverb? #Verb');
  }
  return false;
}

const MODALS = new Set(['can', 'could', 'will', 'would', 'should', 'may', 'might']);
const DO_FORMS = new Set(['do', 'does', 'did']);

/** A verb after the first word, not a gerund named as a thing ("a lot of climbing"). */
const hasVerbAfter = (tokens: Token[], text: string) =>
  nlp(text.slice(tokens[1]!.start - tokens[0]!.start))
    .match('#Verb')
    .not('#Gerund').found;

/**
 * "…need a plumber asap - toilet overflowing.": told without "?", a noun and what is happening to
 * it ("basement flooded", "fridge not working") says what is wrong, it names nothing to ask about.
 */
export function tellsState(text: string): boolean {
  const said = text.trim();
  const first = said.split(/\s+/)[0]!.toLowerCase();
  if (QUESTION_WORDS.has(first) || AUXILIARIES.has(first) || nlp(said).has('^#Gerund')) return false;
  return STATE.test(said);
}

/**
 * A noun (with its possessive) and a participle: "toilet overflowing", "our fridge is not working";
 * after "a" the participle describes the noun that follows ("a changing table").
 */
const STATE =
  /^(?:(?:the|my|our|his|her)\s+)?(?!(?:a|an|any|some|another)\s)[\w-]+\s+(?:(?:is|are|not|just|keeps)\s+)*[\w-]+(?:ing|ed)(?:\s+\w+)?$/i;

/**
 * "My daughter is 7, nearly 8, and loves to climb", "we have twins, Ava and Noah", "my kids are 5
 * and 8 — all three want to try karate": what follows a statement after a pause or "and", without a
 * question's shape, goes on telling. An attribute is still asked for ("he is 6, prices and hours?"),
 * and so is a list closing the sentence that a dash sets apart ("my kids are 5 and 7 - swim, ballet
 * or art?").
 */
export function continuesTelling(
  piece: Piece,
  sentence: string,
  told: { until: number; closing: boolean },
): boolean {
  if (told.until < 0) return false;
  // Only pauses and fillers between ("…this year, first time!, and…").
  const between = sentence
    .slice(told.until, piece.start)
    .replace(/[\p{L}']+/gu, (w) => (FILLERS.has(w.toLowerCase()) ? '' : w));
  if (!/^[\s,()!\u2013\u2014-]*$/.test(between)) return false;
  const text = sentence.slice(piece.start, piece.end);
  if (shapeOf(piece.tokens, text) !== 'item') return false;
  // "…, price for two, and is there…" asks; "…, first time!, …" exclaims.
  if (isAttribute(text) && !/^\s*!/.test(sentence.slice(piece.end))) return false;
  return !(told.closing && /\?\s*$/.test(sentence) && /[\u2013\u2014-]/.test(between));
}

/** Where the list of bare items that closes the sentence starts ("…, prices and hours?"). */
export function closingItems(sentence: string, pieces: Piece[]): number {
  let from = pieces.length;
  while (
    from > 0 &&
    shapeOf(pieces[from - 1]!.tokens, sentence.slice(pieces[from - 1]!.start, pieces[from - 1]!.end)) ===
      'item'
  )
    from--;
  return from;
}
