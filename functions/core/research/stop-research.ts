import type { Research } from '#shared/contracts/research';
import { DomainError } from '#shared/domain/errors';
import { isActiveStatus } from '#shared/domain/research-status';
import { logger } from '../logger';
import type { ResearchDeps } from './deps';
import { finalizeResearch } from './finalize';
import { getOwnResearch } from './queries';

const IN_FLIGHT = ['dialing', 'in_progress'];

/** Stops a running research: no queued call is placed, calls in flight hang up, the execution stops. */
export async function stopResearch(
  deps: ResearchDeps,
  userId: string,
  researchId: string,
): Promise<Research> {
  const research = await getOwnResearch(deps, userId, researchId);
  if (!isActiveStatus(research.status)) {
    throw new DomainError('conflict', 'Only a pending or running research can be stopped.');
  }
  await deps.researches.update(researchId, { stopRequested: true });
  await deps.workflow.stop(researchId);
  for (const call of await deps.calls.listByResearch(researchId)) {
    if (call.status === 'queued' || call.status === 'waiting_window') {
      const cancelled = await deps.calls.transition(researchId, call.id, ['queued', 'waiting_window'], {
        status: 'cancelled',
        errorMessage: 'Cancelled: the research was stopped.',
        taskToken: null,
      });
      if (cancelled) await deps.charges.release(call);
    } else if (IN_FLIGHT.includes(call.status) && !call.outcome && call.contactId) {
      await deps.telephony.hangUp(call.contactId).catch((error: unknown) => {
        logger.warn('Hang-up failed', { callId: call.id, error: String(error) });
      });
    }
  }
  return (await finalizeResearch(deps, researchId)) ?? research;
}

/** Deletes a research with its calls, visualizations and preference (stopping it first). */
export async function deleteResearch(deps: ResearchDeps, userId: string, researchId: string): Promise<void> {
  const research = await getOwnResearch(deps, userId, researchId);
  if (isActiveStatus(research.status)) await stopResearch(deps, userId, researchId);
  for (const call of await deps.calls.listByResearch(researchId)) {
    await deps.extras.visualizations.deleteByCall(call.id);
    await deps.calls.delete(researchId, call.id);
  }
  await deps.extras.preferences.deleteLiveUpdates(userId, researchId);
  await deps.researches.delete(researchId);
}
