import { describe, expect, it, vi } from 'vitest';
import {
  callEndedOf,
  createContactDisconnectedHandler,
  type DescribedContact,
  outcomeOfContact,
} from '#functions/events/contact-disconnected';
import { sweepLostCalls } from '#functions/events/sweep-lost-calls';
import type { StoredCall } from '#functions/ports/call-store';

const call = (overrides: Partial<StoredCall> = {}): StoredCall =>
  ({
    id: 'call-1',
    researchId: 'res-1',
    userId: 'u1',
    status: 'dialing',
    outcome: null,
    contactId: 'contact-1',
    durationSeconds: 0,
    calledAt: '2026-03-01T12:00:00.000Z',
    createdAt: '2026-03-01T11:59:00.000Z',
    ...overrides,
  }) as StoredCall;

const event = (detail: Record<string, unknown>) => ({
  'detail-type': 'Amazon Connect Contact Event',
  source: 'aws.connect',
  detail: { eventType: 'DISCONNECTED', contactId: 'contact-1', initiationMethod: 'OUTBOUND', ...detail },
});

function handler(found: StoredCall | null, described: DescribedContact = null) {
  const onCallEnded = vi.fn(async () => {});
  const describeContact = vi.fn(async () => described);
  const handle = createContactDisconnectedHandler({
    findByContact: async () => found,
    describeContact,
    onCallEnded,
    now: () => new Date('2026-03-01T12:10:00Z'),
  });
  return { handle, onCallEnded, describeContact };
}

describe('contact-disconnected', () => {
  it("reports an answered call with its duration and the agent's outcome, never a recording yet", async () => {
    const { handle, onCallEnded } = handler(call({ status: 'in_progress', outcome: 'answered' }));
    await handle(
      event({
        connectedToSystemTimestamp: '2026-03-01T12:00:10Z',
        disconnectTimestamp: '2026-03-01T12:02:10Z',
      }),
    );
    expect(onCallEnded).toHaveBeenCalledWith({
      callId: 'call-1',
      contactId: 'contact-1',
      outcome: 'answered',
      durationSeconds: 120,
      recordingKey: null,
    });
  });

  it('takes the disconnect reason from DescribeContact when the outbound event has none', async () => {
    const { handle, onCallEnded, describeContact } = handler(call(), {
      ended: true,
      connectedAt: null,
      disconnectedAt: new Date('2026-03-01T12:00:40Z'),
      disconnectReason: 'TELECOM_NUMBER_INVALID',
    });
    await handle(event({ disconnectTimestamp: '2026-03-01T12:00:40Z' }));
    expect(describeContact).toHaveBeenCalledWith('contact-1');
    expect(onCallEnded).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'wrong_number' }));
  });

  it('reports a call never connected as no answer, busy or failed from the disconnect reason', async () => {
    const { handle, onCallEnded } = handler(call());
    await handle(event({ disconnectTimestamp: '2026-03-01T12:00:40Z', disconnectReason: 'TELECOM_BUSY' }));
    expect(onCallEnded).toHaveBeenCalledWith(
      expect.objectContaining({ outcome: 'busy', durationSeconds: 0, recordingKey: null }),
    );
    expect(
      outcomeOfContact(
        { contactId: 'c', connectedAt: null, disconnectedAt: new Date(), disconnectReason: null },
        null,
      ),
    ).toBe('no_answer');
    const failed = callEndedOf(
      call(),
      {
        contactId: 'c',
        connectedAt: null,
        disconnectedAt: new Date(),
        disconnectReason: 'OUTBOUND_ATTEMPT_FAILED',
      },
      null,
    );
    expect(failed).toMatchObject({
      outcome: 'failed',
      errorMessage: expect.stringContaining('OUTBOUND_ATTEMPT_FAILED'),
    });
  });

  it('treats a connected call the agent never closed as refused', () => {
    expect(
      outcomeOfContact(
        {
          contactId: 'c',
          connectedAt: new Date(),
          disconnectedAt: new Date(),
          disconnectReason: 'CUSTOMER_DISCONNECT',
        },
        null,
      ),
    ).toBe('refused');
  });

  it('ignores contacts that are not ours, calls already over, and other event types', async () => {
    const none = handler(null);
    await expect(none.handle(event({}))).resolves.toBeNull();
    const over = handler(call({ status: 'completed' }));
    await expect(over.handle(event({}))).resolves.toBeNull();
    const extracted = handler(call({ status: 'in_progress', outcome: 'answered', durationSeconds: 95 }));
    await expect(extracted.handle(event({}))).resolves.toBeNull();
    const connected = handler(call());
    await expect(connected.handle(event({ eventType: 'CONNECTED_TO_SYSTEM' }))).resolves.toBeNull();
    for (const h of [none, over, extracted, connected]) expect(h.onCallEnded).not.toHaveBeenCalled();
  });

  it('rejects an event that is not a Connect contact event', async () => {
    await expect(handler(call()).handle({ 'detail-type': 'Scheduled Event', detail: {} })).rejects.toThrow();
  });
});

describe('sweepLostCalls', () => {
  const now = new Date('2026-03-01T13:30:00Z');
  const deps = (calls: StoredCall[], describe: (id: string) => unknown) => {
    const onCallEnded = vi.fn(async () => {});
    return {
      onCallEnded,
      run: () =>
        sweepLostCalls({
          researches: { listActive: async () => [{ id: 'res-1' }] as never },
          calls: { listByResearch: async () => calls },
          describeContact: async (id) => describe(id) as never,
          onCallEnded,
          now: () => now,
        }),
    };
  };

  it('ends stale calls whose contact is over, with the network outcome', async () => {
    const { run, onCallEnded } = deps([call({ calledAt: '2026-03-01T13:00:00.000Z' })], () => ({
      ended: true,
      contactId: 'contact-1',
      connectedAt: null,
      disconnectedAt: new Date('2026-03-01T13:00:30Z'),
      disconnectReason: 'TELECOM_BUSY',
    }));
    await expect(run()).resolves.toEqual(['call-1']);
    expect(onCallEnded).toHaveBeenCalledWith(expect.objectContaining({ callId: 'call-1', outcome: 'busy' }));
  });

  it('leaves recent calls, running contacts and answered calls being extracted alone', async () => {
    const { run, onCallEnded } = deps(
      [
        call({ id: 'recent', calledAt: '2026-03-01T13:25:00.000Z' }),
        call({ id: 'running', calledAt: '2026-03-01T13:00:00.000Z' }),
        call({ id: 'extracting', status: 'in_progress', outcome: 'answered', durationSeconds: 80 }),
        call({ id: 'queued', status: 'queued', contactId: null }),
      ],
      () => ({ ended: false }),
    );
    await expect(run()).resolves.toEqual([]);
    expect(onCallEnded).not.toHaveBeenCalled();
  });

  it('fails a call Connect no longer knows only after an hour', async () => {
    const { run, onCallEnded } = deps(
      [
        call({ id: 'old', calledAt: '2026-03-01T12:00:00.000Z' }),
        call({ id: 'young', calledAt: '2026-03-01T13:10:00.000Z' }),
      ],
      () => null,
    );
    await expect(run()).resolves.toEqual(['old']);
    expect(onCallEnded).toHaveBeenCalledWith(expect.objectContaining({ callId: 'old', outcome: 'failed' }));
  });
});
