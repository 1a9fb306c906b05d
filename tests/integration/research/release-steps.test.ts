import { describe, expect, it } from 'vitest';
import { newResearchId } from '#functions/core/research/ids';
import { buildQueuedCalls } from '#functions/core/research/new-calls';
import { finalize, markCallFailed } from '#functions/workflow/call-steps';
import type { Research } from '#shared/contracts/research';
import { createTestTable } from '../support/table';
import {
  createEngine,
  createProfile,
  creditsOf,
  fakeNetwork,
  newResearch,
  testConfig,
} from './engine-fixture';

/** A research of two queued calls holding 6 credits, written without starting its workflow. */
async function heldResearch(prefix: string) {
  const table = await createTestTable(prefix);
  const { deps } = createEngine(table, fakeNetwork({}));
  const userId = await createProfile(table, 30);
  const now = new Date().toISOString();
  const research: Research = {
    id: newResearchId(),
    userId,
    query: 'Prices?',
    location: 'Toronto',
    radiusMiles: 5,
    status: 'in_progress',
    totalCalls: 2,
    completedCalls: 0,
    phoneNumbers: ['+14165554001', '+14165554002'],
    businessNames: ['A', 'B'],
    stopRequested: false,
    createdAt: now,
    updatedAt: now,
    completedAt: null,
    notice: null,
  };
  const targets = ['+14165554001', '+14165554002'].map((phone, i) => ({
    name: `Business ${i + 1}`,
    phone,
    address: null,
    goal: 'Prices?',
    asks: [{ key: 'prices', label: 'What are your prices?', kind: 'money' as const }],
    shareChildrenInfo: false,
    isFollowUp: false,
  }));
  const calls = buildQueuedCalls(research, targets, testConfig(), new Date());
  await deps.charges.reserve(userId, calls.length);
  await deps.researches.put(research);
  await deps.calls.putMany(calls);
  return { table, deps, userId, research, calls };
}

describe('credits given back by the failure and end steps', () => {
  it('MarkCallFailed alone gives back the credits of the failed call', async () => {
    const { table, deps, userId, research, calls } = await heldResearch('mark-failed');
    expect(await creditsOf(table, userId)).toEqual({ credits: 30, reserved: 6 });
    const input = { researchId: research.id, callId: calls[0]?.id, error: { Cause: 'Line dropped' } };
    expect(await markCallFailed(deps, input)).toEqual({ failed: true });
    expect(await creditsOf(table, userId)).toEqual({ credits: 30, reserved: 3 });
    expect(await deps.calls.get(research.id, calls[0]?.id as string)).toMatchObject({
      status: 'failed',
      held: false,
      errorMessage: 'Line dropped',
    });
    expect(await markCallFailed(deps, input)).toEqual({ failed: true });
    expect(await creditsOf(table, userId)).toEqual({ credits: 30, reserved: 3 });
  });

  it('MarkCallFailed hands back the call slot PlaceCall took before it failed', async () => {
    const { deps, research, calls } = await heldResearch('mark-failed-slot');
    const callId = calls[0]?.id as string;
    const other = calls[1]?.id as string;
    expect(await deps.callSlots.acquire(callId)).toBe(true);
    expect(await deps.callSlots.acquire(other)).toBe(true);
    await markCallFailed(deps, { researchId: research.id, callId, error: { Cause: 'Table unavailable' } });
    // Its slot is free again (the quota counts the other call's), the other call keeps its own.
    const quota = testConfig().callQuota;
    const takers = Array.from({ length: quota }, (_, i) => `waiting-${i}`);
    const granted = await Promise.all(takers.map((id) => deps.callSlots.acquire(id)));
    expect(granted.filter(Boolean)).toHaveLength(quota - 1);
    expect(await deps.callSlots.acquire(other)).toBe(true);
  });

  it('Finalize alone gives back whatever calls still hold', async () => {
    const { table, deps, userId, research } = await heldResearch('finalize-release');
    expect(await finalize(deps, { researchId: research.id })).toEqual({ status: 'failed' });
    expect(await creditsOf(table, userId)).toEqual({ credits: 30, reserved: 0 });
  });

  it('retries a Charge that failed once, so an answered call is still charged', async () => {
    const table = await createTestTable('charge-retry');
    const phone = '+14165554101';
    const { engine, deps } = createEngine(table, fakeNetwork({ [phone]: { outcome: 'answered', price: 9 } }));
    const userId = await createProfile(table, 30);
    const charge = deps.charges.charge;
    let failures = 0;
    deps.charges.charge = async (call) => {
      if (failures++ === 0) throw new Error('ProvisionedThroughputExceededException');
      return charge(call);
    };
    const research = await newResearch(deps, userId, [phone]);
    await engine.workflow.settled(research.id);
    const [call] = await deps.calls.listByResearch(research.id);
    expect(failures).toBe(2);
    expect(call).toMatchObject({ status: 'completed', charged: true });
    expect(await creditsOf(table, userId)).toEqual({ credits: 27, reserved: 0 });
  });
});
