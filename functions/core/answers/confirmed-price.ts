import type { MoneyPeriod } from '#shared/contracts/asks';
import type { TranscriptTurn } from '#shared/contracts/research';
import { type NormalizeContext, normalizeAnswer } from './normalize';
import { periodOf } from './normalize/price-periods';
import { tokensOf } from './normalize/tokens';
import { opensWithYes } from './normalize/yes-no';

const PER = new Set(['per', 'a', 'an', 'each', 'every']);

/**
 * "It's thirty." … "So that's $30?" "Yup, per kid.": the unit the business adds in confirming the
 * amount read back to it (child). Only the very next business turn after the one quoted confirms,
 * and only after an agent turn reading back the same amount; null otherwise.
 */
export function confirmedUnit(
  turns: TranscriptTurn[],
  quoted: number,
  amount: number,
  context: NormalizeContext,
): MoneyPeriod | null {
  const next = turns.findIndex((turn, i) => i > quoted && turn.speaker === 'business');
  if (next < 0 || !opensWithYes(turns[next]!.text)) return null;
  const readBack = turns
    .slice(quoted + 1, next)
    .some((turn) => normalizeAnswer('money', turn.text, context)?.value.amount === amount);
  if (!readBack) return null;
  const tokens = tokensOf(turns[next]!.text);
  const at = tokens.findIndex((t, i) => PER.has(t.word) && periodOf(tokens[i + 1]?.word ?? '') !== null);
  return at < 0 ? null : periodOf(tokens[at + 1]!.word);
}
