import { beforeAll, describe, expect, it } from 'vitest';
import { createBillingFixture, invoicePaidEvent, PRICES } from './billing-fixture';

type Fixture = Awaited<ReturnType<typeof createBillingFixture>>;
let f: Fixture;

beforeAll(async () => {
  f = await createBillingFixture();
});

async function paidCustomer() {
  const userId = await f.createUser(new Date(f.clock.now().getTime() - 60_000));
  const customerId = await f.ledger.linkCustomer(userId, `cus_${userId.slice(1, 15)}`);
  return { userId, customerId };
}

describe('the Stripe webhook', () => {
  it('answers 400 to a bad signature and changes nothing', async () => {
    const { userId, customerId } = await paidCustomer();
    const payload = invoicePaidEvent(customerId, PRICES.pro, f.clock.now());
    const forged = await f.deliver(payload, 'whsec_not_the_secret');
    expect(forged.status).toBe(400);
    expect(forged.json.message).toBe('Invalid webhook signature.');
    const unsigned = await f.call('POST', '/api/stripe/webhook', { body: payload });
    expect(unsigned.status).toBe(400);
    const account = await f.ledger.account(userId);
    expect(account).toMatchObject({ credits: 100, tier: 'free' });
    expect(await f.ledger.history(userId)).toHaveLength(1);
    // The event was not recorded as processed: the genuine delivery still applies.
    expect((await f.deliver(payload)).json).toEqual({ received: true, duplicate: false });
  });

  it('grants once when the same invoice.paid is delivered three times in parallel', async () => {
    const { userId, customerId } = await paidCustomer();
    const payload = invoicePaidEvent(customerId, PRICES.pro, f.clock.now());
    const replies = await Promise.all([f.deliver(payload), f.deliver(payload), f.deliver(payload)]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(replies.filter((r) => r.json.duplicate === false)).toHaveLength(1);
    const account = await f.ledger.account(userId);
    expect(account).toMatchObject({ credits: 600, tier: 'pro' });
    const history = await f.ledger.history(userId);
    expect(history.map((e) => [e.kind, e.amount])).toEqual([
      ['welcome_bonus', 500],
      ['welcome_bonus', 100],
    ]);
    expect(await f.sumOfLedger(userId)).toBe(account?.credits);
  });

  it('links the customer and sets the tier on checkout.session.completed', async () => {
    const userId = await f.createUser();
    const payload = JSON.stringify({
      id: `evt_checkout_${userId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          customer: `cus_x${userId.slice(1, 12)}`,
          client_reference_id: userId,
          metadata: { tier: 'enterprise' },
        },
      },
    });
    expect((await f.deliver(payload)).status).toBe(200);
    const account = await f.ledger.account(userId);
    expect(account).toMatchObject({
      tier: 'enterprise',
      stripeCustomerId: `cus_x${userId.slice(1, 12)}`,
      credits: 100,
    });
    expect(await f.ledger.userOfCustomer(`cus_x${userId.slice(1, 12)}`)).toBe(userId);
  });

  it('returns the account to free when the subscription is deleted', async () => {
    const { userId, customerId } = await paidCustomer();
    await f.deliver(invoicePaidEvent(customerId, PRICES.enterprise, f.clock.now()));
    expect((await f.ledger.account(userId))?.tier).toBe('enterprise');
    const deleted = JSON.stringify({
      id: `evt_del_${userId}`,
      object: 'event',
      type: 'customer.subscription.deleted',
      data: {
        object: {
          customer: customerId,
          status: 'canceled',
          items: { data: [{ price: { id: PRICES.enterprise } }] },
        },
      },
    });
    expect((await f.deliver(deleted)).status).toBe(200);
    expect((await f.ledger.account(userId))?.tier).toBe('free');
  });

  it('acknowledges a genuine event of an unexpected shape without a 500 or a change', async () => {
    const { userId } = await paidCustomer();
    const odd = JSON.stringify({
      id: `evt_odd_${userId}`,
      object: 'event',
      type: 'invoice.paid',
      data: { object: { lines: 'none' } },
    });
    expect((await f.deliver(odd)).status).toBe(200);
    expect(await f.ledger.account(userId)).toMatchObject({ credits: 100, tier: 'free' });
  });

  it('acknowledges events it does not handle without changing anything', async () => {
    const reply = await f.deliver(
      JSON.stringify({ id: 'evt_other', object: 'event', type: 'charge.refunded', data: { object: {} } }),
    );
    expect(reply).toEqual({ status: 200, json: { received: true, duplicate: false } });
  });
});
