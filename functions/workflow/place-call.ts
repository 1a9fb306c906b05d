import { logger } from '../core/logger';
import type { ResearchDeps } from '../core/research/deps';
import { placeCallSchema } from './schemas';

/**
 * PlaceCall (`.waitForTaskToken`): skips the call when stop was requested, stores the task token,
 * then dials. The call-ended event resumes the task with the outcome.
 */
export async function placeCall(deps: ResearchDeps, raw: unknown) {
  const { researchId, callId, taskToken } = placeCallSchema.parse(raw);
  const research = await deps.researches.get(researchId);
  const call = await deps.calls.get(researchId, callId);
  if (!research || !call) throw new Error(`Call ${callId} not found`);
  if (research.stopRequested || call.status === 'cancelled') {
    await deps.workflow.sendTaskSuccess(taskToken, { outcome: 'cancelled' });
    return;
  }
  const claimed = await deps.calls.transition(researchId, callId, ['queued', 'waiting_window'], {
    status: 'dialing',
    taskToken,
    waitUntil: null,
    calledAt: deps.clock.now().toISOString(),
  });
  if (!claimed) {
    // A retried task for a call already dialled only needs the new token.
    await deps.calls.update(researchId, callId, { taskToken });
    if (!call.contactId) throw new Error(`Call ${callId} is ${call.status} and cannot be placed`);
    return;
  }
  logger.info('Placing call', { researchId, callId });
  const { contactId } = await deps.telephony.placeCall({
    callId,
    researchId,
    to: call.dialedPhone,
    businessName: call.businessName,
  });
  await deps.calls.update(researchId, callId, { contactId });
  // Stop may have run while the call was being dialled; it could not hang up a call without a contact id.
  if ((await deps.researches.get(researchId))?.stopRequested) await deps.telephony.hangUp(contactId);
}
