import { describe, expect, it } from 'vitest';
import { isDomainError } from '#shared/domain/errors';
import { createTestTable } from '../support/table';
import { createEngine, createProfile, creditsOf, fakeNetwork, ledgerOf, newResearch } from './engine-fixture';

const numbers = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => `+1${prefix}${String(1000 + i)}`);

describe('credits under concurrency and restarts', () => {
  it('never overspends when one user creates 20 researches at once with credits for 10 calls', async () => {
    const table = await createTestTable('parallel');
    const phones = numbers(20, '905555');
    const network = fakeNetwork(
      Object.fromEntries(phones.map((p) => [p, { outcome: 'answered' as const, price: 10 }])),
    );
    const { engine, deps } = createEngine(table, network);
    const userId = await createProfile(table, 30);
    const results = await Promise.allSettled(phones.map((phone) => newResearch(deps, userId, [phone])));
    const created = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(created).toHaveLength(10);
    expect(refused.every((e) => isDomainError(e) && e.code === 'insufficient_credits')).toBe(true);
    await Promise.all(created.map((r) => engine.workflow.settled(r.id)));
    expect(network.placed).toHaveLength(10);
    expect(await creditsOf(table, userId)).toEqual({ credits: 0, reserved: 0 });
    expect(await ledgerOf(table, userId)).toHaveLength(10);
  });

  it('finishes a research after the runtime is killed mid-way, charging each completed call exactly once', async () => {
    const table = await createTestTable('restart');
    const phones = numbers(8, '289555');
    const businesses = Object.fromEntries(
      phones.map((p, i) => [
        p,
        {
          outcome: i % 4 === 3 ? ('no_answer' as const) : ('answered' as const),
          price: 15,
          delayMs: 60 + i * 40,
        },
      ]),
    );
    const first = fakeNetwork(businesses);
    const before = createEngine(table, first, { config: { maxConcurrency: 3 } });
    const userId = await createProfile(table, 100);
    const research = await newResearch(before.deps, userId, phones);
    // Let some calls finish and be charged, then kill everything in flight.
    for (
      let i = 0;
      i < 100 && ((await before.deps.researches.get(research.id))?.completedCalls ?? 0) < 2;
      i++
    ) {
      await new Promise((done) => setTimeout(done, 20));
    }
    // A killed process writes nothing more: stop the network, then let tasks already running end.
    first.kill();
    await before.engine.workflow.drop();
    const charged = (await before.deps.researches.get(research.id))?.completedCalls ?? 0;
    expect(charged).toBeGreaterThanOrEqual(2);
    expect(charged).toBeLessThan(6);

    const second = fakeNetwork(businesses);
    const after = createEngine(table, second, { config: { maxConcurrency: 3 } });
    expect(await after.engine.recover()).toEqual([research.id]);
    await after.engine.workflow.settled(research.id);

    const done = await after.deps.researches.get(research.id);
    expect(done?.status).toBe('completed');
    const calls = await after.deps.calls.listByResearch(research.id);
    const completed = calls.filter((c) => c.status === 'completed');
    expect(completed.every((c) => c.charged)).toBe(true);
    expect(done?.completedCalls).toBe(completed.length);
    const ledger = await ledgerOf(table, userId);
    const chargedIds = ledger.map((e) => e.callId);
    expect(new Set(chargedIds).size).toBe(chargedIds.length);
    expect(chargedIds.sort()).toEqual(completed.map((c) => c.id).sort());
    expect(await creditsOf(table, userId)).toEqual({ credits: 100 - 3 * completed.length, reserved: 0 });
    expect(
      calls
        .filter((c) => c.status === 'failed')
        .every((c) => !c.charged && /restarted/.test(c.errorMessage ?? '')),
    ).toBe(true);
    expect(calls.some((c) => c.status === 'queued' || c.status === 'dialing')).toBe(false);
  });
});
