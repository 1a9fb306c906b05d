import { beforeAll, describe, expect, it } from 'vitest';
import { createBillingFixture, invoicePaidEvent, PRICES } from './billing-fixture';

type Fixture = Awaited<ReturnType<typeof createBillingFixture>>;
let f: Fixture;

beforeAll(async () => {
  f = await createBillingFixture(new Date('2026-03-15T10:00:00Z'));
});

async function customer() {
  const userId = await f.createUser();
  const customerId = await f.ledger.linkCustomer(userId, `cus_${userId.slice(1, 15)}`);
  return { userId, customerId };
}

/** Delivers an event a minute after the last one, so the ledger lists entries in order. */
async function deliverLater(payload: string) {
  f.clock.current = new Date(f.clock.now().getTime() + 60_000);
  return f.deliver(payload);
}

const kinds = async (userId: string) => (await f.ledger.history(userId)).map((e) => [e.kind, e.amount]);

describe('credits on plan changes', () => {
  it('keeps the balance on an upgrade and grants each plan its sign-up credits once', async () => {
    const { userId, customerId } = await customer();
    await deliverLater(invoicePaidEvent(customerId, PRICES.pro, f.clock.now()));
    expect(await f.ledger.account(userId)).toMatchObject({ tier: 'pro', credits: 600 });
    await deliverLater(invoicePaidEvent(customerId, PRICES.enterprise, f.clock.now(), 'subscription_update'));
    expect(await f.ledger.account(userId)).toMatchObject({ tier: 'enterprise', credits: 2600 });
    // Pro bought again later: the sign-up credits were given already, so the monthly ones come.
    await deliverLater(invoicePaidEvent(customerId, PRICES.pro, f.clock.now(), 'subscription_create'));
    expect(await f.ledger.account(userId)).toMatchObject({ tier: 'pro', credits: 2750 });
    expect(await kinds(userId)).toEqual([
      ['plan_change', 150],
      ['welcome_bonus', 2000],
      ['welcome_bonus', 500],
      ['welcome_bonus', 100],
    ]);
    expect(await f.sumOfLedger(userId)).toBe(2750);
  });

  it('expires what is left only at the new plan’s first renewal', async () => {
    const { userId, customerId } = await customer();
    await deliverLater(invoicePaidEvent(customerId, PRICES.pro, new Date('2026-03-15T10:00:00Z')));
    await deliverLater(
      invoicePaidEvent(customerId, PRICES.pro, new Date('2026-04-15T10:00:00Z'), 'subscription_cycle'),
    );
    expect(await f.ledger.account(userId)).toMatchObject({
      credits: 150,
      cycleStart: '2026-04-15T10:00:00.000Z',
    });
    expect((await kinds(userId)).slice(0, 2)).toEqual([
      ['monthly_refill', 150],
      ['cycle_expiry', -600],
    ]);
  });

  it('grants sign-up credits once when the first invoices of two plans race', async () => {
    const { userId, customerId } = await customer();
    const events = [
      invoicePaidEvent(customerId, PRICES.pro, f.clock.now()),
      invoicePaidEvent(customerId, PRICES.pro, f.clock.now()),
      invoicePaidEvent(customerId, PRICES.enterprise, f.clock.now(), 'subscription_update'),
    ];
    const replies = await Promise.all([...events, ...events].map((e) => f.deliver(e)));
    expect(replies.filter((r) => r.json.duplicate === false)).toHaveLength(3);
    const history = await f.ledger.history(userId);
    expect(history.filter((e) => e.description === 'Pro plan: sign-up credits')).toHaveLength(1);
    expect(history.filter((e) => e.description === 'Enterprise plan: sign-up credits')).toHaveLength(1);
    expect(history.filter((e) => e.kind === 'cycle_expiry')).toEqual([]);
    expect((await f.ledger.account(userId))?.credits).toBe(100 + 500 + 150 + 2000);
    expect(await f.sumOfLedger(userId)).toBe(2750);
  });
});
