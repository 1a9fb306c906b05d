import { opensWithYes } from '#functions/core/answers/normalize/yes-no';
import { numbersSaid } from './numbers-said';
import type { Clause, NumberedTurn } from './reader';

/** Replies to an ask put again: the first answer agreed to, or narrowed to one of its values. */

/** A yes said at the end of a clause: "For the first dog, yep." */
const ENDS_YES = /[,\s](?:yes|yeah|yep|yup|correct|that's right)[.!]*$/i;

/**
 * "Fifty-three a night." "So fifty-three dollars a night per dog?" "For the first dog, yep. If they
 * share, the second one's thirty-eight.": a reading back of the answer that the business agrees to
 * keeps it; the values said after the yes are of other cases.
 */
export function agreedTo(
  earlier: { clause: Clause | null },
  agentTurn: number,
  reply: Clause[],
  turns: NumberedTurn[],
): boolean {
  const question = turns.find((t) => t.index === agentTurn)?.text ?? '';
  const before = new Set(numbersSaid(earlier.clause?.text ?? ''));
  const readBack = numbersSaid(question).some((n) => before.has(n));
  const first = reply[0]?.text ?? '';
  return readBack && (opensWithYes(first) || ENDS_YES.test(first));
}

/**
 * "Two ninety-five for the week, but if you register before March first it's two seventy-five."
 * "If the parent registers today, which price would that be?" "Then two seventy-five, yeah.": asked
 * again, the business names one of the values its first answer gave.
 */
export function narrowedTo(
  earlier: { clause: Clause | null },
  later: { clause: Clause | null },
  turns: NumberedTurn[],
): boolean {
  const turn = turns.find((t) => t.index === earlier.clause?.turn)?.text ?? '';
  const given = new Set(numbersSaid(turn));
  const named = numbersSaid(later.clause?.text ?? '');
  return given.size >= 2 && new Set(named).size === 1 && given.has(named[0]!);
}
