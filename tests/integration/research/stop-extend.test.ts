import { describe, expect, it } from 'vitest';
import { extendResearch } from '#functions/core/research/extend-research';
import { listCalls } from '#functions/core/research/queries';
import { stopResearch } from '#functions/core/research/stop-research';
import { directoryOf, poolAt } from '../../unit/places/fake-directory';
import { createTestTable } from '../support/table';
import { createEngine, createProfile, creditsOf, fakeNetwork, ledgerOf, newResearch } from './engine-fixture';

const place = (i: number) => poolAt(i, `+1416555${String(1000 + i)}`, 'swim school');
const directory = directoryOf(Array.from({ length: 12 }, (_, i) => place(i)));

const answeringAll = Object.fromEntries(
  Array.from({ length: 12 }, (_, i) => [
    place(i).phone as string,
    { outcome: 'answered' as const, price: 20 + i },
  ]),
);

describe('stopping, extending and following up a research', () => {
  it('stops mid-research: incomplete, queued calls never placed nor charged', async () => {
    const table = await createTestTable('stop');
    const numbers = Array.from({ length: 6 }, (_, i) => `+1647555${2000 + i}`);
    const network = fakeNetwork(
      Object.fromEntries(numbers.map((n) => [n, { outcome: 'answered' as const, price: 30, delayMs: 1500 }])),
    );
    const { engine, deps } = createEngine(table, network, { config: { maxConcurrency: 2 } });
    const userId = await createProfile(table, 100);
    const research = await newResearch(deps, userId, numbers, 'Swim lesson prices');
    // Stop once the first two calls (MaxConcurrency 2) are dialled and in flight.
    for (let i = 0; i < 200; i++) {
      const calls = await deps.calls.listByResearch(research.id);
      if (calls.filter((c) => c.status === 'dialing' && c.contactId).length === 2) break;
      await new Promise((done) => setTimeout(done, 10));
    }
    const stopped = await stopResearch(deps, userId, research.id);
    expect(stopped.status).toBe('incomplete');
    expect(stopped.stopRequested).toBe(true);
    await engine.workflow.settled(research.id);

    expect(network.placed).toHaveLength(2);
    expect(network.hungUp).toHaveLength(2);
    const calls = await listCalls(deps, userId, research.id);
    expect(calls.filter((c) => c.status === 'cancelled')).toHaveLength(4);
    expect(calls.filter((c) => c.status === 'failed')).toHaveLength(2);
    expect(await creditsOf(table, userId)).toEqual({ credits: 100, reserved: 0 });
    expect(await ledgerOf(table, userId)).toHaveLength(0);
    expect((await deps.researches.get(research.id))?.status).toBe('incomplete');
  });

  it('extends a completed research with 5 businesses not yet called, then follows up with is_follow_up calls', async () => {
    const table = await createTestTable('extend');
    const network = fakeNetwork(answeringAll);
    const { engine, deps } = createEngine(table, network, { places: directory });
    const userId = await createProfile(table, 100);
    const research = await newResearch(
      deps,
      userId,
      [place(0).phone as string, place(1).phone as string],
      'Swim lesson prices',
    );
    await engine.workflow.settled(research.id);
    expect((await deps.researches.get(research.id))?.status).toBe('completed');

    const extended = await extendResearch(deps, userId, {
      researchId: research.id,
      additionalContext: 'Do they have evening classes?',
      additionalCalls: 5,
    });
    expect(extended.addedCalls).toBe(5);
    expect(extended.research.status).toBe('in_progress');
    expect(extended.research.totalCalls).toBe(7);
    await engine.workflow.settled(research.id);
    let calls = await listCalls(deps, userId, research.id);
    expect(new Set(calls.map((c) => c.businessPhone)).size).toBe(7);
    expect(calls.filter((c) => c.status === 'completed')).toHaveLength(7);

    const picked = calls.slice(0, 2).map((c) => c.id);
    const followUp = await extendResearch(deps, userId, {
      researchId: research.id,
      additionalContext: 'Is there a sibling discount?',
      additionalCalls: 5,
      followUpCallIds: picked,
    });
    expect(followUp.addedCalls).toBe(2);
    await engine.workflow.settled(research.id);
    calls = await listCalls(deps, userId, research.id);
    const followUps = calls.filter((c) => c.is_follow_up);
    expect(followUps).toHaveLength(2);
    expect(
      followUps.every((c) => c.goal === 'Is there a sibling discount?' && c.status === 'completed'),
    ).toBe(true);
    const done = await deps.researches.get(research.id);
    expect(done).toMatchObject({ status: 'completed', totalCalls: 9, completedCalls: 9 });
    expect(await creditsOf(table, userId)).toEqual({ credits: 100 - 27, reserved: 0 });
  });
});
