import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import { wordsOf } from '#functions/core/answers/normalize/tokens';
import type { Ask } from '#shared/contracts/asks';
import type { Clause, NumberedTurn } from './reader';
import { readingContext } from './reading-context';
import { contentWords, overlap } from './topic-words';

/**
 * An agent's question with a second alternative: "Can you rent shoes there, or do they need to buy
 * their own?" "Nope, you can rent.": the "nope" answers the alternative said last, and the statement
 * after it answers the ask.
 */

/** The agent's last turn before the reply. */
const questionBefore = (opening: Clause, turns: NumberedTurn[]) =>
  turns.findLast((t) => t.speaker === 'agent' && t.index < opening.turn);

/** A question ending with an alternative: "…, or do they bring their own?" */
const ENDS_WITH_ALTERNATIVE = /\bor\s+(?:do|does|is|are|can|should|will|would|must|have)\b[^?]*\?\s*$/i;

/** Words of a statement short enough to answer what was just asked without naming it: "we do children". */
const SHORT_STATEMENT = 4;

/** A bare yes or no (said once or more) and the statement after it: "Nope, you can rent.", "No, no, we provide them." */
const YES_OR_NO_THEN =
  /^\s*(?:(?:oh|um|uh|well),?\s+)?(?:(?:yes|yeah|yep|yup|no|nope|nah)[\s,]+)*(?:yes|yeah|yep|yup|no|nope|nah)\s*[,.!—–-]\s*(\S.*)$/i;

/**
 * The statement after a yes or no that says the opposite of it, of the thing asked, when the agent's
 * question before the reply ended with another alternative; null otherwise.
 */
export function answerPastAlternative(ask: Ask, opening: Clause, turns: NumberedTurn[]): Clause | null {
  const question = questionBefore(opening, turns);
  if (!question || !ENDS_WITH_ALTERNATIVE.test(question.text)) return null;
  const statement = YES_OR_NO_THEN.exec(opening.text)?.[1];
  // ("No, we've got both.", "No, we do children.": a short statement needs no word of the ask.)
  const short = statement !== undefined && wordsOf(statement).length <= SHORT_STATEMENT;
  if (!statement || (!short && overlap(contentWords(ask.label), contentWords(statement)) === 0)) return null;
  const said = normalizeAnswer('yes_no', opening.text, readingContext(ask.label))?.value;
  const stated = normalizeAnswer('yes_no', statement, readingContext(ask.label))?.value;
  return stated === undefined || stated === said ? null : { turn: opening.turn, text: statement };
}

/** A question asking yes or no: "Is it different between the two?", "Do you have the booking number?" */
const ASKS_YES_OR_NO = /^(?:is|are|was|were|do|does|did|can|could|will|would|has|have|should)\b/i;

/**
 * "Can the four-berth take two car seats?" … "Is it different between the two?" "Nah, actually both
 * of them have two seats in the back, so two seats, yep.": a yes or no to the agent's last question,
 * when that question asked yes or no of something else, answers it; the statement after it answers
 * the ask, when it names the ask's words.
 */
export function answerPastOtherQuestion(ask: Ask, opening: Clause, turns: NumberedTurn[]): Clause | null {
  const question = questionBefore(opening, turns);
  const asked = question?.text.split(/(?<=[.!?])\s+/).findLast((sentence) => sentence.trim().endsWith('?'));
  // (Numbers name nothing asked about: "the two" is not the "two car seats".)
  const named = (text: string) => new Set([...contentWords(text)].filter((word) => !/^\d/.test(word)));
  if (!asked || !ASKS_YES_OR_NO.test(asked.trim()) || overlap(named(ask.label), named(asked)) > 0)
    return null;
  const statement = YES_OR_NO_THEN.exec(opening.text)?.[1];
  if (!statement || overlap(contentWords(ask.label), contentWords(statement)) === 0) return null;
  return normalizeAnswer('yes_no', statement, readingContext(ask.label))
    ? { turn: opening.turn, text: statement }
    : null;
}

/**
 * "Do they offer a loaner car or shuttle?" "No loaners, sorry. We do have a shuttle.": a no to one
 * of the things the question offers as alternatives, then a yes to the other, in the same reply, is
 * a yes; null otherwise.
 */
export function yesToTheOther(ask: Ask, said: Clause[]): Clause | null {
  const sides = ask.label.replace(/\?\s*$/, '').split(/\s+or\s+/i);
  if (sides.length !== 2) return null;
  const [first, second] = sides.map((side) => contentWords(side.replace(/^.*?\b(?:a|an|the)\s+/i, '')));
  const opening = said[0];
  if (!opening || !first || !second) return null;
  const no = normalizeAnswer('yes_no', opening.text, readingContext(ask.label))?.value === false;
  const only = (text: string, side: Set<string>, other: Set<string>) =>
    overlap(side, contentWords(text)) > 0 && overlap(other, contentWords(text)) === 0;
  const [deniedSide, otherSide] = only(opening.text, first, second)
    ? [first, second]
    : only(opening.text, second, first)
      ? [second, first]
      : [null, null];
  if (!no || !deniedSide || !otherSide) return null;
  return (
    said
      .slice(1)
      .find(
        (c) =>
          c.turn === opening.turn &&
          only(c.text, otherSide, deniedSide) &&
          normalizeAnswer('yes_no', c.text, readingContext(ask.label))?.value === true,
      ) ?? null
  );
}

/** A denial of what the business does or has, and what it is said of: "we don't do the weekly ones". */
const DENIED_KIND = /\b(?:don't|do not|no longer|doesn't|does not)\s+(?:do|have|run|offer|teach)\s+(.+)$/i;
/** Another kind of the thing had instead: "but we've got a holiday workshop", "but there's a Saturday one". */
const BUT_HAVE = /^but\s+(?:we|we've|we have|there's|there is|there are)\b/i;

/**
 * "Do you run knitting lessons for kids?" "We don't do the weekly ones any more, but we've got a
 * school holiday workshop for kids.": a denial of a kind the question does not name, then another
 * kind of the thing asked had instead, in the same turn, is a yes; null otherwise (not "We don't do
 * Saturdays, but we've got Sundays" to Saturday classes: the day denied is the one asked).
 */
export function yesToAnotherKind(ask: Ask, said: Clause[]): Clause | null {
  const [opening, next] = said;
  const denied = opening && DENIED_KIND.exec(opening.text)?.[1];
  if (!denied || !next || next.turn !== opening.turn || !BUT_HAVE.test(next.text)) return null;
  const topic = contentWords(ask.label);
  if (overlap(topic, contentWords(denied)) > 0 || overlap(topic, contentWords(next.text)) === 0) return null;
  return normalizeAnswer('yes_no', next.text, readingContext(ask.label))?.value === true ? next : null;
}
