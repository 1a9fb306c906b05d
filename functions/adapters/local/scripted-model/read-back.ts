import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import { opensWithYes } from '#functions/core/answers/normalize/yes-no';
import type { Ask } from '#shared/contracts/asks';
import type { Clause, NumberedTurn } from './reader';

const contextOf = (ask: Ask) => ({ label: ask.label, currency: 'USD', referenceDate: new Date(0) });

/** The same value, as the reader compares them: a price by its amount, others whole. */
function sameValue(ask: Ask, a: unknown, b: unknown): boolean {
  if (ask.kind === 'money')
    return (a as { amount: number } | null)?.amount === (b as { amount: number } | null)?.amount;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * "It's eighty-five for two hours." … "So the group lesson is eighty-five dollars?" "Yup, per kid.":
 * a value the agent reads back and the business confirms was said earlier, of the thing asked; the
 * earlier clause saying it is the answer. Null when no agent line putting the ask reads a value back,
 * the reply does not confirm it, or no earlier clause says it.
 */
export function confirmedReadBack(
  ask: Ask,
  askTurns: number[],
  turns: NumberedTurn[],
  clauses: Clause[],
): Clause | null {
  if (ask.kind === 'yes_no' || ask.kind === 'text') return null;
  for (const agentTurn of askTurns) {
    const readBack = normalizeAnswer(ask.kind, turns[agentTurn]!.text, contextOf(ask))?.value;
    const reply = turns.find((t) => t.index > agentTurn && t.speaker === 'business');
    if (readBack === undefined || !reply || !opensWithYes(reply.text)) continue;
    const said = clauses.find(
      (clause) =>
        clause.turn < agentTurn &&
        sameValue(ask, normalizeAnswer(ask.kind, clause.text, contextOf(ask))?.value, readBack),
    );
    if (said) return said;
  }
  return null;
}
