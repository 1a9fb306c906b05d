import type { CallSummary, Research } from '#shared/contracts/research';
import { isFinalStatus } from '#shared/domain/research-status';
import { type ResearchTally, tallyBusinesses } from '#shared/domain/research-tally';

/** The research's businesses as its page shows them: none pending once the research has ended. */
export function tallyResearch(
  research: Pick<Research, 'status'>,
  calls: readonly CallSummary[],
): ResearchTally {
  return tallyBusinesses(
    calls.filter((call) => !call.is_follow_up),
    isFinalStatus(research.status),
  );
}
