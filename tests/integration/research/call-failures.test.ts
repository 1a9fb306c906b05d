import { describe, expect, it } from 'vitest';
import { createTestTable } from '../support/table';
import {
  createEngine,
  createProfile,
  creditsOf,
  fakeNetwork,
  ledgerOf,
  newResearch,
  priceExtractor,
} from './engine-fixture';

describe('a call step that fails', () => {
  it('marks the call failed, charges nothing for it and lets the other calls go on', async () => {
    const table = await createTestTable('failures');
    const network = fakeNetwork({
      '+14165556001': { outcome: 'answered', price: 20 },
      '+14165556002': { outcome: 'answered', price: 99 },
      '+14165556003': { outcome: 'failed' },
    });
    let extractions = 0;
    const { engine, deps } = createEngine(table, network, {
      extractor: async (call) => {
        extractions += 1;
        if (call.businessPhone === '+14165556002') throw new Error('model unavailable');
        return priceExtractor(call);
      },
    });
    const userId = await createProfile(table, 30);
    const research = await newResearch(deps, userId, ['+14165556001', '+14165556002', '+14165556003']);
    await engine.workflow.settled(research.id);

    const calls = await deps.calls.listByResearch(research.id);
    const byPhone = Object.fromEntries(calls.map((c) => [c.businessPhone, c]));
    expect(byPhone['+14165556001']).toMatchObject({ status: 'completed', charged: true });
    expect(byPhone['+14165556002']).toMatchObject({ status: 'failed', charged: false, held: false });
    expect(byPhone['+14165556002']?.errorMessage).toContain('model unavailable');
    expect(byPhone['+14165556003']).toMatchObject({ status: 'failed', charged: false, held: false });
    expect(byPhone['+14165556003']?.errorMessage).toContain('out of service');
    // Extract is retried once before the Catch.
    expect(extractions).toBe(3);
    expect(await creditsOf(table, userId)).toEqual({ credits: 27, reserved: 0 });
    expect(await ledgerOf(table, userId)).toHaveLength(1);
    expect(await deps.researches.get(research.id)).toMatchObject({ status: 'completed', completedCalls: 1 });
  });
});
