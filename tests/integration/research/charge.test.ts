import { describe, expect, it } from 'vitest';
import { createResearch } from '../../../functions/core/research/create-research';
import { charge } from '../../../functions/workflow/call-steps';
import { createTestTable } from '../support/table';
import { createEngine, createProfile, creditsOf, fakeNetwork, ledgerOf } from './engine-fixture';

describe('charging a call', () => {
  it('changes nothing when the same call is charged again, even concurrently', async () => {
    const table = await createTestTable('charge');
    const network = fakeNetwork({ '+14165558001': { outcome: 'answered', price: 12 } });
    const { engine, deps } = createEngine(table, network);
    const userId = await createProfile(table, 9);
    const research = await createResearch(deps, userId, {
      query: 'Prices?',
      location: 'Toronto',
      radiusMiles: 5,
      phoneNumbers: ['+14165558001'],
    });
    await engine.workflow.settled(research.id);
    const [call] = await deps.calls.listByResearch(research.id);
    expect(call?.charged).toBe(true);
    const again = await Promise.all(
      [1, 2, 3].map(() => charge(deps, { researchId: research.id, callId: call?.id })),
    );
    expect(again.every((r) => r.charged === false)).toBe(true);
    expect(await creditsOf(table, userId)).toEqual({ credits: 6, reserved: 0 });
    expect(await ledgerOf(table, userId)).toHaveLength(1);
    expect((await deps.researches.get(research.id))?.completedCalls).toBe(1);
  });

  it('ignores a repeated call-ended event for a call already over', async () => {
    const table = await createTestTable('replay');
    const network = fakeNetwork({ '+14165558002': { outcome: 'answered', price: 12 } });
    const { engine, deps } = createEngine(table, network);
    const userId = await createProfile(table, 9);
    const research = await createResearch(deps, userId, {
      query: 'Prices?',
      location: 'Toronto',
      radiusMiles: 5,
      phoneNumbers: ['+14165558002'],
    });
    await engine.workflow.settled(research.id);
    const [call] = await deps.calls.listByResearch(research.id);
    await engine.onCallEnded({
      callId: call?.id as string,
      contactId: call?.contactId as string,
      outcome: 'no_answer',
      durationSeconds: 0,
      recordingKey: null,
    });
    const after = await deps.calls.get(research.id, call?.id as string);
    expect(after).toMatchObject({ status: 'completed', charged: true, outcome: 'answered' });
    expect(await creditsOf(table, userId)).toEqual({ credits: 6, reserved: 0 });
  });
});
