import * as z from '#shared/zod';
import { logger } from '../core/logger';
import type { StoredCall } from '../ports/call-store';
import type { CallEnded, CallOutcome } from '../ports/telephony';

/** What the network knows about an ended contact (from the event or DescribeContact). */
export interface EndedContact {
  contactId: string;
  connectedAt: Date | null;
  disconnectedAt: Date;
  disconnectReason: string | null;
}

const NOT_CONNECTED: Record<string, CallOutcome> = {
  OUTBOUND_DESTINATION_ENDPOINT_ERROR: 'failed',
  OUTBOUND_RESOURCE_ERROR: 'failed',
  OUTBOUND_ATTEMPT_FAILED: 'failed',
  TELECOM_PROBLEM: 'failed',
  TELECOM_BUSY: 'busy',
  TELECOM_NUMBER_INVALID: 'wrong_number',
};

/** The outcome: the agent's own verdict when it closed the call, else what the network says. */
export function outcomeOfContact(contact: EndedContact, agentOutcome: CallOutcome | null): CallOutcome {
  if (agentOutcome) return agentOutcome;
  if (!contact.connectedAt) return NOT_CONNECTED[contact.disconnectReason ?? ''] ?? 'no_answer';
  // Connected, but the agent never closed the call: the business hung up on it.
  return 'refused';
}

/** The call-ended report for a call whose contact is over. */
export function callEndedOf(call: StoredCall, contact: EndedContact, recordingKey: string | null): CallEnded {
  const outcome = outcomeOfContact(contact, call.outcome);
  const seconds = contact.connectedAt
    ? (contact.disconnectedAt.getTime() - contact.connectedAt.getTime()) / 1000
    : 0;
  return {
    callId: call.id,
    contactId: contact.contactId,
    outcome,
    durationSeconds: Math.max(0, Math.round(seconds)),
    recordingKey: contact.connectedAt ? recordingKey : null,
    ...(outcome === 'failed'
      ? { errorMessage: `The call could not be connected (${contact.disconnectReason ?? 'unknown'}).` }
      : {}),
  };
}

const timestamp = z.pipe(
  z.iso.datetime({ offset: true }),
  z.transform((v) => new Date(v)),
);

/** The part of an Amazon Connect "Contact Event" (EventBridge) this handler reads. */
const contactEventSchema = z.object({
  'detail-type': z.literal('Amazon Connect Contact Event'),
  detail: z.object({
    eventType: z.string(),
    contactId: z.string().check(z.minLength(1)),
    initiationMethod: z.optional(z.string()),
    connectedToSystemTimestamp: z.optional(timestamp),
    disconnectTimestamp: z.optional(timestamp),
    disconnectReason: z.optional(z.string()),
  }),
});

/** A contact as DescribeContact reports it: unknown (null), running, or over. */
export type DescribedContact = null | { ended: false } | ({ ended: true } & Omit<EndedContact, 'contactId'>);

export interface ContactDisconnectedDeps {
  findByContact(contactId: string): Promise<StoredCall | null>;
  /** DescribeContact: outbound DISCONNECTED events carry no disconnect reason; the contact does. */
  describeContact(contactId: string): Promise<DescribedContact>;
  onCallEnded(event: CallEnded): Promise<void>;
  now(): Date;
}

/** EventBridge → the call-ended handling: which call ended, and how. Returns what it reported. */
export function createContactDisconnectedHandler(deps: ContactDisconnectedDeps) {
  return async (raw: unknown): Promise<CallEnded | null> => {
    const { detail } = contactEventSchema.parse(raw);
    if (detail.eventType !== 'DISCONNECTED') return null;
    const call = await deps.findByContact(detail.contactId);
    if (!call) {
      logger.info('Disconnected contact is not one of our calls', { contactId: detail.contactId });
      return null;
    }
    const over = call.status !== 'dialing' && call.status !== 'in_progress';
    if (over || call.durationSeconds > 0) return null;
    const described = await deps.describeContact(detail.contactId);
    const known = described?.ended ? described : null;
    const contact: EndedContact = {
      contactId: detail.contactId,
      connectedAt: detail.connectedToSystemTimestamp ?? known?.connectedAt ?? null,
      disconnectedAt: detail.disconnectTimestamp ?? known?.disconnectedAt ?? deps.now(),
      disconnectReason: detail.disconnectReason ?? known?.disconnectReason ?? null,
    };
    // Connect writes the recording after the call; its S3 event stores it (events/recording-ready.ts).
    const ended = callEndedOf(call, contact, null);
    await deps.onCallEnded(ended);
    return ended;
  };
}
