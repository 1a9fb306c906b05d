import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import type { Ask } from '#shared/contracts/asks';
import type { Clause, NumberedTurn } from './reader';
import { readingContext } from './reading-context';
import { contentWords, overlap } from './topic-words';

/**
 * An agent's question with a second alternative: "Can you rent shoes there, or do they need to buy
 * their own?" "Nope, you can rent.": the "nope" answers the alternative said last, and the statement
 * after it answers the ask.
 */

/** A question ending with an alternative: "…, or do they bring their own?" */
const ENDS_WITH_ALTERNATIVE = /\bor\s+(?:do|does|is|are|can|should|will|would|must|have)\b[^?]*\?\s*$/i;

/** A bare yes or no and the statement after it: "Nope, you can rent." */
const YES_OR_NO_THEN =
  /^\s*(?:(?:oh|um|uh|well),?\s+)?(?:yes|yeah|yep|yup|no|nope|nah)\s*[,.!—–-]\s*(\S.*)$/i;

/**
 * The statement after a yes or no that says the opposite of it, of the thing asked, when the agent's
 * question before the reply ended with another alternative; null otherwise.
 */
export function answerPastAlternative(ask: Ask, opening: Clause, turns: NumberedTurn[]): Clause | null {
  const question = turns.findLast((t) => t.speaker === 'agent' && t.index < opening.turn);
  if (!question || !ENDS_WITH_ALTERNATIVE.test(question.text)) return null;
  const statement = YES_OR_NO_THEN.exec(opening.text)?.[1];
  if (!statement || overlap(contentWords(ask.label), contentWords(statement)) === 0) return null;
  const said = normalizeAnswer('yes_no', opening.text, readingContext(ask.label))?.value;
  const stated = normalizeAnswer('yes_no', statement, readingContext(ask.label))?.value;
  return stated === undefined || stated === said ? null : { turn: opening.turn, text: statement };
}
