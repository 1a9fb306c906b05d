import type { BillingAccount, LedgerEntryView } from '#shared/contracts/billing';
import { nextRefillDate } from '#shared/domain/billing-cycle';
import { DomainError } from '#shared/domain/errors';
import { planOf } from '#shared/domain/plans';
import type { BillingDeps } from './deps';

/** The signed-in user's balance, plan, cycle dates and credit history. */
export function createAccountQueries({ ledger, payments }: BillingDeps) {
  return {
    async account(userId: string): Promise<BillingAccount> {
      const account = await ledger.account(userId);
      if (!account) throw new DomainError('not_found', 'Profile not found');
      const tier = planOf(account.tier).id;
      return {
        credits: account.credits,
        tier,
        cycleStart: account.cycleStart,
        nextRefillAt: nextRefillDate(tier, new Date(account.cycleStart)).toISOString(),
        hasBillingAccount: tier !== 'free' && account.stripeCustomerId !== null,
        demoCheckout: payments.demo,
        priceIds: payments.priceIds,
      };
    },

    /** Ledger entries, newest first, as the billing page lists them. */
    async history(userId: string): Promise<LedgerEntryView[]> {
      const entries = await ledger.history(userId);
      return entries.map((entry) => ({
        id: entry.id,
        date: entry.createdAt,
        description: entry.description,
        amount: entry.amount,
        type: entry.amount >= 0 ? 'credit' : 'debit',
      }));
    },
  };
}
