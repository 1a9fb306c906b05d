import { createCheckoutSession, createPortalSession, stripeWebhook } from '#shared/contracts/billing';
import { DomainError } from '#shared/domain/errors';
import { createDynamoCreditLedgerStore } from '../adapters/aws/dynamo/credit-ledger-store';
import type { BillingDeps } from '../core/billing/deps';
import type { RouteDef } from '../http/route';
import { type Clock, systemClock } from '../ports/clock';
import type { Payments } from '../ports/payments';
import type { ApiWiring } from './cloud-api';
import { loadStripeEnv } from './cloud-secrets';
import { required } from './cloud-settings';
import { cloudTable } from './cloud-table';
import { lazyStripePayments } from './lazy-stripe-payments';
import { ConfigError } from './settings';
import { stripeSettingsOf } from './stripe-settings';

const BILLING_NOT_CONFIGURED =
  'Billing is not configured: the operator has not stored the Stripe keys yet. Please try again later.';

const notConfigured = () => new DomainError('unavailable', BILLING_NOT_CONFIGURED);

/** Payments before the Stripe keys are stored: nothing can be bought, and the SPA is told so. */
const unconfiguredPayments: Payments = {
  demo: false,
  priceIds: { pro: '', enterprise: '' },
  createCustomer: () => Promise.reject(notConfigured()),
  createCheckoutSession: () => Promise.reject(notConfigured()),
  createPortalSession: () => Promise.reject(notConfigured()),
  changeSubscription: () => Promise.reject(notConfigured()),
  verifyEvent: () => Promise.reject(notConfigured()),
};

/** Routes that need a payment provider: 503 "Billing is not configured" until it is. */
const NEEDS_PROVIDER = new Set([createCheckoutSession.id, createPortalSession.id, stripeWebhook.id]);

/**
 * Billing on AWS. In demo mode (DEMO_MODE=true) checkout is the labelled in-app demo; otherwise
 * Stripe from the Stripe secret, and until the operator stores its keys, checkout, portal and
 * webhook answer 503 while credits and history keep working. The Stripe SDK is loaded by the first
 * request that pays or verifies a webhook: credits and history never load it.
 */
export async function cloudBilling(
  { settings, keys, secrets }: ApiWiring,
  clock: Clock = systemClock,
): Promise<{ deps: BillingDeps; configured: boolean }> {
  const ledger = createDynamoCreditLedgerStore(cloudTable(settings), () => clock.now());
  if (settings.DEMO_MODE) {
    if (!keys) throw new ConfigError('The demo checkout needs APP_KEYS_SECRET_ARN');
    const { createDemoPayments } = await import('../adapters/local/demo-payments');
    const demo = createDemoPayments({
      sessionKey: keys.derive('demo-checkout'),
      webhookSecret: `whsec_${Buffer.from(keys.derive('demo-webhook')).toString('hex')}`,
      priceIds: { pro: 'price_demo_pro', enterprise: 'price_demo_enterprise' },
      now: () => clock.now(),
    });
    return { deps: { ledger, payments: demo, demoCheckout: demo, clock }, configured: true };
  }
  const stripe = stripeSettingsOf(await loadStripeEnv(secrets, required(settings, 'STRIPE_SECRET_ARN')));
  if (stripe === 'partial') {
    throw new ConfigError(
      'The Stripe secret must hold STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO and STRIPE_PRICE_ENTERPRISE together',
    );
  }
  if (!stripe) return { deps: { ledger, payments: unconfiguredPayments, clock }, configured: false };
  return { deps: { ledger, payments: lazyStripePayments(stripe), clock }, configured: true };
}

/** With no payment provider, the routes that need one refuse before reading their input's prices. */
export function withBillingGate(routes: RouteDef[], configured: boolean): RouteDef[] {
  if (configured) return routes;
  return routes.map((r) =>
    NEEDS_PROVIDER.has(r.contract.id)
      ? { kind: 'json', contract: r.contract, handle: () => Promise.reject(notConfigured()) }
      : r,
  );
}
