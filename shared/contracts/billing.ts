import { PAID_TIERS } from '../domain/plans';
import * as z from '../zod';
import { isoDateSchema } from './common';
import type { Contract } from './define';
import { defineContract } from './define';
import { subscriptionTierSchema } from './user-records';

const urlResponse = z.object({ url: z.string().check(z.minLength(1)) });
const priceIdSchema = z.string().check(z.trim(), z.minLength(1, 'Choose a plan'), z.maxLength(200));

/** Starts a subscription checkout for a paid plan; the browser navigates to `url`. */
export const createCheckoutSession = defineContract({
  id: 'billing.createCheckoutSession',
  method: 'POST',
  path: '/api/stripe/create-checkout-session',
  auth: true,
  summary: 'Start a subscription checkout',
  body: z.strictObject({
    priceId: priceIdSchema,
    tier: z.enum(PAID_TIERS, { message: 'Choose Pro or Enterprise' }),
  }),
  // Nullable so the client can tell "no URL" apart from a failure ("No checkout URL returned").
  response: z.object({ url: z.nullish(z.string()) }),
  maxBodyBytes: 2048,
});

/** Opens the payment provider's subscription portal; the browser navigates to `url`. */
export const createPortalSession = defineContract({
  id: 'billing.createPortalSession',
  method: 'POST',
  path: '/api/stripe/create-portal-session',
  auth: true,
  summary: 'Open the billing portal',
  body: z.optional(z.strictObject({})),
  response: urlResponse,
  maxBodyBytes: 256,
});

/** Signed events from Stripe (or the demo checkout); the signature is checked on the raw body. */
export const stripeWebhook = defineContract({
  id: 'billing.stripeWebhook',
  method: 'POST',
  path: '/api/stripe/webhook',
  auth: false,
  summary: 'Receive a signed Stripe event',
  body: z.string(),
  rawBody: true,
  response: z.object({ received: z.literal(true), duplicate: z.boolean() }),
  maxBodyBytes: 256 * 1024,
});

const ledgerEntryViewSchema = z.object({
  id: z.string(),
  date: isoDateSchema,
  description: z.string(),
  /** Signed: positive credits, negative debits. */
  amount: z.int(),
  type: z.enum(['credit', 'debit']),
});
export type LedgerEntryView = z.infer<typeof ledgerEntryViewSchema>;

/** The signed-in user's credit ledger, newest first. */
export const getCreditHistory = defineContract({
  id: 'billing.creditHistory',
  method: 'GET',
  path: '/api/credits/history',
  auth: true,
  summary: "The signed-in user's credit history",
  response: z.object({ entries: z.array(ledgerEntryViewSchema) }),
});

const billingAccountSchema = z.object({
  credits: z.int(),
  tier: subscriptionTierSchema,
  cycleStart: isoDateSchema,
  nextRefillAt: isoDateSchema,
  /** Whether the portal can open (a paid plan bought through checkout). */
  hasBillingAccount: z.boolean(),
  /** True when checkout is the in-app demo (no Stripe keys). */
  demoCheckout: z.boolean(),
  /** Configured price id of each plan that checkout sells. */
  priceIds: z.object({ pro: z.string(), enterprise: z.string() }),
});
export type BillingAccount = z.infer<typeof billingAccountSchema>;

/** Balance, plan, cycle dates and checkout prices of the signed-in user. */
export const getBillingAccount = defineContract({
  id: 'billing.account',
  method: 'GET',
  path: '/api/billing/account',
  auth: true,
  summary: "The signed-in user's plan, balance and cycle",
  response: billingAccountSchema,
});

const demoCheckoutSchema = z.object({
  tier: z.enum(PAID_TIERS),
  planName: z.string(),
  price: z.number(),
  monthlyCredits: z.int(),
});

const demoSessionParams = z.strictObject({ sessionId: z.string().check(z.minLength(10), z.maxLength(2000)) });

/** What the demo checkout page shows for a demo session (404 when not the caller's). */
export const getDemoCheckout = defineContract({
  id: 'billing.demoCheckout',
  method: 'GET',
  path: '/api/stripe/demo-checkout/{sessionId}',
  auth: true,
  summary: 'Describe a demo checkout session',
  params: demoSessionParams,
  response: demoCheckoutSchema,
});

/** Confirms a demo checkout: signs the events Stripe would send and delivers them to the webhook. */
export const confirmDemoCheckout = defineContract({
  id: 'billing.confirmDemoCheckout',
  method: 'POST',
  path: '/api/stripe/demo-checkout/{sessionId}/confirm',
  auth: true,
  summary: 'Pay a demo checkout session',
  params: demoSessionParams,
  body: z.optional(z.strictObject({})),
  response: z.object({ tier: subscriptionTierSchema, credits: z.int() }),
  maxBodyBytes: 256,
});

/** Endpoints of the billing capability. */
export const billingContracts: Contract[] = [
  createCheckoutSession,
  createPortalSession,
  stripeWebhook,
  getCreditHistory,
  getBillingAccount,
  getDemoCheckout,
  confirmDemoCheckout,
];
