import { z } from 'zod';
import { idSchema } from '#shared/contracts/common';

/** Input of Prepare and Finalize. */
export const researchTaskSchema = z.object({ researchId: idSchema }).passthrough();

/** Input of the per-call steps (Extract, Charge, RecordNoCharge). */
export const callTaskSchema = z.object({ researchId: idSchema, callId: idSchema }).passthrough();

/** Payload of PlaceCall: the call and the task token the call-ended event resumes. */
export const placeCallSchema = callTaskSchema.extend({ taskToken: z.string().min(1) });

/** Input of MarkCallFailed: the error caught by the state machine. */
export const markFailedSchema = callTaskSchema.extend({
  error: z.object({ Error: z.string().optional(), Cause: z.string().optional() }).passthrough().optional(),
});

/** One call of Prepare's output: what the Map iterates over. */
export interface CallWorkItem {
  researchId: string;
  callId: string;
  /** place it now, wait for the calling window, or resume an answered call not yet charged. */
  mode: 'place' | 'wait' | 'extract';
  /** ISO time the calling window opens. */
  waitUntil?: string;
}
