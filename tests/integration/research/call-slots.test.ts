import { describe, expect, it } from 'vitest';
import { createDynamoCallSlots } from '#functions/adapters/aws/dynamo/call-slots';
import { queryAll } from '#functions/adapters/aws/dynamo/items';
import { keys } from '#functions/adapters/aws/dynamo/keys';
import type { CallEnded, Telephony } from '#functions/ports/telephony';
import { createTestTable } from '../support/table';
import { createEngine, createProfile, fakeNetwork, newResearch } from './engine-fixture';

const LEASE = 600;

function controllableClock() {
  return {
    current: new Date(),
    now() {
      return this.current;
    },
  };
}

/** The slot items as stored (expired leases included). */
const slotItems = (table: Awaited<ReturnType<typeof createTestTable>>) =>
  queryAll(table, {
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.callSlotPartition },
    ConsistentRead: true,
  });

describe('account-wide call slots on DynamoDB', () => {
  it('never grants more than the quota to parallel acquirers, and a released slot goes to the next call', async () => {
    const table = await createTestTable('slots');
    const slots = createDynamoCallSlots(table, { quota: 5, leaseSeconds: LEASE, clock: controllableClock() });
    const callIds = Array.from({ length: 20 }, (_, i) => `call-${i}`);
    const granted = await Promise.all(callIds.map((id) => slots.acquire(id)));
    const holders = callIds.filter((_, i) => granted[i]);
    expect(holders).toHaveLength(5);
    expect((await slotItems(table)).map((item) => item.holder).sort()).toEqual([...holders].sort());
    // A holder asking again keeps its slot; a waiting call still gets none.
    expect(await slots.acquire(holders[0] as string)).toBe(true);
    const waiting = callIds.find((id) => !holders.includes(id)) as string;
    expect(await slots.acquire(waiting)).toBe(false);
    await slots.release(holders[0] as string);
    expect(await slots.acquire(waiting)).toBe(true);
    expect(await slotItems(table)).toHaveLength(5);
  });

  it('frees the slot of a call that never released it once its lease expires', async () => {
    const table = await createTestTable('slots-lease');
    const clock = controllableClock();
    const slots = createDynamoCallSlots(table, { quota: 2, leaseSeconds: LEASE, clock });
    expect(await slots.acquire('crashed-1')).toBe(true);
    expect(await slots.acquire('crashed-2')).toBe(true);
    expect(await slots.acquire('next')).toBe(false);
    clock.current = new Date(clock.current.getTime() + (LEASE - 1) * 1000);
    expect(await slots.acquire('next')).toBe(false);
    clock.current = new Date(clock.current.getTime() + 1000);
    expect(await slots.acquire('next')).toBe(true);
    // The crashed call's late release does not free the slot that is now someone else's.
    await slots.release('crashed-1');
    await slots.release('crashed-2');
    expect((await slotItems(table)).map((item) => item.holder)).toContain('next');
  });
});

describe('a research beyond the account quota', () => {
  it('keeps at most the quota of calls in flight; the others wait and are placed, none fails', async () => {
    const table = await createTestTable('slots-research');
    const phones = Array.from({ length: 5 }, (_, i) => `+1416555${7100 + i}`);
    const base = fakeNetwork(
      Object.fromEntries(phones.map((p) => [p, { outcome: 'answered', price: 30, delayMs: 300 }])),
    );
    const flight = { now: 0, max: 0 };
    const network = {
      ...base,
      build: (onCallEnded: (event: CallEnded) => Promise<void>): Telephony => {
        const inner = base.build(async (event) => {
          flight.now -= 1;
          await onCallEnded(event);
        });
        return {
          ...inner,
          async placeCall(request) {
            flight.now += 1;
            flight.max = Math.max(flight.max, flight.now);
            return inner.placeCall(request);
          },
        };
      },
    };
    const { engine, deps } = createEngine(table, network, { config: { maxConcurrency: 25, callQuota: 2 } });
    const userId = await createProfile(table, 100);
    const research = await newResearch(deps, userId, phones);
    await engine.workflow.settled(research.id);
    const calls = await deps.calls.listByResearch(research.id);
    expect(calls.map((c) => c.status)).toEqual(Array(5).fill('completed'));
    expect(flight.max).toBe(2);
    expect(await slotItems(table)).toHaveLength(0);
  }, 60_000);
});
