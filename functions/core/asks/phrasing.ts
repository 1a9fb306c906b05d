import nlp from 'compromise';
import { infinitiveOf } from './infinitive';
import { isAttribute, isPlural, itemQuestion } from './items';
import { AUXILIARIES, HOW_WORDS, QUESTION_WORDS, REQUEST_OPENERS, SUBJECTS } from './words';

const MAX_LABEL = 200;
const TRAILING = /(?:[\s,]+(?:please|too|as well|also|thanks|thank you|then|if possible))+$/i;
/** The subjects a question said in a statement's order opens with. */
const TOLD_SUBJECTS = new Set(['it', 'they', 'he', 'she', 'that', 'this', 'you', 'there']);
const SINGULAR_SUBJECTS = new Set(['it', 'he', 'she', 'this', 'that', 'someone', 'anyone']);

/** A question text as a clean standalone label: requests made direct, capitalised, ending in "?". */
export function labelOf(text: string): string {
  let label = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[?.!,;:]+$/, '')
    .replace(TRAILING, '');
  const opener = REQUEST_OPENERS.map((r) => r.exec(label)).find(Boolean);
  const rest = opener ? label.slice(opener[0].length).replace(/^[\s,]+/, '') : '';
  if (rest) label = rest;
  label = direct(label, Boolean(rest));
  label = label.charAt(0).toUpperCase() + label.slice(1);
  if (label.length > MAX_LABEL - 1) label = label.slice(0, MAX_LABEL - 1).replace(/\s+\S*$/, '');
  return `${label}?`;
}

/** Indirect word order made direct: "whether you do X" → "do you do X", "what time you close" → "what time do you close". */
function direct(text: string, requested: boolean): string {
  const words = text.split(' ');
  const first = words[0]?.toLowerCase() ?? '';
  // "If so, how much?", "if not, how far ahead…": the condition refers to the question before.
  if (first === 'if' && /^(so|yes|not|no)$/i.test(words[1] ?? ''))
    return direct(words.slice(2).join(' '), requested);
  if (first === 'if' || first === 'whether') return inverted(words.slice(1));
  // "Tell me about the trial class": what there is to say about it; "about your prices": the prices.
  if (first === 'about') {
    const thing = words.slice(1).join(' ');
    // "…and about how much would it be?": "about" before a question word is "roughly".
    if (QUESTION_WORDS.has(words[1]?.toLowerCase() ?? '')) return text;
    return isAttribute(thing) ? itemQuestion(thing) : `what can you tell me about ${thing}`;
  }
  if (QUESTION_WORDS.has(first)) return directWh(words);
  if (AUXILIARIES.has(first)) return text;
  // "It is covered by OHIP?": a statement asked, said as the question.
  if (!requested)
    return TOLD_SUBJECTS.has(first) && nlp(text).has('^. (guys|all)? (#Auxiliary|#Verb)')
      ? inverted([first, ...words.slice(1)])
      : text;
  if (SUBJECTS.has(first) || nlp(text).has('^#Determiner? #Adjective* #Noun+ #Verb')) return inverted(words);
  return itemQuestion(text);
}

