import { logger } from '../logger';
import type { ResearchDeps } from './deps';
import { finalizeResearch } from './finalize';
import { reconcileReservedCredits } from './reconcile-reservations';

const INTERRUPTED = 'The call was interrupted when the service restarted; it was not charged.';

/**
 * Startup recovery: a research left pending or in progress with no live execution gets its
 * mid-flight calls marked failed (never charged) and a new execution for the calls still queued
 * and the answered calls not yet charged; reservedCredits are reconciled with the calls still
 * holding credits before they resume. Returns the ids of the researches resumed.
 */
export async function recoverResearches(deps: ResearchDeps): Promise<string[]> {
  const resumed: string[] = [];
  for (const research of await deps.researches.listActive()) {
    if (await deps.workflow.isRunning(research.id)) continue;
    for (const call of await deps.calls.listByResearch(research.id)) {
      const midFlight =
        call.status === 'dialing' || (call.status === 'in_progress' && call.outcome !== 'answered');
      if (!midFlight) continue;
      if (
        await deps.calls.transition(research.id, call.id, ['dialing', 'in_progress'], {
          status: 'failed',
          errorMessage: INTERRUPTED,
          taskToken: null,
        })
      ) {
        await deps.charges.release(call);
      }
      await deps.callSlots.release(call.id);
    }
    if (research.stopRequested) {
      await finalizeResearch(deps, research.id);
      continue;
    }
    resumed.push(research.id);
  }
  // Before any execution resumes, so no call is charged or released while the counts are taken.
  await reconcileReservedCredits(deps);
  for (const researchId of resumed) {
    logger.info('Resuming research after a restart', { researchId });
    await deps.workflow.start({ researchId });
  }
  return resumed;
}
