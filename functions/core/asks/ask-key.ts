import { freeAskKey } from '#shared/domain/ask-keys';
import { AUXILIARIES, DETERMINERS, FILLERS, PREPOSITIONS, QUESTION_WORDS, SUBJECTS } from './words';

const GENERIC_VERBS = new Set([
  'have',
  'be',
  'offer',
  'do',
  'get',
  'take',
  'accept',
  'provide',
  'tell',
  'know',
  'much',
  'many',
  'long',
  'there',
  'me',
  'us',
  'kind',
  'sort',
  'type',
]);

/**
 * A short snake_case key from a label's content words: "What is the monthly fee?" → `monthly_fee`;
 * the kind when the label has none ("How long does it take?" → `duration`).
 */
export function keyOf(label: string, kind: string): string {
  const words = contentWords(label);
  const key = words.slice(0, 3).join('_').slice(0, 40) || kind;
  return /^[a-z]/.test(key) ? key : `ask_${key}`;
}

/** The words of a label that say what it is about, lower case, in order. */
export function contentWords(label: string): string[] {
  return label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !isStopWord(w));
}

const isStopWord = (w: string) =>
  AUXILIARIES.has(w) ||
  QUESTION_WORDS.has(w) ||
  DETERMINERS.has(w) ||
  SUBJECTS.has(w) ||
  PREPOSITIONS.has(w) ||
  FILLERS.has(w) ||
  GENERIC_VERBS.has(w);

/** Keys made unique in order: a repeat (or a call's own extracted-data key) gets `_2`, `_3`… */
export function uniqueKeys(keys: string[]): string[] {
  const seen = new Set<string>();
  return keys.map((key) => {
    const free = freeAskKey(key, seen);
    seen.add(free);
    return free;
  });
}
