import {
  confirmDemoCheckout,
  createCheckoutSession,
  createPortalSession,
  getBillingAccount,
  getCreditHistory,
  getDemoCheckout,
  stripeWebhook,
} from '#shared/contracts/billing';
import { createAccountQueries } from '../core/billing/account';
import { createCheckout } from '../core/billing/checkout';
import { createDemoCheckoutFlow } from '../core/billing/demo-checkout';
import type { BillingDeps } from '../core/billing/deps';
import { createWebhookHandler } from '../core/billing/webhook';
import type { AppDeps } from './app-deps';
import { route } from './route';

/** Checkout, portal, the Stripe webhook, the demo checkout and the signed-in user's credits. */
export function createBillingRoutes(deps: Pick<AppDeps, 'billing'>) {
  const billing: BillingDeps = deps.billing;
  const checkout = createCheckout(billing);
  const handleWebhook = createWebhookHandler(billing);
  const demo = createDemoCheckoutFlow(billing, handleWebhook);
  const queries = createAccountQueries(billing);
  return [
    route(createCheckoutSession, async ({ body }, ctx) => ({
      url: await checkout.start(ctx.userId, body, ctx.origin),
    })),
    route(createPortalSession, async (_input, ctx) => ({
      url: await checkout.portal(ctx.userId, ctx.origin),
    })),
    route(stripeWebhook, async (_input, ctx) => {
      const { duplicate } = await handleWebhook({
        rawBody: ctx.rawBody,
        signature: ctx.headers['stripe-signature'] ?? '',
      });
      return { received: true as const, duplicate };
    }),
    route(getCreditHistory, async (_input, ctx) => ({ entries: await queries.history(ctx.userId) })),
    route(getBillingAccount, async (_input, ctx) => queries.account(ctx.userId)),
    route(getDemoCheckout, async ({ params }, ctx) => demo.describe(ctx.userId, params.sessionId)),
    route(confirmDemoCheckout, async ({ params }, ctx) => demo.confirm(ctx.userId, params.sessionId)),
  ];
}
