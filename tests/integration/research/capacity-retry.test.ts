import { describe, expect, it } from 'vitest';
import type { Telephony } from '#functions/ports/telephony';
import { createTestTable } from '../support/table';
import { createEngine, createProfile, creditsOf, fakeNetwork, ledgerOf, newResearch } from './engine-fixture';

/** Amazon Connect's adapter error for LimitExceededException (same name the ASL Retry matches). */
class CapacityError extends Error {
  readonly retryable = true;
  constructor() {
    super('No outbound capacity right now');
    this.name = 'TelephonyCapacityError';
  }
}

/** The fake network, refusing the first `refusals` dials with a capacity error. */
function withCapacityErrors(network: ReturnType<typeof fakeNetwork>, refusals: number) {
  const state = { refused: 0 };
  const build: typeof network.build = (onCallEnded) => {
    const inner: Telephony = network.build(onCallEnded);
    return {
      ...inner,
      async placeCall(request) {
        if (state.refused < refusals) {
          state.refused++;
          throw new CapacityError();
        }
        return inner.placeCall(request);
      },
    };
  };
  return { network: { ...network, build }, state };
}

describe('PlaceCall retried after a telephony capacity error', () => {
  it('dials the call again, completes it and charges it once', async () => {
    const table = await createTestTable('capacity');
    const phone = '+14165550123';
    const base = fakeNetwork({ [phone]: { outcome: 'answered', price: 25 } });
    const { network, state } = withCapacityErrors(base, 1);
    const { engine, deps } = createEngine(table, network);
    const userId = await createProfile(table, 30);
    const research = await newResearch(deps, userId, [phone]);
    await engine.workflow.settled(research.id);
    expect(state.refused).toBe(1);
    expect(base.placed).toEqual([phone]);
    const [call] = await deps.calls.listByResearch(research.id);
    expect(call).toMatchObject({ status: 'completed', charged: true, held: false });
    expect(await creditsOf(table, userId)).toEqual({ credits: 27, reserved: 0 });
    expect(await ledgerOf(table, userId)).toHaveLength(1);
  }, 30_000);
});
