import { refillFreeAccounts } from '../core/billing/monthly-refill';
import type { Clock } from '../ports/clock';
import type { CreditLedgerStore } from '../ports/credit-ledger';

/**
 * The monthly refill job: EventBridge Scheduler invokes it on AWS (on the 1st, and it is safe to
 * run more often); the local runtime calls it from a timer that also catches up missed months.
 */
export function createMonthlyRefillHandler(deps: { ledger: CreditLedgerStore; clock: Clock }) {
  return async () => refillFreeAccounts(deps);
}
