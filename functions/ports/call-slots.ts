/**
 * Account-wide slots for calls in flight: never more than the telephony provider's concurrent-call
 * quota (Amazon Connect's "concurrent active calls per instance"), whatever the number of
 * researches running. A slot is a lease: one that is never released (a crashed call) expires.
 */
export interface CallSlots {
  /** Takes a slot for the call, or keeps the one it holds; false when every slot is taken. */
  acquire(callId: string): Promise<boolean>;
  /** Frees the call's slot; a call holding none is not an error. */
  release(callId: string): Promise<void>;
}

/** How long a slot is held without a release: PlaceCall's own timeout, so only a lost call outlives it. */
export const CALL_SLOT_LEASE_SECONDS = 30 * 60;

/** No slot is free: the call waits and PlaceCall is retried (the state machine's Retry matches the name). */
export class CallSlotsBusyError extends Error {
  readonly retryable = true;
  constructor(quota: number) {
    super(`All ${quota} concurrent call slots are in use; the call will be placed when one frees up.`);
    this.name = 'CallSlotsBusy';
  }
}
