import {
  ConnectClient,
  DescribeContactCommand,
  DestinationNotAllowedException,
  InvalidRequestException,
  LimitExceededException,
  ResourceNotFoundException,
  StartOutboundVoiceContactCommand,
  StopContactCommand,
} from '@aws-sdk/client-connect';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectTelephony } from '#functions/adapters/aws/connect-telephony';

const connect = mockClient(ConnectClient);
const meta = { httpStatusCode: 400, $metadata: {} } as const;
const request = { callId: 'call-1', researchId: 'res-1', to: '+14165550100', businessName: 'Bloor Dental' };

function telephony(onCallEnded = vi.fn(async () => {})) {
  const onCallPlaced = vi.fn();
  const adapter = createConnectTelephony({
    client: new ConnectClient({ region: 'us-east-1' }),
    instanceId: 'inst-1',
    contactFlowId: 'flow-1',
    sourcePhoneNumber: '+18005550199',
    onCallEnded,
    onCallPlaced,
  });
  return { adapter, onCallEnded, onCallPlaced };
}

beforeEach(() => connect.reset());

describe('Connect telephony', () => {
  it('starts an outbound contact with the call id as client token and attribute', async () => {
    connect.on(StartOutboundVoiceContactCommand).resolves({ ContactId: 'contact-9', $metadata: {} });
    const { adapter, onCallPlaced } = telephony();
    await expect(adapter.placeCall(request)).resolves.toEqual({ contactId: 'contact-9' });
    expect(onCallPlaced).toHaveBeenCalledExactlyOnceWith('call-1');
    const input = connect.commandCalls(StartOutboundVoiceContactCommand)[0]?.args[0].input;
    expect(input).toMatchObject({
      InstanceId: 'inst-1',
      ContactFlowId: 'flow-1',
      SourcePhoneNumber: '+18005550199',
      DestinationPhoneNumber: '+14165550100',
      ClientToken: 'call-1',
      Attributes: { callId: 'call-1', researchId: 'res-1', businessName: 'Bloor Dental' },
    });
  });

  it('turns LimitExceededException into a retryable capacity error', async () => {
    connect.on(StartOutboundVoiceContactCommand).rejects(
      new LimitExceededException({
        message: 'The allowed limit for the resource has been exceeded',
        ...meta,
      }),
    );
    const error = await telephony()
      .adapter.placeCall(request)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'TelephonyCapacityError', retryable: true });
  });

  it('reports a destination Connect refuses to dial as a failed call, not an exception', async () => {
    connect
      .on(StartOutboundVoiceContactCommand)
      .rejects(
        new DestinationNotAllowedException({ message: 'Outbound calls to +1416 are not allowed', ...meta }),
      );
    const { adapter, onCallEnded, onCallPlaced } = telephony();
    const { contactId } = await adapter.placeCall(request);
    expect(onCallEnded).toHaveBeenCalledWith(
      expect.objectContaining({ callId: 'call-1', contactId, outcome: 'failed', durationSeconds: 0 }),
    );
    // Never dialled: not counted as a placed call.
    expect(onCallPlaced).not.toHaveBeenCalled();
  });

  it('passes other errors through', async () => {
    connect
      .on(StartOutboundVoiceContactCommand)
      .rejects(new InvalidRequestException({ message: 'bad flow', ...meta }));
    await expect(telephony().adapter.placeCall(request)).rejects.toThrow('bad flow');
  });

  it('hangs up with StopContact and ignores a contact that already ended', async () => {
    const { adapter } = telephony();
    connect.on(StopContactCommand).resolvesOnce({ $metadata: {} });
    await adapter.hangUp('contact-9');
    expect(connect.commandCalls(StopContactCommand)[0]?.args[0].input).toEqual({
      InstanceId: 'inst-1',
      ContactId: 'contact-9',
    });
    connect
      .on(StopContactCommand)
      .rejects(new ResourceNotFoundException({ message: 'Contact not found', ...meta }));
    await expect(adapter.hangUp('contact-9')).resolves.toBeUndefined();
    connect.on(StopContactCommand).rejects(new Error('ThrottlingException'));
    await expect(adapter.hangUp('contact-9')).rejects.toThrow('ThrottlingException');
  });

  it('describes a running contact, an ended one, and a missing one', async () => {
    const { adapter } = telephony();
    connect.on(DescribeContactCommand).resolves({
      Contact: { Id: 'c', InitiationTimestamp: new Date('2026-01-01T10:00:00Z') },
      $metadata: {},
    });
    await expect(adapter.describeContact('c')).resolves.toEqual({ ended: false });
    connect.on(DescribeContactCommand).resolves({
      Contact: {
        Id: 'c',
        InitiationTimestamp: new Date('2026-01-01T10:00:00Z'),
        ConnectedToSystemTimestamp: new Date('2026-01-01T10:00:20Z'),
        DisconnectTimestamp: new Date('2026-01-01T10:02:20Z'),
        DisconnectReason: 'CUSTOMER_DISCONNECT',
      },
      $metadata: {},
    });
    await expect(adapter.describeContact('c')).resolves.toEqual({
      ended: true,
      connectedAt: new Date('2026-01-01T10:00:20Z'),
      disconnectedAt: new Date('2026-01-01T10:02:20Z'),
      disconnectReason: 'CUSTOMER_DISCONNECT',
    });
    connect.on(DescribeContactCommand).rejects(new ResourceNotFoundException({ message: 'gone', ...meta }));
    await expect(adapter.describeContact('c')).resolves.toBeNull();
  });
});
