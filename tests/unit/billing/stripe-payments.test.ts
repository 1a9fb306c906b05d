import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { createStripePayments } from '#functions/adapters/aws/stripe-payments';
import { DomainError } from '#shared/domain/errors';

const settings = {
  secretKey: 'sk_test_x',
  webhookSecret: 'whsec_unit',
  priceIds: { pro: 'price_p', enterprise: 'price_e' },
};

function fakeClient(sessionUrl: string | null, fail = false) {
  const create = vi.fn(async () => {
    if (fail) throw new Error('network down');
    return { url: sessionUrl };
  });
  const client = {
    checkout: { sessions: { create } },
    customers: { create: vi.fn() },
    billingPortal: { sessions: { create: vi.fn() } },
  };
  return { client: client as unknown as Stripe, create };
}

describe('the Stripe payments adapter', () => {
  it('creates a subscription checkout for the customer with the plan price and the user id', async () => {
    const { client, create } = fakeClient('https://checkout.stripe.com/c/pay/cs_1');
    const payments = createStripePayments(settings, client);
    const url = await payments.createCheckoutSession({
      userId: 'u1',
      customerId: 'cus_1',
      tier: 'pro',
      priceId: 'price_p',
      returnUrl: 'https://app/billing',
    });
    expect(url).toBe('https://checkout.stripe.com/c/pay/cs_1');
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: 'subscription',
        customer: 'cus_1',
        client_reference_id: 'u1',
        line_items: [{ price: 'price_p', quantity: 1 }],
        metadata: { userId: 'u1', tier: 'pro' },
        success_url: 'https://app/billing?checkout=success',
      }),
    );
  });

  it('answers "No checkout URL returned" when Stripe gives no url, and the given failure message when it fails', async () => {
    await expect(
      createStripePayments(settings, fakeClient(null).client).createCheckoutSession({
        userId: 'u',
        customerId: 'c',
        tier: 'pro',
        priceId: 'price_p',
        returnUrl: 'https://a/b',
      }),
    ).rejects.toThrow('No checkout URL returned');
    const failing = createStripePayments(settings, fakeClient(null, true).client);
    await expect(
      failing.createCheckoutSession({
        userId: 'u',
        customerId: 'c',
        tier: 'pro',
        priceId: 'price_p',
        returnUrl: 'https://a/b',
      }),
    ).rejects.toThrow(new DomainError('unavailable', 'Failed to start checkout. Please try again.'));
  });

  it('verifies webhook signatures on the raw body', async () => {
    const payments = createStripePayments(settings, fakeClient(null).client);
    const rawBody = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'invoice.paid',
      data: { object: { id: 'in_1' } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret: 'whsec_unit' });
    await expect(payments.verifyEvent({ rawBody, signature })).resolves.toEqual({
      id: 'evt_1',
      type: 'invoice.paid',
      object: { id: 'in_1' },
    });
    await expect(
      payments.verifyEvent({ rawBody: rawBody.replace('in_1', 'in_2'), signature }),
    ).rejects.toThrow('Invalid webhook signature.');
  });
});
