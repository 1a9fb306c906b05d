import { DomainError } from '#shared/domain/errors';
import { type PaidTier, planAction, planOf } from '#shared/domain/plans';
import type { CreditAccount } from '../../ports/credit-ledger';
import type { BillingDeps } from './deps';

const notFound = () => new DomainError('not_found', 'Profile not found');

/** Checkout and portal sessions for the signed-in user. */
export function createCheckout({ ledger, payments }: BillingDeps) {
  async function customerOf(account: CreditAccount) {
    if (account.stripeCustomerId) return account.stripeCustomerId;
    const created = await payments.createCustomer({ userId: account.userId, email: account.email });
    return ledger.linkCustomer(account.userId, created);
  }

  return {
    /**
     * Upgrades: a paying customer's subscription changes at once, anyone else starts a checkout;
     * lower plans go through support.
     */
    async start(userId: string, input: { priceId: string; tier: PaidTier }, origin: string): Promise<string> {
      if (payments.priceIds[input.tier] !== input.priceId) {
        throw new DomainError('invalid_input', 'This price does not belong to the chosen plan.');
      }
      const account = await ledger.account(userId);
      if (!account) throw notFound();
      const action = planAction(input.tier, planOf(account.tier).id);
      if (action === 'current') throw new DomainError('conflict', 'You are already on this plan.');
      if (action !== 'upgrade') {
        throw new DomainError('conflict', 'To move to a lower plan, please contact support.');
      }
      const customerId = await customerOf(account);
      if (account.tier !== 'free') {
        // A paying customer's subscription is moved to the new price, never doubled by a new checkout.
        const change = { userId, customerId, tier: input.tier, priceId: input.priceId };
        if ((await payments.changeSubscription(change)) === 'changed') {
          await ledger.setPlan({ userId, tier: input.tier });
          return `${origin}/billing?plan=changed`;
        }
      }
      return payments.createCheckoutSession({
        userId,
        customerId,
        tier: input.tier,
        priceId: input.priceId,
        returnUrl: `${origin}/billing`,
      });
    },

    /** Opens the billing portal; only paid plans bought through checkout have one. */
    async portal(userId: string, origin: string): Promise<string> {
      const account = await ledger.account(userId);
      if (!account) throw notFound();
      if (account.tier === 'free' || !account.stripeCustomerId) {
        throw new DomainError('conflict', 'There is no paid subscription to manage.');
      }
      return payments.createPortalSession({
        customerId: account.stripeCustomerId,
        returnUrl: `${origin}/billing`,
      });
    },
  };
}
