import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStripePayments } from '#functions/adapters/aws/stripe-payments';
import { createCheckout } from '#functions/core/billing/checkout';
import type { BillingDeps } from '#functions/core/billing/deps';
import { createWebhookHandler } from '#functions/core/billing/webhook';
import { DomainError } from '#shared/domain/errors';
import { createBillingFixture, invoicePaidEvent, PRICES, WEBHOOK_SECRET } from './billing-fixture';
import { type Recording, recorded, recordedStripe } from './recorded-stripe';

type Fixture = Awaited<ReturnType<typeof createBillingFixture>>;
let f: Fixture;

beforeAll(async () => {
  f = await createBillingFixture(new Date('2026-03-27T10:30:00Z'));
});

const ORIGIN = 'https://app.example';
const LIST = 'GET /v1/subscriptions';
const UPDATE = 'POST /v1/subscriptions/sub_1SfRec0PlanChange';

/** Billing on the test table with the Stripe adapter answering from recorded responses. */
function stripeBilling(replies: Record<string, Recording>) {
  const stripe = recordedStripe(replies);
  const payments = createStripePayments(
    { secretKey: 'sk_test_recorded', webhookSecret: WEBHOOK_SECRET, priceIds: PRICES },
    stripe.client,
  );
  const deps: BillingDeps = { ledger: f.ledger, payments, clock: f.clock };
  const webhook = createWebhookHandler(deps);
  const deliver = (payload: string) =>
    webhook({
      rawBody: payload,
      signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    });
  return { checkout: createCheckout(deps), deliver, requests: stripe.requests };
}

/** A user on Pro through a first invoice (500 sign-up credits on top of the 100). */
async function proCustomer(customerId: string, deliver: (payload: string) => Promise<unknown>) {
  const userId = await f.createUser(new Date('2026-03-15T10:00:00Z'));
  await f.ledger.linkCustomer(userId, customerId);
  await deliver(invoicePaidEvent(customerId, PRICES.pro, new Date('2026-03-15T10:00:00Z')));
  expect(await f.ledger.account(userId)).toMatchObject({ tier: 'pro', credits: 600 });
  return userId;
}

describe('a paying customer changes plan', () => {
  it('moves the existing subscription to Enterprise with proration, at once, and never opens a checkout', async () => {
    const billing = stripeBilling({
      [LIST]: { status: 200, file: 'subscriptions-list.json' },
      [UPDATE]: { status: 200, file: 'subscription-updated.json' },
    });
    const userId = await proCustomer('cus_TrecPlanChange', billing.deliver);

    const url = await billing.checkout.start(
      userId,
      { tier: 'enterprise', priceId: PRICES.enterprise },
      ORIGIN,
    );
    expect(url).toBe(`${ORIGIN}/billing?plan=changed`);
    expect(billing.requests.map((r) => r.key)).toEqual([LIST, UPDATE]);
    expect(Object.fromEntries(billing.requests[0]?.query ?? [])).toMatchObject({
      customer: 'cus_TrecPlanChange',
      status: 'active',
    });
    expect(Object.fromEntries(billing.requests[1]?.form ?? [])).toMatchObject({
      'items[0][id]': 'si_TrecProItem',
      'items[0][price]': PRICES.enterprise,
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      'metadata[tier]': 'enterprise',
    });
    // The plan is Enterprise before any webhook arrives; the balance is untouched.
    expect(await f.ledger.account(userId)).toMatchObject({ tier: 'enterprise', credits: 600 });

    // Stripe's signed events for the change: the subscription update, then the paid proration invoice.
    await billing.deliver(recorded('event-subscription-updated.json'));
    expect((await billing.deliver(recorded('event-invoice-paid-proration.json'))).duplicate).toBe(false);
    // The billing date stays: the next refill is still on the 15th.
    expect(await f.ledger.account(userId)).toMatchObject({
      tier: 'enterprise',
      credits: 2600,
      cycleStart: '2026-03-15T10:00:00.000Z',
    });
    // A redelivered invoice grants nothing more.
    expect((await billing.deliver(recorded('event-invoice-paid-proration.json'))).duplicate).toBe(true);
    const history = await f.ledger.history(userId);
    expect(history.filter((e) => e.description === 'Enterprise plan: sign-up credits')).toHaveLength(1);
    expect(history.some((e) => e.kind === 'cycle_expiry')).toBe(false);
    expect(await f.sumOfLedger(userId)).toBe(2600);
  });

  it('keeps the plan and says so when the card is declined', async () => {
    const billing = stripeBilling({
      [LIST]: { status: 200, file: 'subscriptions-list.json' },
      [UPDATE]: { status: 402, file: 'card-declined.json' },
    });
    const userId = await proCustomer('cus_TrecDeclined', billing.deliver);
    await expect(
      billing.checkout.start(userId, { tier: 'enterprise', priceId: PRICES.enterprise }, ORIGIN),
    ).rejects.toThrow(
      new DomainError(
        'conflict',
        'Your plan could not be changed: the payment did not go through. Please check your card in Manage Subscription.',
      ),
    );
    expect(await f.ledger.account(userId)).toMatchObject({ tier: 'pro', credits: 600 });
  });

  it('opens a checkout when a paid account has no active subscription left', async () => {
    const billing = stripeBilling({
      [LIST]: { status: 200, file: 'subscriptions-empty.json' },
      'POST /v1/checkout/sessions': { status: 200, file: 'checkout-session.json' },
    });
    const userId = await f.createUser();
    await f.ledger.linkCustomer(userId, 'cus_TrecLapsed');
    await f.ledger.setPlan({ userId, tier: 'pro' });
    const url = await billing.checkout.start(
      userId,
      { tier: 'enterprise', priceId: PRICES.enterprise },
      ORIGIN,
    );
    expect(url).toBe('https://checkout.stripe.com/c/pay/cs_test_a1TrecCheckout');
    expect(billing.requests.map((r) => r.key)).toEqual([LIST, 'POST /v1/checkout/sessions']);
    expect(await f.ledger.account(userId)).toMatchObject({ tier: 'pro' });
  });

  it('sends a downgrade to support without calling Stripe', async () => {
    const billing = stripeBilling({});
    const userId = await f.createUser();
    await f.ledger.linkCustomer(userId, 'cus_TrecDowngrade');
    await f.ledger.setPlan({ userId, tier: 'enterprise' });
    await expect(
      billing.checkout.start(userId, { tier: 'pro', priceId: PRICES.pro }, ORIGIN),
    ).rejects.toThrow('To move to a lower plan, please contact support.');
    expect(billing.requests).toEqual([]);
  });
});
