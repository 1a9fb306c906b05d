import {
  type ConnectClient,
  DescribeContactCommand,
  DestinationNotAllowedException,
  InternalServiceException,
  InvalidRequestException,
  LimitExceededException,
  ResourceNotFoundException,
  StartOutboundVoiceContactCommand,
  StopContactCommand,
} from '@aws-sdk/client-connect';
import type { CallEnded, Telephony } from '../../ports/telephony';

/**
 * Amazon Connect cannot start the call right now (concurrent-call limit, throttling or an internal
 * error); the workflow retries it with backoff, and the call id as ClientToken keeps a retried
 * start from dialing twice.
 */
class TelephonyCapacityError extends Error {
  readonly retryable = true;
  constructor(message: string) {
    super(message);
    this.name = 'TelephonyCapacityError';
  }
}

export interface ConnectTelephonyOptions {
  client: ConnectClient;
  instanceId: string;
  contactFlowId: string;
  /** The claimed number calls come from (E.164). */
  sourcePhoneNumber: string;
  /** Reports calls that end before they start (a destination Connect refuses to dial). */
  onCallEnded: (event: CallEnded) => Promise<void>;
  /** Told of each call Connect started (a contact id returned), e.g. to count placed calls. */
  onCallPlaced?: (callId: string) => void;
}

const RETRYABLE = new Set(['ThrottlingException', 'TooManyRequestsException']);

/** Throttling or a service-side failure: worth trying again later. */
function isRetryable(error: unknown): boolean {
  if (error instanceof InternalServiceException) return true;
  const name = (error as { name?: string } | null)?.name ?? '';
  return RETRYABLE.has(name);
}

/** Where a contact is: still running, or over with what the provider knows about its end. */
export type ContactState =
  | { ended: false }
  | { ended: true; connectedAt: Date | null; disconnectedAt: Date; disconnectReason: string | null };

/** Outbound calls through Amazon Connect; the contact flow runs the Lex agent loop. */
export function createConnectTelephony(options: ConnectTelephonyOptions): Telephony & {
  describeContact(contactId: string): Promise<ContactState | null>;
} {
  const { client, instanceId } = options;
  return {
    async placeCall({ callId, researchId, to, businessName }) {
      try {
        const result = await client.send(
          new StartOutboundVoiceContactCommand({
            InstanceId: instanceId,
            ContactFlowId: options.contactFlowId,
            SourcePhoneNumber: options.sourcePhoneNumber,
            DestinationPhoneNumber: to,
            // The call id makes a retried start return the same contact instead of a second call.
            ClientToken: callId,
            Attributes: { callId, researchId, businessName: businessName.slice(0, 256) },
          }),
        );
        if (!result.ContactId) throw new Error(`Amazon Connect returned no contact id for call ${callId}`);
        options.onCallPlaced?.(callId);
        return { contactId: result.ContactId };
      } catch (error) {
        if (error instanceof LimitExceededException) {
          throw new TelephonyCapacityError(
            `Amazon Connect is at its concurrent call limit: ${error.message}`,
          );
        }
        if (isRetryable(error)) {
          throw new TelephonyCapacityError(`Amazon Connect could not start the call yet: ${String(error)}`);
        }
        if (error instanceof DestinationNotAllowedException) {
          const contactId = `not-dialed-${callId}`;
          await options.onCallEnded({
            callId,
            contactId,
            outcome: 'failed',
            durationSeconds: 0,
            recordingKey: null,
            errorMessage: 'This number cannot be called from our phone line.',
          });
          return { contactId };
        }
        throw error;
      }
    },

    async hangUp(contactId) {
      try {
        await client.send(new StopContactCommand({ InstanceId: instanceId, ContactId: contactId }));
      } catch (error) {
        // A contact that already ended is reported as not found (or an invalid request).
        if (error instanceof ResourceNotFoundException || error instanceof InvalidRequestException) return;
        throw error;
      }
    },

    async describeContact(contactId) {
      try {
        const { Contact: contact } = await client.send(
          new DescribeContactCommand({ InstanceId: instanceId, ContactId: contactId }),
        );
        if (!contact) return null;
        if (!contact.DisconnectTimestamp) return { ended: false };
        return {
          ended: true,
          connectedAt: contact.ConnectedToSystemTimestamp ?? null,
          disconnectedAt: contact.DisconnectTimestamp,
          disconnectReason: contact.DisconnectReason ?? null,
        };
      } catch (error) {
        if (error instanceof ResourceNotFoundException) return null;
        throw error;
      }
    },
  };
}
