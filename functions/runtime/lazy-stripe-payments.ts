import { lazily } from '#shared/lazily';
import type { StripeSettings } from '../adapters/aws/stripe-payments';
import type { Payments } from '../ports/payments';

/**
 * Stripe payments whose SDK (≈ 240 KB) is imported by the first request that needs it: checkout,
 * a plan change, the portal or a webhook. The billing function's other routes (credits, history)
 * never load it, so a cold start does not.
 */
export function lazyStripePayments(settings: StripeSettings): Payments {
  const stripe = lazily(() =>
    import('../adapters/aws/stripe-payments').then((m) => m.createStripePayments(settings)),
  );
  return {
    demo: false,
    priceIds: settings.priceIds,
    createCustomer: async (input) => (await stripe()).createCustomer(input),
    createCheckoutSession: async (input) => (await stripe()).createCheckoutSession(input),
    changeSubscription: async (input) => (await stripe()).changeSubscription(input),
    createPortalSession: async (input) => (await stripe()).createPortalSession(input),
    verifyEvent: async (delivery) => (await stripe()).verifyEvent(delivery),
  };
}
