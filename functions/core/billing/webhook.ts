import { $ZodError } from 'zod/v4/core';
import { addMonthsUtc } from '#shared/domain/billing-cycle';
import { isPaidTier, PLANS, type PlanTier } from '#shared/domain/plans';
import type { ApplyOutcome } from '../../ports/credit-ledger';
import type { PaymentEvent, SignedDelivery } from '../../ports/payments';
import { logger } from '../logger';
import type { BillingDeps } from './deps';
import { checkoutSessionSchema, invoicePrice, invoiceSchema, subscriptionSchema } from './stripe-objects';

const ENDED_STATUSES = ['canceled', 'unpaid', 'incomplete_expired'];

/** Verifies a provider event and applies it once: plan changes, cycle expiries and grants. */
export function createWebhookHandler({ ledger, payments, clock }: BillingDeps) {
  const tierOfPrice = (priceId: string): PlanTier | undefined =>
    (Object.entries(payments.priceIds).find(([, id]) => id === priceId)?.[0] as PlanTier | undefined) ??
    undefined;

  const ignore = async (event: PaymentEvent, reason: string): Promise<ApplyOutcome> => {
    logger.warn('Stripe event ignored', { eventId: event.id, type: event.type, reason });
    return ledger.markEvent(event.id);
  };

  async function checkoutCompleted(event: PaymentEvent) {
    const session = checkoutSessionSchema.parse(event.object);
    const tier = session.metadata?.tier ?? '';
    const customerId = session.customer ?? undefined;
    const userId =
      session.client_reference_id ??
      session.metadata?.userId ??
      (customerId && (await ledger.userOfCustomer(customerId)));
    if (!userId || !isPaidTier(tier)) return ignore(event, 'no user or plan');
    return ledger.setPlan({ userId, tier, customerId, eventId: event.id });
  }

  async function invoicePaid(event: PaymentEvent) {
    const invoice = invoiceSchema.parse(event.object);
    const userId = await ledger.userOfCustomer(invoice.customer);
    const price = invoicePrice(invoice);
    const tier = price && tierOfPrice(price.priceId);
    if (!userId || !tier) return ignore(event, 'unknown customer or price');
    const plan = PLANS[tier];
    const renewal = invoice.billing_reason === 'subscription_cycle';
    // A mid-cycle change is prorated up to the unchanged billing date: the cycle still began a month before it.
    const midCycle = invoice.billing_reason === 'subscription_update' && price.periodEnd;
    const start = midCycle
      ? addMonthsUtc(new Date(midCycle * 1000), -1)
      : price.periodStart
        ? new Date(price.periodStart * 1000)
        : clock.now();
    // A plan bought or changed keeps the balance until its first renewal.
    const signUp =
      !renewal && plan.signUpCredits
        ? { tier, credits: plan.signUpCredits, description: `${plan.name} plan: sign-up credits` }
        : undefined;
    return ledger.startCycle({
      userId,
      tier,
      grant: plan.monthlyCredits,
      grantKind: renewal ? 'monthly_refill' : 'plan_change',
      grantDescription: `${plan.name} plan: ${renewal ? 'monthly refill' : 'monthly credits'}`,
      keepBalance: !renewal,
      signUp,
      cycleStart: start.toISOString(),
      eventId: event.id,
    });
  }

  async function subscriptionChanged(event: PaymentEvent, deleted: boolean) {
    const subscription = subscriptionSchema.parse(event.object);
    const userId = await ledger.userOfCustomer(subscription.customer);
    if (!userId) return ignore(event, 'unknown customer');
    const priced = subscription.items.data[0] && tierOfPrice(subscription.items.data[0].price);
    const tier = deleted || ENDED_STATUSES.includes(subscription.status) ? 'free' : priced;
    if (!tier) return ignore(event, 'unknown price');
    return ledger.setPlan({ userId, tier, eventId: event.id });
  }

  const HANDLERS: Record<string, (event: PaymentEvent) => Promise<ApplyOutcome>> = {
    'checkout.session.completed': checkoutCompleted,
    'invoice.paid': invoicePaid,
    'customer.subscription.updated': (event) => subscriptionChanged(event, false),
    'customer.subscription.deleted': (event) => subscriptionChanged(event, true),
  };

  return async function handleWebhook(delivery: SignedDelivery): Promise<{ duplicate: boolean }> {
    const event = await payments.verifyEvent(delivery);
    const apply = HANDLERS[event.type];
    if (!apply) return { duplicate: false };
    let outcome: ApplyOutcome;
    try {
      outcome = await apply(event);
    } catch (error) {
      // A genuine event we cannot read: acknowledge it (a retry would fail the same way).
      if (!(error instanceof $ZodError)) throw error;
      outcome = await ignore(event, `unexpected shape: ${error.issues[0]?.message ?? ''}`);
    }
    if (outcome === 'no_account') logger.warn('Stripe event for a missing profile', { eventId: event.id });
    return { duplicate: outcome === 'duplicate' };
  };
}
