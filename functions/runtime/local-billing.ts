import { createDynamoCreditLedgerStore } from '../adapters/aws/dynamo/credit-ledger-store';
import type { TableRef } from '../adapters/aws/dynamo/items';
import { createStripePayments } from '../adapters/aws/stripe-payments';
import { createDemoPayments } from '../adapters/local/demo-payments';
import type { BillingDeps } from '../core/billing/deps';
import { logger } from '../core/logger';
import { createMonthlyRefillHandler } from '../events/monthly-refill';
import type { Clock } from '../ports/clock';
import { loadOrCreateSecret } from './local-secrets';
import { ConfigError } from './settings';
import { type StripeEnv, stripeSettingsOf } from './stripe-settings';

const HOUR_MS = 60 * 60 * 1000;

/** Billing with Stripe when its keys are set, else the labelled demo checkout; plus the refill timer. */
export function createLocalBilling(options: {
  table: TableRef;
  dataDir: string;
  stripe: StripeEnv;
  clock: Clock;
}) {
  const { table, dataDir, stripe, clock } = options;
  const ledger = createDynamoCreditLedgerStore(table, () => clock.now());
  const keys = stripeSettingsOf(stripe);
  if (keys === 'partial') {
    throw new ConfigError(
      'Bad configuration: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO and STRIPE_PRICE_ENTERPRISE together, or none of them for the demo checkout',
    );
  }
  let deps: BillingDeps;
  if (keys) {
    deps = { ledger, payments: createStripePayments(keys), clock };
  } else {
    const demo = createDemoPayments({
      sessionKey: loadOrCreateSecret(dataDir, 'demo-checkout'),
      webhookSecret: `whsec_${Buffer.from(loadOrCreateSecret(dataDir, 'demo-webhook')).toString('hex')}`,
      priceIds: { pro: 'price_demo_pro', enterprise: 'price_demo_enterprise' },
      now: () => clock.now(),
    });
    deps = { ledger, payments: demo, demoCheckout: demo, clock };
  }

  const refill = createMonthlyRefillHandler({ ledger, clock });
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      const result = await refill();
      if (result.refilled > 0) logger.info('Monthly refill', result);
    } catch (error) {
      logger.error('Monthly refill failed', { error: String(error) });
    }
    if (!stopped) timer = setTimeout(() => void tick(), HOUR_MS).unref();
  };

  return {
    deps,
    /** Catches up missed refills now, then checks every hour (a refill applies once per month). */
    start: () => tick(),
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
