import Stripe from 'stripe';
import { DomainError } from '#shared/domain/errors';
import type { PaidTier } from '#shared/domain/plans';
import { MESSAGES } from '#shared/domain/validation-messages';
import { logger } from '../../core/logger';
import type { PaymentEvent, Payments, SignedDelivery } from '../../ports/payments';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  priceIds: Record<PaidTier, string>;
}

/** Said when the payment for a plan change is declined; the plan stays as it was. */
const PLAN_CHANGE_DECLINED =
  'Your plan could not be changed: the payment did not go through. Please check your card in Manage Subscription.';

/** Verifies a delivery with Stripe's signature scheme (`stripe-signature` on the raw body). */
export function verifyStripeDelivery(delivery: SignedDelivery, webhookSecret: string): PaymentEvent {
  try {
    const event = Stripe.webhooks.constructEvent(delivery.rawBody, delivery.signature, webhookSecret);
    return { id: event.id, type: event.type, object: event.data.object };
  } catch {
    throw new DomainError('invalid_input', 'Invalid webhook signature.');
  }
}

/** Runs a Stripe API call; its failures become the given message (503) instead of a 500. */
async function guarded<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    logger.error('Stripe call failed', { error: error instanceof Error ? error.message : String(error) });
    throw new DomainError('unavailable', message);
  }
}

/** Subscriptions through Stripe Checkout, plan changes on the existing subscription, and the billing portal. */
export function createStripePayments(
  settings: StripeSettings,
  client = new Stripe(settings.secretKey),
): Payments {
  return {
    demo: false,
    priceIds: settings.priceIds,
    createCustomer: ({ userId, email }) =>
      guarded(MESSAGES.checkoutFailed, async () => {
        const customer = await client.customers.create({ email, metadata: { userId } });
        return customer.id;
      }),
    createCheckoutSession: ({ userId, customerId, tier, priceId, returnUrl }) =>
      guarded(MESSAGES.checkoutFailed, async () => {
        const session = await client.checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          client_reference_id: userId,
          line_items: [{ price: priceId, quantity: 1 }],
          metadata: { userId, tier },
          subscription_data: { metadata: { userId, tier } },
          success_url: `${returnUrl}?checkout=success`,
          cancel_url: `${returnUrl}?checkout=cancelled`,
        });
        if (!session.url) throw new DomainError('unavailable', MESSAGES.noCheckoutUrl);
        return session.url;
      }),
    changeSubscription: ({ userId, customerId, tier, priceId }) =>
      guarded(MESSAGES.checkoutFailed, async () => {
        const active = await client.subscriptions.list({ customer: customerId, status: 'active', limit: 1 });
        const subscription = active.data[0];
        const item = subscription?.items.data[0];
        if (!subscription || !item) return 'no_subscription';
        try {
          await client.subscriptions.update(subscription.id, {
            items: [{ id: item.id, price: priceId }],
            proration_behavior: 'always_invoice',
            payment_behavior: 'error_if_incomplete',
            metadata: { userId, tier },
          });
        } catch (error) {
          // A declined payment leaves the subscription as it was.
          if (error instanceof Stripe.errors.StripeCardError) {
            throw new DomainError('conflict', PLAN_CHANGE_DECLINED);
          }
          throw error;
        }
        return 'changed';
      }),
    createPortalSession: ({ customerId, returnUrl }) =>
      guarded(MESSAGES.portalFailed, async () => {
        const session = await client.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
        });
        return session.url;
      }),
    verifyEvent: async (delivery) => verifyStripeDelivery(delivery, settings.webhookSecret),
  };
}
