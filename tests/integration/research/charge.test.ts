import { describe, expect, it } from 'vitest';
import { charge } from '#functions/workflow/call-steps';
import { createTestTable } from '../support/table';
import {
  createEngine,
  createProfile,
  creditsOf,
  type FakeBusiness,
  fakeNetwork,
  ledgerOf,
  newResearch,
} from './engine-fixture';

/** A research of one call to `phone`, which answers as `business` says, on its own table. */
async function oneCallResearch(tableName: string, phone: string, business: FakeBusiness) {
  const table = await createTestTable(tableName);
  const { engine, deps } = createEngine(table, fakeNetwork({ [phone]: business }));
  const userId = await createProfile(table, 9);
  const research = await newResearch(deps, userId, [phone]);
  return { table, engine, deps, userId, research };
}

describe('charging a call', () => {
  it('changes nothing when the same call is charged again, even concurrently', async () => {
    const { table, engine, deps, userId, research } = await oneCallResearch('charge', '+14165558001', {
      outcome: 'answered',
      price: 12,
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
    const { table, engine, deps, userId, research } = await oneCallResearch('replay', '+14165558002', {
      outcome: 'answered',
      price: 12,
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

  it('finishes a call-ended event whose first handling stopped after storing it', async () => {
    // The business never reports back by itself; the test delivers the event.
    const { table, engine, deps, userId, research } = await oneCallResearch('redelivery', '+14165558003', {
      outcome: 'no_answer',
      delayMs: 600_000,
    });
    let dialing = (await deps.calls.listByResearch(research.id))[0];
    for (let i = 0; i < 100 && !dialing?.contactId; i++) {
      await new Promise((r) => setTimeout(r, 50));
      dialing = (await deps.calls.listByResearch(research.id))[0];
    }
    const event = {
      callId: dialing?.id as string,
      contactId: dialing?.contactId as string,
      outcome: 'no_answer' as const,
      durationSeconds: 0,
      recordingKey: null,
    };
    // The first handling stores the outcome, then the database goes away before the release.
    const release = deps.charges.release;
    deps.charges.release = async () => {
      deps.charges.release = release;
      throw new Error('database unavailable');
    };
    await expect(engine.onCallEnded(event)).rejects.toThrow('database unavailable');
    expect(await deps.calls.get(research.id, event.callId)).toMatchObject({ status: 'no_answer' });

    await engine.onCallEnded(event);
    const settled = await Promise.race([
      engine.workflow.settled(research.id).then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), 10_000)),
    ]);
    expect(settled).toBe(true);
    expect(await creditsOf(table, userId)).toEqual({ credits: 9, reserved: 0 });
    expect(await ledgerOf(table, userId)).toHaveLength(0);
  });
});
