import type { CallSummary, Research } from '#shared/contracts/research';
import { isPendingCall } from '#shared/domain/call-outcomes';
import { isFinalStatus } from '#shared/domain/research-status';
import { type ResultSummary, summarizeResult } from '#shared/domain/result-summary';
import { businessKey } from './answer-comparison';

/** The research counted by business, never by call: a follow-up or a retry adds calls, not businesses. */
export interface ResearchTally {
  businesses: number;
  /** Businesses reached: at least one of their calls completed. */
  reached: number;
  /** Businesses with a call still to be placed or on the phone; none once the research has ended. */
  pending: number;
}

export function tallyResearch(
  research: Pick<Research, 'status'>,
  calls: readonly CallSummary[],
): ResearchTally {
  const latest = new Map<string, CallSummary>();
  for (const call of [...calls].sort((a, b) => a.createdAt.localeCompare(b.createdAt)))
    latest.set(businessKey(call), call);
  const reached = new Set(calls.filter((call) => call.status === 'completed').map(businessKey));
  const pending = isFinalStatus(research.status)
    ? 0
    : [...latest.values()].filter((call) => isPendingCall(call.status)).length;
  return { businesses: latest.size, reached: reached.size, pending };
}

/**
 * The summary of a completed research ("Found N matches" at 70 % of the businesses reached, "partial
 * matches" at 40 %), with N and the shares counted by business rather than by call.
 */
export function summarizeByBusiness(tally: ResearchTally): ResultSummary {
  return summarizeResult({ completedCalls: tally.reached, totalCalls: tally.businesses });
}
