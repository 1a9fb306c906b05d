import nlp from 'compromise';
import { AUXILIARIES, DETERMINERS, QUESTION_WORDS, SUBJECTS, type Token } from './words';

/**
 * Whether a piece that looks like a question goes on with the statement before it instead, as a
 * listener hears it. "My son's 9 and has flat feet.", "she's 6 and is really shy": an auxiliary
 * after "and" without a subject of its own shares the statement's subject (told with a full stop,
 * followed by how the subject is, "and is very shy", or by what it has, "and has a peanut allergy"). "…stopped reversing, which scares me":
 * "which"/"who" and a verb describe what was just said. "My son is 4 and is that too young?" has
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
    if (DETERMINERS.has(next)) return false;
    return !asked || nlp(next).has('(#Adjective|#Adverb|#Gerund|#Participle|#PastTense)');
  }
  if (/^(which|who)$/.test(first) && /^\s*,\s*$/.test(between))
    return !AUXILIARIES.has(next) && nlp(text).has('^. #Verb');
  return false;
}

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

/** A noun (with its possessive) and a participle: "toilet overflowing", "our fridge is not working". */
const STATE =
  /^(?:(?:the|my|our|his|her)\s+)?[\w-]+\s+(?:(?:is|are|not|just|keeps)\s+)*[\w-]+(?:ing|ed)(?:\s+\w+)?$/i;
