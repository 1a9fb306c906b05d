import { contentWords, isContent, overlap, termsOf } from './topic-words';

/** Verbs of charging: "we don't charge" says a thing is free, not that it is not there. */
const CHARGING = new Set(['charge', 'cost', 'bill', 'pay']);

/** Who speaks for the business: "we don't rent", "I don't do cats". */
const SPEAKERS = new Set(['we', 'i']);

/** Words that only stress or soften a denial: "we don't rent anymore", "I don't do cats, sorry". */
const STRESS = new Set(['anymore', 'all', 'ever', 'either', 'sorry', 'unfortunately', 'afraid']);

/**
 * "No, we don't rent." to "How much is equipment rental?", "We don't deliver anymore." to "Do you
 * deliver?", "I don't do cats." to "Can you groom the cat?": the business denies doing the very act
 * the question names (its verb, or the noun of it: rent, rental; or doing the thing it names), and says nothing after it that narrows the denial ("we don't rent it out on
 * weekends" still rents).
 */
export function deniesTheAct(label: string, clause: string, { insteadAfter = false } = {}): boolean {
  const terms = termsOf(clause);
  const at = terms.findIndex(
    (t, i) => SPEAKERS.has(t.word) && terms[i + 1]?.word === 'do' && terms[i + 2]?.word === 'not',
  );
  const verb = terms[at + 3];
  if (at < 0 || !verb?.tags.has('Verb') || CHARGING.has(verb.word)) return false;
  const asked = contentWords(label);
  const isAsked = (word: string) => overlap(new Set([word]), asked) === 1;
  const after = terms.slice(at + 4).filter(isContent);
  // "I don't do cats." to "Can you groom the cat too?": "do" stands for the work, and its object is the thing asked.
  // (Not when something else is offered instead: "We don't do Saturdays, but…".)
  const done =
    verb.word === 'do' ? (insteadAfter ? undefined : after.shift()) : isContent(verb) ? verb : undefined;
  return !!done && isAsked(done.word) && after.every((t) => isAsked(t.word) || STRESS.has(t.word));
}
