import { createHash } from 'node:crypto';
import { addMonthsUtc } from '#shared/domain/billing-cycle';
import { DomainError } from '#shared/domain/errors';
import { PLANS, planAction, planOf } from '#shared/domain/plans';
import type { CheckoutRequest } from '../../ports/payments';
import type { BillingDeps } from './deps';

const notFound = () => new DomainError('not_found', 'This demo checkout does not exist or has expired.');

/**
 * The in-app demo checkout: confirming it signs the events Stripe sends after a subscription
 * checkout and hands them to the same webhook handler. Event ids derive from the session, so
 * confirming twice applies nothing new.
 */
export function createDemoCheckoutFlow(
  { demoCheckout, ledger, clock }: BillingDeps,
  handleWebhook: (delivery: { rawBody: string; signature: string }) => Promise<{ duplicate: boolean }>,
) {
  function open(userId: string, sessionId: string): CheckoutRequest {
    const session = demoCheckout?.openSession(sessionId);
    if (!session || session.userId !== userId) throw notFound();
    return session;
  }

  return {
    describe(userId: string, sessionId: string) {
      const { tier } = open(userId, sessionId);
      const plan = PLANS[tier];
      return { tier, planName: plan.name, price: plan.price, monthlyCredits: plan.monthlyCredits };
    },

    async confirm(userId: string, sessionId: string) {
      const session = open(userId, sessionId);
      if (!demoCheckout) throw notFound();
      // The plan may have changed since the session was opened (another tab, a webhook). Already
      // on this plan (this session confirmed before, or another one): nothing more is applied.
      const current = await ledger.account(userId);
      if (!current) throw notFound();
      const action = planAction(session.tier, planOf(current.tier).id);
      if (action === 'current') return { tier: planOf(current.tier).id, credits: current.credits };
      if (action !== 'upgrade')
        throw new DomainError(
          'conflict',
          'Your plan has changed since this checkout started; choose a plan again.',
        );
      const ref = createHash('sha256').update(sessionId).digest('hex').slice(0, 24);
      const subscription = `sub_demo_${ref}`;
      const start = clock.now();
      const metadata = { userId, tier: session.tier };
      const checkout = demoCheckout.sign({
        id: `evt_demo_${ref}_checkout`,
        type: 'checkout.session.completed',
        object: {
          id: `cs_demo_${ref}`,
          object: 'checkout.session',
          mode: 'subscription',
          customer: session.customerId,
          client_reference_id: userId,
          subscription,
          metadata,
        },
      });
      const invoice = demoCheckout.sign({
        id: `evt_demo_${ref}_invoice`,
        type: 'invoice.paid',
        object: {
          id: `in_demo_${ref}`,
          object: 'invoice',
          customer: session.customerId,
          billing_reason: 'subscription_create',
          parent: { type: 'subscription_details', subscription_details: { subscription, metadata } },
          lines: {
            data: [
              {
                period: {
                  start: Math.floor(start.getTime() / 1000),
                  end: Math.floor(addMonthsUtc(start, 1).getTime() / 1000),
                },
                pricing: { type: 'price_details', price_details: { price: session.priceId } },
              },
            ],
          },
        },
      });
      await handleWebhook(checkout);
      await handleWebhook(invoice);
      const account = await ledger.account(userId);
      if (!account) throw notFound();
      return { tier: planOf(account.tier).id, credits: account.credits };
    },
  };
}
