import type { Clock } from '../../ports/clock';
import type { CreditLedgerStore } from '../../ports/credit-ledger';
import type { DemoCheckout, Payments } from '../../ports/payments';

/** What the billing use cases need. */
export interface BillingDeps {
  ledger: CreditLedgerStore;
  payments: Payments;
  /** Set only when checkout is the local demo. */
  demoCheckout?: DemoCheckout;
  clock: Clock;
}
