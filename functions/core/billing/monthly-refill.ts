import { startOfMonthUtc } from '#shared/domain/billing-cycle';
import { PLANS } from '#shared/domain/plans';
import type { Clock } from '../../ports/clock';
import type { CreditLedgerStore } from '../../ports/credit-ledger';
import { logger } from '../logger';

/**
 * Refills every free account owed this month's credits: unused credits expire and the Free
 * plan's monthly credits are granted, once per month (guarded by the account's cycle start).
 */
export async function refillFreeAccounts({ ledger, clock }: { ledger: CreditLedgerStore; clock: Clock }) {
  const cycleStart = startOfMonthUtc(clock.now()).toISOString();
  const due = await ledger.freeAccountsDue(cycleStart);
  let refilled = 0;
  for (const userId of due) {
    try {
      const outcome = await ledger.startCycle({
        userId,
        grant: PLANS.free.monthlyCredits,
        grantKind: 'monthly_refill',
        grantDescription: 'Monthly refill',
        cycleStart,
        onlyIfCycleBefore: cycleStart,
      });
      if (outcome === 'applied') refilled++;
    } catch (error) {
      logger.error('Monthly refill failed for an account', { userId, error: String(error) });
    }
  }
  return { due: due.length, refilled };
}
