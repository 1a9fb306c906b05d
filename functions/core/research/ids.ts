import { randomUUID } from 'node:crypto';

/** New research id: a UUID (never contains "_"). */
export const newResearchId = () => randomUUID();

/** Call ids carry their research id, so a call is found by id without an index. */
export const newCallId = (researchId: string) => `${researchId}_${randomUUID().slice(0, 8)}`;

/** The research a call id belongs to, or null for an id that is not a call id. */
export function researchIdOfCall(callId: string): string | null {
  const at = callId.lastIndexOf('_');
  return at > 0 ? callId.slice(0, at) : null;
}
