import { describe, expect, it } from 'vitest';
import { createResearch } from '#functions/core/research/create-research';
import { extendResearch } from '#functions/core/research/extend-research';
import { listCalls } from '#functions/core/research/queries';
import { retryUnreached } from '#functions/core/research/retry-unreached';
import { countOutcomes } from '#shared/domain/call-outcomes';
import { directoryOf, poolAt } from '../../unit/places/fake-directory';
import { createTestTable } from '../support/table';
import { createEngine, createProfile, creditsOf, fakeNetwork } from './engine-fixture';

const phone = (i: number) => `+1416555${String(3000 + i)}`;
const directory = directoryOf(Array.from({ length: 12 }, (_, i) => poolAt(i, phone(i), 'swim school')));
const question = { query: 'Swim lesson prices', location: 'Toronto', radiusMiles: 5 };

describe('trying unreached businesses again', () => {
  it('calls voicemail and no-answer businesses again after the delay, keeping the research in progress until then', async () => {
    const table = await createTestTable('retry');
    const businesses = {
      [phone(0)]: { outcome: 'answered' as const, price: 20 },
      [phone(1)]: { outcome: 'voicemail' as const },
      [phone(2)]: { outcome: 'no_answer' as const },
    };
    const network = fakeNetwork(businesses);
    // The service-wide cap per business is tested on its own; here only the retry cap counts.
    const { engine, deps } = createEngine(table, network, {
      config: { retryDelaySeconds: 0.4, businessDailyCallLimit: 10 },
    });
    const userId = await createProfile(table, 100);
    const research = await createResearch(deps, userId, { ...question, phoneNumbers: [0, 1, 2].map(phone) });
    await engine.workflow.settled(research.id);
    let calls = await listCalls(deps, userId, research.id);
    expect(countOutcomes(calls)).toMatchObject({ reached: 1, voicemail: 1, noAnswer: 1 });

    businesses[phone(1)] = { outcome: 'answered' as const, price: 25 } as never;
    const started = Date.now();
    const retried = await retryUnreached(deps, userId, research.id);
    expect(retried.addedCalls).toBe(2);
    expect(retried.research.status).toBe('in_progress');
    await engine.workflow.settled(research.id);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    calls = await listCalls(deps, userId, research.id);
    expect(calls).toHaveLength(5);
    expect(countOutcomes(calls)).toMatchObject({ reached: 2, voicemail: 0, noAnswer: 1 });
    expect((await deps.researches.get(research.id))?.status).toBe('completed');
    expect(await creditsOf(table, userId)).toEqual({ credits: 100 - 6, reserved: 0 });

    // The business that never answers gets three calls in all, then no more.
    expect((await retryUnreached(deps, userId, research.id)).addedCalls).toBe(1);
    await engine.workflow.settled(research.id);
    await expect(retryUnreached(deps, userId, research.id)).rejects.toMatchObject({ code: 'conflict' });
  });

  it('extends by every promised call, skipping numbers another research called today', async () => {
    const table = await createTestTable('extend-all');
    const network = fakeNetwork(
      Object.fromEntries(Array.from({ length: 12 }, (_, i) => [phone(i), { outcome: 'answered' as const }])),
    );
    const { engine, deps } = createEngine(table, network, { places: directory });
    const userId = await createProfile(table, 100);
    const earlier = await createResearch(deps, userId, {
      ...question,
      phoneNumbers: [2, 3, 4, 5].map(phone),
    });
    await engine.workflow.settled(earlier.id);
    const research = await createResearch(deps, userId, { ...question, phoneNumbers: [0, 1].map(phone) });
    await engine.workflow.settled(research.id);

    const extended = await extendResearch(deps, userId, {
      researchId: research.id,
      additionalContext: 'Do they have evening classes?',
      additionalCalls: 5,
    });
    expect(extended.addedCalls).toBe(5);
    await engine.workflow.settled(research.id);
    const added = (await listCalls(deps, userId, research.id)).slice(2).map((c) => c.businessPhone);
    expect(added.sort()).toEqual([6, 7, 8, 9, 10].map(phone));

    // One business is left in the directory: the research says so instead of calling fewer silently.
    const last = await extendResearch(deps, userId, {
      researchId: research.id,
      additionalContext: 'Weekend classes?',
      additionalCalls: 5,
    });
    expect(last.addedCalls).toBe(1);
    expect(last.research.notice).toBe('Only 1 more business could be found to call.');
    await engine.workflow.settled(research.id);
  });
});
