import nlp from 'compromise';

/** A word of a text as compromise tags it in context, with its offsets in that text. */
export interface Term {
  text: string;
  tags: string[];
  start: number;
  end: number;
}

/** The words of a text, tagged once in context. */
export function termsOf(text: string): Term[] {
  const sentences = nlp(text).json({ offset: true }) as {
    terms: { text: string; tags: string[]; offset: { start: number; length: number } }[];
  }[];
  return sentences.flatMap((s) =>
    s.terms.map((t) => ({
      text: t.text,
      tags: t.tags,
      start: t.offset.start,
      end: t.offset.start + t.offset.length,
    })),
  );
}

/** Where businesses are searched: "near me", "around here", "in my area", "in Austin". */
export const PLACE =
  /^(?:near (?:me|us|here|by)|nearby|close (?:by|to (?:me|us|here))|around here|(?:in|around) (?:my|our|the|this) (?:area|neighbou?rhood|town|city)|in town|(?:in|around) [A-Z][\w.'-]*(?:,? [A-Z][\w.'-]*)*)\b[\s,]*/;

export const AUXILIARY = /^(?:do|does|did|is|are|was|were|can|could|will|would|should|may|might)$/i;

const NOT_NAMING = [
  'Determiner',
  'Possessive',
  'Pronoun',
  'Preposition',
  'Value',
  'QuestionWord',
  'Conjunction',
];

/** A word that can be part of the name of businesses: nouns, adjectives, compromise's verbs of "dance studios". */
export const naming = (term: Term) =>
  !AUXILIARY.test(term.text) &&
  !term.tags.some((tag) => NOT_NAMING.includes(tag)) &&
  /^[\w'-]+$/.test(term.text);
