import { describe, expect, it } from 'vitest';
import { createResearch } from '#functions/core/research/create-research';
import type { ResearchDeps } from '#functions/core/research/deps';
import { createTestTable } from '../support/table';
import { createEngine, createProfile, creditsOf, fakeNetwork, updateProfile } from './engine-fixture';

const request = (phoneNumbers: string[]) => ({
  query: 'Prices?',
  location: 'Toronto',
  radiusMiles: 5,
  phoneNumbers,
});

/** Deps of a process that dies right after reserving credits, before the calls are written. */
const crashingBeforeCalls = (deps: ResearchDeps): ResearchDeps => ({
  ...deps,
  calls: {
    ...deps.calls,
    putMany: async () => {
      throw new Error('process killed');
    },
  },
});

describe('restart recovery of reserved credits', () => {
  it('releases credits reserved for calls a crash never wrote, keeping those of calls still queued', async () => {
    const table = await createTestTable('reserved');
    const crashedPhones = ['+14165550201', '+14165550202'];
    const livePhones = ['+14165550301', '+14165550302'];
    const businesses = Object.fromEntries(
      [...crashedPhones, ...livePhones].map((p) => [p, { outcome: 'answered' as const, delayMs: 300 }]),
    );
    const first = fakeNetwork(businesses);
    const before = createEngine(table, first);
    const crashed = await createProfile(table, 30);
    await expect(
      createResearch(crashingBeforeCalls(before.deps), crashed, request(crashedPhones)),
    ).rejects.toThrow('process killed');
    expect(await creditsOf(table, crashed)).toEqual({ credits: 30, reserved: 6 });

    // Another user: a research whose calls were written, plus 9 credits leaked by an earlier crash.
    const live = await createProfile(table, 30);
    first.kill();
    await before.engine.workflow.drop();
    const research = await createResearch(before.deps, live, request(livePhones));
    await updateProfile(table, live, {
      UpdateExpression: 'SET reservedCredits = reservedCredits + :leak',
      ExpressionAttributeValues: { ':leak': 9 },
    });
    expect(await creditsOf(table, live)).toEqual({ credits: 30, reserved: 15 });

    const after = createEngine(table, fakeNetwork(businesses));
    await after.engine.recover();
    expect(await creditsOf(table, crashed)).toEqual({ credits: 30, reserved: 0 });
    // Both calls are still queued or dialling: their 3 credits each stay set aside.
    expect(await creditsOf(table, live)).toEqual({ credits: 30, reserved: 6 });

    await after.engine.workflow.settled(research.id);
    expect(await creditsOf(table, live)).toEqual({ credits: 24, reserved: 0 });
  });
});
