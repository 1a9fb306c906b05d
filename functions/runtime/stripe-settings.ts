import type { StripeSettings } from '../adapters/aws/stripe-payments';
import type { LocalSettings } from './local-settings';

/** The Stripe variables of the parsed settings. */
export type StripeEnv = Pick<
  LocalSettings,
  'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_PRICE_PRO' | 'STRIPE_PRICE_ENTERPRISE'
>;

/** Stripe settings when all four are set, null when none is (demo checkout), 'partial' otherwise. */
export function stripeSettingsOf(env: StripeEnv): StripeSettings | null | 'partial' {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO, STRIPE_PRICE_ENTERPRISE } = env;
  const values = [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO, STRIPE_PRICE_ENTERPRISE];
  if (values.every((v) => v === undefined)) return null;
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_PRICE_PRO || !STRIPE_PRICE_ENTERPRISE)
    return 'partial';
  return {
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    priceIds: { pro: STRIPE_PRICE_PRO, enterprise: STRIPE_PRICE_ENTERPRISE },
  };
}
