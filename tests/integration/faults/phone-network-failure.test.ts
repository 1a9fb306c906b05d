import { describe, expect, it } from 'vitest';
import { createScriptedModel } from '#functions/adapters/local/scripted-model/scripted-model';
import type { CallEnded, Telephony } from '#functions/ports/telephony';
import { createProfile, newResearch } from '../research/engine-fixture';
import { createTestTable } from '../support/table';
import { buildEngine, expectSettledAndChargedOnce, phones } from './fault-harness';

/** A carrier that refuses some numbers outright and drops others mid-call (reported `failed`). */
function flakyCarrier(refused: string[], dropped: string[]) {
  const phoneOf = new Map<string, string>();
  const attempts: string[] = [];
  return {
    attempts,
    telephony: (network: Telephony): Telephony => ({
      async placeCall(request) {
        attempts.push(request.to);
        phoneOf.set(request.callId, request.to);
        if (refused.includes(request.to)) throw new Error('Carrier rejected the call: number out of service');
        return network.placeCall(request);
      },
      hangUp: (contactId) => network.hangUp(contactId),
    }),
    onCallEnded: (event: CallEnded, forward: (event: CallEnded) => Promise<void>) =>
      forward(
        dropped.includes(phoneOf.get(event.callId) ?? '')
          ? {
              ...event,
              outcome: 'failed',
              durationSeconds: 0,
              recordingKey: null,
              errorMessage: 'Call dropped by the network',
            }
          : event,
      ),
  };
}

async function runWith(refusedAt: number[], droppedAt: number[], prefix: string) {
  const table = await createTestTable(`fault-phone-${prefix}`);
  const numbers = phones(6, prefix);
  const carrier = flakyCarrier(
    refusedAt.map((i) => numbers[i] ?? ''),
    droppedAt.map((i) => numbers[i] ?? ''),
  );
  const engine = buildEngine(table, createScriptedModel(), carrier);
  const userId = await createProfile(table, 100);
  const research = await newResearch(engine.deps, userId, numbers, 'What does a weekly swim class cost?');
  await engine.workflow.settled(research.id);
  const result = await expectSettledAndChargedOnce(table, research.id, userId, 100);
  const byPhone = new Map(result.calls.map((c) => [c.businessPhone as string, c]));
  return { ...result, numbers, byPhone, carrier };
}

describe('the phone network failing calls during a research', () => {
  it('marks refused and dropped calls failed without charging them and completes the others', async () => {
    const { research, numbers, byPhone, completed } = await runWith([0], [1], '416710');
    expect(byPhone.get(numbers[0] ?? '')).toMatchObject({ status: 'failed', charged: false });
    expect(String(byPhone.get(numbers[0] ?? '')?.errorMessage)).toContain('out of service');
    expect(byPhone.get(numbers[1] ?? '')).toMatchObject({ status: 'failed', charged: false });
    expect(completed.length).toBeGreaterThan(0);
    expect(research?.status).toBe('completed');
  });

  it('ends the research failed, with every credit returned, when the network fails every call', async () => {
    const { research, completed, calls } = await runWith([0, 2, 4], [1, 3, 5], '416711');
    expect(completed).toHaveLength(0);
    expect(calls.every((c) => c.status === 'failed')).toBe(true);
    expect(research?.status).toBe('failed');
  });
});
