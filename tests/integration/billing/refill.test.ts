import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TransactWriteCommand } from '#functions/adapters/aws/dynamo/commands';
import { getItem, isConditionFailure } from '#functions/adapters/aws/dynamo/items';
import { keys } from '#functions/adapters/aws/dynamo/keys';
import { refillFreeAccounts } from '#functions/core/billing/monthly-refill';
import { createBillingFixture, invoicePaidEvent, PRICES } from './billing-fixture';

type Fixture = Awaited<ReturnType<typeof createBillingFixture>>;
let f: Fixture;

beforeAll(async () => {
  f = await createBillingFixture(new Date('2026-03-15T10:00:00Z'));
});

/** A 3-credit call charge written as the call pipeline writes it: conditional on the balance read. */
async function charge(userId: string) {
  for (;;) {
    const profile = await getItem(f.table, keys.profile(userId), true);
    const balance = Number(profile?.credits);
    if (balance < 3) return false;
    const at = new Date().toISOString();
    const id = randomUUID();
    try {
      await f.table.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: f.table.tableName,
                Key: keys.profile(userId),
                UpdateExpression: 'SET credits = :after',
                ConditionExpression: 'credits = :balance AND credits >= :cost',
                ExpressionAttributeValues: { ':after': balance - 3, ':balance': balance, ':cost': 3 },
              },
            },
            {
              Put: {
                TableName: f.table.tableName,
                Item: {
                  ...keys.ledgerEntry(userId, at, id),
                  entity: 'ledger',
                  id,
                  userId,
                  amount: -3,
                  kind: 'call_charge',
                  description: 'Call',
                  createdAt: at,
                },
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      await new Promise((done) => setTimeout(done, Math.random() * 20));
    }
  }
}

describe('the monthly refill of free accounts', () => {
  it('expires the unused balance and grants 12 on the 1st, once per month', async () => {
    const userId = await f.createUser(new Date('2026-03-15T10:00:00Z'));
    f.clock.current = new Date('2026-03-31T23:00:00Z');
    await refillFreeAccounts(f.deps);
    expect((await f.ledger.account(userId))?.credits).toBe(100);

    f.clock.current = new Date('2026-04-01T00:05:00Z');
    await refillFreeAccounts(f.deps);
    await refillFreeAccounts(f.deps);
    const account = await f.ledger.account(userId);
    expect(account).toMatchObject({ credits: 12, cycleStart: '2026-04-01T00:00:00.000Z' });
    const history = await f.ledger.history(userId);
    expect(history.map((e) => [e.kind, e.amount])).toEqual([
      ['monthly_refill', 12],
      ['cycle_expiry', -100],
      ['welcome_bonus', 100],
    ]);
  });

  it('catches up a missed month on the next run, and does not refill paid plans', async () => {
    f.clock.current = new Date('2026-04-10T00:00:00Z');
    const free = await f.createUser(new Date('2026-04-10T00:00:00Z'));
    const paid = await f.createUser(new Date('2026-04-10T00:00:00Z'));
    const customer = await f.ledger.linkCustomer(paid, `cus_${paid.slice(1, 14)}`);
    await f.deliver(invoicePaidEvent(customer, PRICES.pro, f.clock.now()));
    f.clock.current = new Date('2026-06-03T08:00:00Z');
    await refillFreeAccounts(f.deps);
    expect(await f.ledger.account(free)).toMatchObject({
      credits: 12,
      cycleStart: '2026-06-01T00:00:00.000Z',
    });
    expect(await f.ledger.account(paid)).toMatchObject({ credits: 600, tier: 'pro' });
  });

  it('leaves the balance equal to the ledger sum when charges and a refill race', async () => {
    f.clock.current = new Date('2026-06-20T00:00:00Z');
    const users = await Promise.all([1, 2, 3, 4].map(() => f.createUser(new Date('2026-06-20T00:00:00Z'))));
    f.clock.current = new Date('2026-07-01T00:00:01Z');
    const charges = users.flatMap((userId) =>
      Array.from({ length: 5 }, () => ({ userId, done: charge(userId) })),
    );
    await Promise.all([refillFreeAccounts(f.deps), ...charges.map((c) => c.done)]);
    for (const userId of users) {
      const charged = (
        await Promise.all(charges.filter((c) => c.userId === userId).map((c) => c.done))
      ).filter(Boolean);
      const account = await f.ledger.account(userId);
      const history = await f.ledger.history(userId);
      expect(history.filter((e) => e.kind === 'call_charge')).toHaveLength(charged.length);
      expect(history.filter((e) => e.kind === 'monthly_refill')).toHaveLength(1);
      expect(account?.credits).toBe(await f.sumOfLedger(userId));
      expect(account?.credits).toBeGreaterThanOrEqual(0);
    }
  });
});
