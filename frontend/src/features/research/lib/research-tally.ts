import type { CallSummary, Research } from '#shared/contracts/research';
import { isResponse } from '#shared/domain/answer-status';
import { isPendingCall } from '#shared/domain/call-outcomes';
import { isFinalStatus } from '#shared/domain/research-status';
import { counted } from '#shared/domain/result-summary';
import { type AnswerRow, buildAnswerComparison, businessKey } from './answer-comparison';

/**
 * How one business measures up, by its latest answer to each ask it was put (its comparison row):
 * a match answered every ask and offers all of it; a partial match offers all it answered but left
 * some asks without an answer; ruled out said it does not offer something asked; no answer gave none.
 * A "no" to a yes/no ask is an answer, not a mismatch: only the parent knows which answer they want.
 */
export type Verdict = 'match' | 'partial' | 'ruled_out' | 'no_answer';

export function verdictOf(row: Pick<AnswerRow, 'cells'>): Verdict {
  // A cell without an answer is an ask this business was never put (another business's follow-up).
  const statuses = row.cells.flatMap((cell) => (cell.answer ? [cell.answer.status] : []));
  if (!statuses.some(isResponse)) return 'no_answer';
  if (statuses.includes('not_offered')) return 'ruled_out';
  return statuses.every((status) => status === 'answered') ? 'match' : 'partial';
}

/** The research counted by business, never by call: a follow-up or a retry adds calls, not businesses. */
export interface ResearchTally {
  businesses: number;
  /** Businesses with a call still to be placed or on the phone; none once the research has ended. */
  pending: number;
  /** Businesses that answered at least one ask ("not offered" included). */
  answered: number;
  matches: number;
  partial: number;
}

export function tallyResearch(
  research: Pick<Research, 'status' | 'asks'>,
  calls: readonly CallSummary[],
): ResearchTally {
  const verdicts = buildAnswerComparison(research, calls).rows.map(verdictOf);
  const judged = new Set(calls.filter((call) => call.answers).map(businessKey));
  // A call made without asks has nothing to judge against: a business reached that way matches.
  const unjudged = new Set(
    calls.filter((c) => c.status === 'completed' && !judged.has(businessKey(c))).map(businessKey),
  ).size;
  const latest = new Map<string, CallSummary>();
  for (const call of [...calls].sort((a, b) => a.createdAt.localeCompare(b.createdAt)))
    latest.set(businessKey(call), call);
  const pending = isFinalStatus(research.status)
    ? 0
    : [...latest.values()].filter((call) => isPendingCall(call.status)).length;
  const count = (verdict: Verdict) => verdicts.filter((v) => v === verdict).length;
  return {
    businesses: latest.size,
    pending,
    answered: verdicts.filter((v) => v !== 'no_answer').length + unjudged,
    matches: count('match') + unjudged,
    partial: count('partial'),
  };
}

/** Which summary a completed research gets. */
export type ResultKind = 'matches' | 'partial' | 'no_match' | 'none';

/** "Found 2 matches, 1 partial match" and so on, from the businesses' verdicts. */
export function summarizeTally(tally: ResearchTally): { kind: ResultKind; label: string } {
  const { answered, matches, partial } = tally;
  if (answered === 0) return { kind: 'none', label: 'No responses received' };
  if (matches > 0) {
    const partly = partial > 0 ? `, ${counted(partial, 'partial match')}` : '';
    return { kind: 'matches', label: `Found ${counted(matches, 'match')}${partly}` };
  }
  if (partial > 0) return { kind: 'partial', label: `Found ${counted(partial, 'partial match')}` };
  return { kind: 'no_match', label: `No matches among ${counted(answered, 'business')} that answered` };
}
