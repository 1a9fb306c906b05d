import type { CallStatus } from '#shared/contracts/research';
import * as z from '#shared/zod';
import { logger } from '../core/logger';
import type { ResearchDeps } from '../core/research/deps';
import { releaseCallingLimits } from '../core/research/guards';
import { CALL_OUTCOMES, type CallEnded } from '../ports/telephony';

const callEndedSchema = z.object({
  callId: z.string().check(z.minLength(1)),
  contactId: z.string().check(z.minLength(1)),
  outcome: z.enum(CALL_OUTCOMES),
  durationSeconds: z.number().check(z.minimum(0)),
  recordingKey: z.nullable(z.string()),
  errorMessage: z.optional(z.string()),
});

const STATUS_BY_OUTCOME: Record<CallEnded['outcome'], CallStatus> = {
  // An answered call stays in progress until Extract and Charge complete it.
  answered: 'in_progress',
  voicemail: 'voicemail',
  phone_menu: 'phone_menu',
  refused: 'refused',
  wrong_number: 'wrong_number',
  no_answer: 'no_answer',
  busy: 'busy',
  failed: 'failed',
};

/**
 * Stores how a call ended and resumes the waiting PlaceCall task with the outcome. Safe to run
 * again for the same event: delivery is at least once, and a run may stop part-way.
 */
export function createCallEndedHandler(deps: ResearchDeps) {
  return async function handleCallEnded(raw: unknown): Promise<void> {
    const event = callEndedSchema.parse(raw);
    const call = await deps.calls.findById(event.callId);
    if (!call) {
      logger.warn('Call ended for an unknown call', { callId: event.callId });
      return;
    }
    const research = await deps.researches.get(call.researchId);
    const stopped = research?.stopRequested === true;
    const answered = event.outcome === 'answered' && !stopped;
    const status: CallStatus =
      stopped && event.outcome === 'answered' ? 'cancelled' : STATUS_BY_OUTCOME[event.outcome];
    const changed = await deps.calls.transition(call.researchId, call.id, ['dialing', 'in_progress'], {
      status,
      outcome: event.outcome,
      durationSeconds: Math.round(event.durationSeconds),
      // On AWS the recording comes by its own S3 event, possibly first: never erase it.
      ...(event.recordingKey ? { recordingKey: event.recordingKey } : {}),
      contactId: event.contactId,
      errorMessage:
        stopped && event.outcome === 'answered'
          ? 'The research was stopped during this call.'
          : (event.errorMessage ?? null),
    });
    // A redelivery of the event already stored (its first handling was cut off after the write,
    // e.g. by a database outage) still has to release and resume: both are idempotent.
    const redelivered = call.contactId === event.contactId && call.outcome === event.outcome;
    // The call is over whatever its record says: its slot is free for the next call.
    await deps.callSlots.release(call.id);
    if (!changed && !redelivered) {
      logger.info('Call-ended event for a call already over', { callId: call.id, status: call.status });
      return;
    }
    if (!answered) await deps.charges.release(call);
    // A technical failure (the line dropped, speech could not be made) frees the number at once.
    if (status === 'failed') await releaseCallingLimits(deps, call);
    if (!call.taskToken) return;
    try {
      await deps.workflow.sendTaskSuccess(call.taskToken, { outcome: answered ? 'answered' : status });
    } catch (error) {
      // The execution may have been stopped or timed out; the call record is already stored.
      logger.warn('Could not resume the call task', { callId: call.id, error: String(error) });
    }
  };
}
