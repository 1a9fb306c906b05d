import { type AttemptLike, countOutcomes } from './call-outcomes';
import { type ResultSummary, summarizeResult } from './result-summary';

/** A research counted by business, never by call: a follow-up or a retry adds calls, not businesses. */
export interface ResearchTally {
  businesses: number;
  /** Businesses whose latest call (of the first round or a retry) was answered. */
  reached: number;
  /** Businesses with a call still to be placed or on the phone; none once the research has ended. */
  pending: number;
}

/**
 * Tallies the businesses of a research from its calls other than follow-ups (a follow-up calls a
 * business already counted; a retry replaces its latest call).
 */
export function tallyBusinesses(firstRoundCalls: readonly AttemptLike[], ended: boolean): ResearchTally {
  const counts = countOutcomes(firstRoundCalls);
  const businesses = counts.reached + counts.voicemail + counts.noAnswer + counts.other + counts.pending;
  return { businesses, reached: counts.reached, pending: ended ? 0 : counts.pending };
}

/**
 * The summary of a completed research ("Found N matches" at 70 % of the businesses reached, "partial
 * matches" at 40 %), with N and the shares counted by business rather than by call.
 */
export function summarizeByBusiness(tally: ResearchTally): ResultSummary {
  return summarizeResult({ completedCalls: tally.reached, totalCalls: tally.businesses });
}
