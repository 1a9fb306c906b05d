import { idSchema } from '#shared/contracts/common';
import * as z from '#shared/zod';

/** Input of Prepare and Finalize. */
export const researchTaskSchema = z.looseObject({ researchId: idSchema });

/** Input of the per-call steps (Extract, Charge, RecordNoCharge). */
export const callTaskSchema = z.looseObject({ researchId: idSchema, callId: idSchema });

/** Payload of PlaceCall: the call and the task token the call-ended event resumes. */
export const placeCallSchema = z.extend(callTaskSchema, { taskToken: z.string().check(z.minLength(1)) });

/** Input of MarkCallFailed: the error caught by the state machine. */
export const markFailedSchema = z.extend(callTaskSchema, {
  error: z.optional(z.looseObject({ Error: z.optional(z.string()), Cause: z.optional(z.string()) })),
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