/** "how much it costs" → "how much does it cost"; "what the fee is" → "what is the fee". */
function directWh(words: string[]): string {
  // "how much to fix it", "what to bring": a question word and an infinitive is already direct.
  if (words.slice(1, 3).some((w) => w.toLowerCase() === 'to')) return words.join(' ');
  // "who teaches the class": the question word is the subject, the order already direct.
  if (
    words[0]!.toLowerCase() === 'who' &&
    !isAux(words[1] ?? '') &&
    nlp(words.slice(0, 2).join(' ')).has('^. #Verb')
  )
    return words.join(' ');
  let phrase = 1;
  if (words[0]!.toLowerCase() === 'how' && HOW_WORDS.has(words[1]?.toLowerCase() ?? '')) {
    phrase = 2;
    // "how many coaches there are": the thing counted belongs to the question phrase.
    if (/^(many|much)$/i.test(words[1]!))
      while (phrase < words.length && phrase < 5 && !endsCounted(words, phrase)) phrase++;
  } else
    while (phrase < words.length && phrase < 3 && !startsClause(words[phrase]!) && !isAux(words[phrase]!))
      phrase++;
  const next = words[phrase]?.toLowerCase() ?? '';
  if (!next || isAux(next) || !startsClause(next)) return words.join(' ');
  const head = words.slice(0, phrase).join(' ');
  const rest = words.slice(phrase);
  // "how much an hour for a small room": no clause after the question phrase, nothing to invert.
  if (!SUBJECTS.has(next) && verbIndex(rest) < 0) return words.join(' ');
  const last = rest.at(-1)?.toLowerCase() ?? '';
  if (rest.length > 1 && /^(is|are)$/.test(last)) return `${head} ${last} ${rest.slice(0, -1).join(' ')}`;
  return `${head} ${inverted(rest)}`;
}

const isAux = (word: string) => AUXILIARIES.has(word.toLowerCase());

/**
 * Where the thing a "how much/many" counts ends: at a subject or an auxiliary ("how many coaches
 * there are"), or at a determiner when the thing asked about closes with its verb ("how much a kids
 * cut is") or comes right after "how much" ("how much an assessment costs").
 */
function endsCounted(words: string[], at: number): boolean {
  const word = words[at]!;
  if (SUBJECTS.has(word.toLowerCase()) || isAux(word)) return true;
  // "how much an assessment costs": nothing counted, the clause starts right after "how much".
  if (!startsClause(word)) return false;
  return /^(is|are)$/i.test(words.at(-1)!) || (at === 2 && verbIndex(words.slice(at)) > 0);
}

/** Auxiliaries that move before the subject in a question; "do" and "have" take "do" instead. */
const INVERTING = /^(is|are|was|were|can|could|will|would|should|must|may|might)$/i;

const startsClause = (word: string) =>
  SUBJECTS.has(word.toLowerCase()) || /^(the|a|an|your|their|my|our|this|that|each|every)$/i.test(word);

/** A statement as a question: "you have X" → "do you have X", "the visit is free" → "is the visit free". */
function inverted(words: string[]): string {
  if (words.length === 0) return '';
  const aux = words.findIndex((w, i) => i > 0 && i < 5 && INVERTING.test(w));
  if (aux > 0) return [words[aux]!.toLowerCase(), ...words.slice(0, aux), ...words.slice(aux + 1)].join(' ');
  const verbAt = SUBJECTS.has(words[0]!.toLowerCase()) ? 1 : verbIndex(words);
  if (verbAt < 1) return `can you tell me whether ${words.join(' ')}`;
  const subject = words.slice(0, verbAt).join(' ');
  const singular = SINGULAR_SUBJECTS.has(subject.toLowerCase()) || (verbAt > 1 && !isPlural(subject));
  const verb = words[verbAt] ? infinitiveOf(words[verbAt]) : '';
  return [singular ? 'does' : 'do', subject, verb, ...words.slice(verbAt + 1)].filter(Boolean).join(' ');
}

/** Where the verb of a statement is: compromise's first verb, else a closing "…costs". */
function verbIndex(words: string[]): number {
  // "a kids' cut takes": a closing verb agreeing with the subject before it comes first.
  const last = words.at(-1)!;
  if (words.length > 2 && /[^s']s$/i.test(last) && nlp(last).has('#Verb')) return words.length - 1;
  const terms = nlp(words.join(' ')).terms().json() as { terms: { tags: string[] }[] }[];
  const verb = terms.findIndex((t, i) => i > 0 && t.terms[0]?.tags.includes('Verb'));
  if (verb > 0) return verb;
  return words.length > 2 && /[^s]s$/i.test(words.at(-1)!) ? words.length - 1 : -1;
}
