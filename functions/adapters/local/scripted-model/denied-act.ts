import { contentWords, isContent, overlap, termsOf } from './topic-words';

/** Verbs of charging: "we don't charge" says a thing is free, not that it is not there. */
const CHARGING = new Set(['charge', 'cost', 'bill', 'pay']);

/** Words that only stress a denial: "we don't rent anymore", "we don't deliver at all". */
const STRESS = new Set(['anymore', 'all', 'ever', 'either']);

/**
 * "No, we don't rent." to "How much is equipment rental?", "We don't deliver anymore." to "Do you
 * deliver?": the business denies doing the very act the question names (its verb, or the noun of
 * it: rent, rental), and says nothing after it that narrows the denial ("we don't rent it out on
 * weekends" still rents).
 */
export function deniesTheAct(label: string, clause: string): boolean {
  const terms = termsOf(clause);
  const at = terms.findIndex(
    (t, i) => t.word === 'we' && terms[i + 1]?.word === 'do' && terms[i + 2]?.word === 'not',
  );
  const verb = terms[at + 3];
  if (at < 0 || !verb?.tags.has('Verb') || !isContent(verb) || CHARGING.has(verb.word)) return false;
  const asked = contentWords(label);
  const isAsked = (word: string) => overlap(new Set([word]), asked) === 1;
  return (
    isAsked(verb.word) &&
    terms
      .slice(at + 4)
      .filter(isContent)
      .every((t) => isAsked(t.word) || STRESS.has(t.word))
  );
}
