import type { CallSummary, Research } from '#shared/contracts/research';
import { countOutcomes } from '#shared/domain/call-outcomes';
import { isFinalStatus } from '#shared/domain/research-status';
import { type ResultSummary, summarizeResult } from '#shared/domain/result-summary';

/** The research counted by business, never by call: a follow-up or a retry adds calls, not businesses. */
export interface ResearchTally {
  businesses: number;
  /** Businesses whose latest call (of the first round or a retry) was answered. */
  reached: number;
  /** Businesses with a call still to be placed or on the phone; none once the research has ended. */
  pending: number;
}

export function tallyResearch(
  research: Pick<Research, 'status'>,
  calls: readonly CallSummary[],
): ResearchTally {
  // A follow-up calls a business already counted; a retry replaces its latest call.
  const counts = countOutcomes(calls.filter((call) => !call.is_follow_up));
  const businesses = counts.reached + counts.voicemail + counts.noAnswer + counts.other + counts.pending;
  const pending = isFinalStatus(research.status) ? 0 : counts.pending;
  return { businesses, reached: counts.reached, pending };
}

/**
 * The summary of a completed research ("Found N matches" at 70 % of the businesses reached, "partial
 * matches" at 40 %), with N and the shares counted by business rather than by call.
 */
export function summarizeByBusiness(tally: ResearchTally): ResultSummary {
  return summarizeResult({ completedCalls: tally.reached, totalCalls: tally.businesses });
}
