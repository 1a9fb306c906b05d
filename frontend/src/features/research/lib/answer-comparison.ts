import type { Answer, Ask } from '#shared/contracts/asks';
import type { Research } from '#shared/contracts/research';
import { toCsv } from '#shared/domain/csv';
import { normalizePhone } from '#shared/domain/phone';
import { formatAnswer } from './answer-format';
import { type AnsweredCall, asksOfCall } from './call-asks';

/** One business's answer to one ask, from the call that gave it. */
interface AnswerCell {
  answer: Answer | undefined;
  /** The call whose answer this is (its transcript holds the quote). */
  call: AnsweredCall | null;
  text: string;
}

/** One row per business, one cell per ask. */
export interface AnswerRow {
  key: string;
  businessName: string;
  businessPhone: string;
  cells: AnswerCell[];
}

interface AnswerTable {
  asks: Ask[];
  rows: AnswerRow[];
}

/** The same business across calls: same number and name (test mode gives many businesses one number). */
const businessKey = (call: AnsweredCall) =>
  `${normalizePhone(call.businessPhone) ?? call.businessPhone.trim()}|${call.businessName.trim().toLowerCase()}`;

/** The research's asks, then each follow-up's own asks in the order first met. */
function columnsOf(research: Pick<Research, 'asks'>, calls: readonly AnsweredCall[]): Ask[] {
  const columns = [...(research.asks ?? [])];
  for (const call of calls) {
    for (const ask of asksOfCall(call, research)) {
      if (!columns.some((c) => c.key === ask.key)) columns.push(ask);
    }
  }
  return columns;
}

/** A later call's answer wins, unless it never put the ask and an earlier call did. */
function later(current: AnswerCell | undefined, answer: Answer | undefined): boolean {
  if (!answer) return false;
  return !current?.answer || answer.status !== 'not_asked' || current.answer.status === 'not_asked';
}

/**
 * The comparison by ask: one row per business (a business called twice shows its latest answer
 * to each ask), one column per ask; calls without answers are left out.
 */
export function buildAnswerComparison(
  research: Pick<Research, 'asks'>,
  calls: readonly AnsweredCall[],
): AnswerTable {
  const answered = calls.filter((c) => c.answers !== undefined);
  const asks = columnsOf(research, answered);
  const byTime = [...answered].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const rows = new Map<string, { row: AnswerRow; found: Map<string, AnswerCell> }>();
  for (const call of answered) {
    const key = businessKey(call);
    if (!rows.has(key))
      rows.set(key, {
        row: { key, businessName: call.businessName, businessPhone: call.businessPhone, cells: [] },
        found: new Map(),
      });
  }
  for (const call of byTime) {
    const { found } = rows.get(businessKey(call)) as { found: Map<string, AnswerCell> };
    for (const ask of asks) {
      const answer = call.answers?.[ask.key];
      if (later(found.get(ask.key), answer)) found.set(ask.key, { answer, call, text: '' });
    }
  }
  return {
    asks,
    rows: [...rows.values()].map(({ row, found }) => ({
      ...row,
      cells: asks.map((ask) => {
        const cell = found.get(ask.key) ?? { answer: undefined, call: null, text: '' };
        return { ...cell, text: formatAnswer(ask.kind, cell.answer) };
      }),
    })),
  };
}

/** The comparison as CSV: Business, Phone, then one column per ask. */
export function answerComparisonToCsv(table: AnswerTable): string {
  return toCsv([
    ['Business', 'Phone', ...table.asks.map((a) => a.label)],
    ...table.rows.map((r) => [r.businessName, r.businessPhone, ...r.cells.map((c) => c.text)]),
  ]);
}
