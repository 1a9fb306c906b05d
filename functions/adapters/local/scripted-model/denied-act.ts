import { contentWords, isContent, overlap, termsOf } from './topic-words';

/** Verbs of charging: "we don't charge" says a thing is free, not that it is not there. */
const CHARGING = new Set(['charge', 'cost', 'bill', 'pay']);

/** Days of the week, which a schedule has or has not. */
const WEEKDAYS = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b/i;

/** Who speaks for the business: "we don't rent", "I don't do cats". */
const SPEAKERS = new Set(['we', 'i']);

/** Words that only stress or soften a denial: "we don't rent anymore", "I don't do cats, sorry". */
const STRESS = new Set([
  'anymore',
  'all',
  'ever',
  'either',
  'sorry',
  'unfortunately',
  'afraid',
  'here',
  'there',
  'no',
]);

/**
 * "No, we don't rent." to "How much is equipment rental?", "We don't deliver anymore." to "Do you
 * deliver?", "I don't do cats." to "Can you groom the cat?": the business denies doing the very act
 * the question names (its verb, or the noun of it: rent, rental; or doing the thing it names), and says nothing after it that narrows the denial ("we don't rent it out on
 * weekends" still rents); "We don't, no." to "Do they do home visits?" denies it bare, when `bare`
 * denials count (a yes or no question's).
 */
export function deniesTheAct(
  label: string,
  clause: string,
  { insteadAfter = false, bare = false } = {},
): boolean {
  // "No, we don't do aligners here, just fixed braces": to a yes or no, the denial's own part of
  // the clause ("We don't do daily, it's all monthly" to a price goes on to what is done).
  // ("We don't do Saturdays, only weekday evenings": days denied, with others had, stay a no.)
  const own = clause.split(/\s*[,;—–]\s*/).find((text) => denialAt(termsOf(text)) >= 0);
  const part = bare && !(own && WEEKDAYS.test(own)) ? own : clause;
  if (part === undefined) return false;
  const terms = termsOf(part);
  const at = denialAt(terms);
  if (at < 0) return false;
  // "We don't, no.": a bare denial of the act the question names.
  if (terms.slice(at + 3).every((t) => t.word === '' || STRESS.has(t.word))) return bare;
  const verb = terms[at + 3];
  if (!verb?.tags.has('Verb') || CHARGING.has(verb.word)) return false;
  const asked = contentWords(label);
  const isAsked = (word: string) => overlap(new Set([word]), asked) === 1;
  const after = terms.slice(at + 4).filter(isContent);
  // "I don't do cats." to "Can you groom the cat too?": "do" stands for the work, and its object is the thing asked.
  // (Not when something else is offered instead: "We don't do Saturdays, but…".)
  const done =
    verb.word === 'do' ? (insteadAfter ? undefined : after.shift()) : isContent(verb) ? verb : undefined;
  return !!done && isAsked(done.word) && after.every((t) => isAsked(t.word) || STRESS.has(t.word));
}

/** Where "we don't" / "I don't" starts in a clause's terms, or -1. */
const denialAt = (terms: ReturnType<typeof termsOf>) =>
  terms.findIndex(
    (t, i) => SPEAKERS.has(t.word) && terms[i + 1]?.word === 'do' && terms[i + 2]?.word === 'not',
  );
