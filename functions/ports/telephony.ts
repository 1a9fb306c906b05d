/** How a call ended, as the agent's outcome tool or the network reports it. */
export const CALL_OUTCOMES = [
  'answered',
  'voicemail',
  'phone_menu',
  'refused',
  'wrong_number',
  'no_answer',
  'busy',
  'failed',
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export interface PlaceCallRequest {
  callId: string;
  researchId: string;
  /** E.164 number to dial (already redirected in test mode). */
  to: string;
  businessName: string;
}

/** Places and ends outbound calls: Amazon Connect on AWS, the simulated phone network locally. */
export interface Telephony {
  /** Starts a call; idempotent per callId. Resolves with the provider's contact id. */
  placeCall(request: PlaceCallRequest): Promise<{ contactId: string }>;
  /** Hangs up a call in flight; a call already over is not an error. */
  hangUp(contactId: string): Promise<void>;
}

/** Reported once per call when it is over; the call-ended handler resumes the workflow. */
export interface CallEnded {
  callId: string;
  contactId: string;
  outcome: CallOutcome;
  durationSeconds: number;
  /** Key in `Recordings` when the call was recorded. */
  recordingKey: string | null;
  errorMessage?: string;
}
