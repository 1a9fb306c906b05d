import { logger } from '../core/logger';
import type { ResearchDeps } from '../core/research/deps';
import { CallSlotsBusyError } from '../ports/call-slots';
import { placeCallSchema } from './schemas';

/**
 * PlaceCall (`.waitForTaskToken`): skips the call when stop was requested, takes one of the
 * account's call slots (released when the call ends), stores the task token, then dials. The call-ended event resumes the task with the outcome. Idempotent under the state
 * machine's Retry: a call left `dialing` without a contact id (the dial threw, e.g. no capacity)
 * is dialled again; Connect's ClientToken (the call id) keeps that from ringing twice.
 */
export async function placeCall(deps: ResearchDeps, raw: unknown) {
  const { researchId, callId, taskToken } = placeCallSchema.parse(raw);
  const [research, call] = await Promise.all([
    deps.researches.get(researchId),
    deps.calls.get(researchId, callId),
  ]);
  if (!research || !call) throw new Error(`Call ${callId} not found`);
  if (research.stopRequested || call.status === 'cancelled') {
    await deps.workflow.sendTaskSuccess(taskToken, { outcome: 'cancelled' });
    return;
  }
  // The call stays queued until it holds one of the account's call slots; Retry tries again later.
  // The caller is read beside it (a read wasted when no slot is free), so that each turn of the
  // conversation reads only the call item.
  const [acquired, caller] = await Promise.all([deps.callSlots.acquire(callId), deps.calls.readCaller(call)]);
  if (!acquired) throw new CallSlotsBusyError(deps.config.callQuota);
  const claimed = await deps.calls.transition(researchId, callId, ['queued', 'waiting_window'], {
    status: 'dialing',
    caller,
    taskToken,
    waitUntil: null,
    calledAt: deps.clock.now().toISOString(),
  });
  if (!claimed) {
    const current = (await deps.calls.get(researchId, callId)) ?? call;
    // A retry after the dial itself failed (no free capacity): the call never rang, so dial again.
    const redial =
      current.status === 'dialing' &&
      !current.contactId &&
      (await deps.calls.transition(researchId, callId, ['dialing'], { taskToken }));
    if (!redial) {
      // A retried task for a call already dialled only needs the new token.
      await deps.calls.update(researchId, callId, { taskToken });
      // Only a call still ringing or talking keeps the slot taken above.
      if (!current.contactId || !['dialing', 'in_progress'].includes(current.status)) {
        await deps.callSlots.release(callId);
      }
      if (!current.contactId) throw new Error(`Call ${callId} is ${current.status} and cannot be placed`);
      return;
    }
  }
  logger.info('Placing call', { researchId, callId });
  const { contactId } = await deps.telephony
    .placeCall({ callId, researchId, to: call.dialedPhone, businessName: call.businessName })
    .catch(async (error: unknown) => {
      await deps.callSlots.release(callId);
      throw error;
    });
  await deps.calls.update(researchId, callId, { contactId });
  // Stop may have run while the call was being dialled; it could not hang up a call without a contact id.
  if ((await deps.researches.get(researchId))?.stopRequested) await deps.telephony.hangUp(contactId);
}
