import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import { PAID_TIERS, type PaidTier } from '#shared/domain/plans';
import * as z from '#shared/zod';
import type { CheckoutRequest, DemoCheckout, Payments } from '../../ports/payments';
import { verifyStripeDelivery } from '../aws/stripe-payments';

export interface DemoPaymentsOptions {
  /** Key that signs demo session ids. */
  sessionKey: Uint8Array;
  /** The local webhook secret: demo events are signed with Stripe's scheme under it. */
  webhookSecret: string;
  priceIds: Record<PaidTier, string>;
  now?: () => Date;
}

const SESSION_TTL_MS = 60 * 60 * 1000;

const sessionSchema = z.object({
  userId: z.string(),
  customerId: z.string(),
  tier: z.enum(PAID_TIERS),
  priceId: z.string(),
  returnUrl: z.string(),
  exp: z.number(),
});

/**
 * Checkout without Stripe keys: sessions are signed tokens opening the in-app demo checkout
 * page, and its confirmation produces events signed exactly as Stripe signs webhooks.
 */
export function createDemoPayments(options: DemoPaymentsOptions): Payments & DemoCheckout {
  const now = options.now ?? (() => new Date());
  const mac = (data: string) => createHmac('sha256', options.sessionKey).update(data).digest('base64url');
  return {
    demo: true,
    priceIds: options.priceIds,
    async createCustomer() {
      return `cus_demo_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    },
    async createCheckoutSession(request) {
      const data = Buffer.from(
        JSON.stringify({ ...request, exp: now().getTime() + SESSION_TTL_MS }),
      ).toString('base64url');
      const sessionId = `${data}.${mac(data)}`;
      const origin = new URL(request.returnUrl).origin;
      return `${origin}/billing/demo-checkout?session=${encodeURIComponent(sessionId)}`;
    },
    // Demo subscriptions exist only as ledger state: a plan change goes through the demo checkout.
    async changeSubscription() {
      return 'no_subscription' as const;
    },
    async createPortalSession({ returnUrl }) {
      return `${returnUrl}?portal=demo`;
    },
    verifyEvent: async (delivery) => verifyStripeDelivery(delivery, options.webhookSecret),
    openSession(sessionId): CheckoutRequest | undefined {
      const [data, signature] = sessionId.split('.');
      if (!data || !signature) return undefined;
      const expected = Buffer.from(mac(data));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      const parsed = sessionSchema.safeParse(JSON.parse(Buffer.from(data, 'base64url').toString('utf8')));
      if (!parsed.success || parsed.data.exp < now().getTime()) return undefined;
      const { exp: _exp, ...request } = parsed.data;
      return request;
    },
    sign(event) {
      const rawBody = JSON.stringify({
        id: event.id,
        object: 'event',
        type: event.type,
        created: Math.floor(now().getTime() / 1000),
        livemode: false,
        data: { object: event.object },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: rawBody,
        secret: options.webhookSecret,
      });
      return { rawBody, signature };
    },
  };
}
