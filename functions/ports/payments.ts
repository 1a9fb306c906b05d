import type { PaidTier } from '#shared/domain/plans';

/** A verified payment-provider event: only what the billing use cases read. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The event's `data.object`, parsed by the use case with its own schema. */
  object: unknown;
}

export interface CheckoutRequest {
  userId: string;
  customerId: string;
  tier: PaidTier;
  priceId: string;
  /** Where the provider sends the browser back, e.g. `https://app/billing`. */
  returnUrl: string;
}

interface PlanChangeRequest {
  userId: string;
  customerId: string;
  tier: PaidTier;
  priceId: string;
}

/** A signed payload, exactly as the provider would deliver it to the webhook. */
export interface SignedDelivery {
  rawBody: string;
  signature: string;
}

/** Subscriptions through a card payment provider (Stripe, or the local demo checkout). */
export interface Payments {
  /** True for the in-app demo checkout (no real payment). */
  readonly demo: boolean;
  /** Configured price id of each plan that checkout sells. */
  readonly priceIds: Record<PaidTier, string>;
  /** Creates the provider's customer for a user. */
  createCustomer(input: { userId: string; email: string }): Promise<string>;
  /** Starts a subscription checkout; returns the URL to send the browser to. */
  createCheckoutSession(input: CheckoutRequest): Promise<string>;
  /**
   * Moves the customer's active subscription to another plan's price at once: prorated, invoiced
   * and paid now (a failed payment leaves it unchanged). 'no_subscription' when there is none.
   */
  changeSubscription(input: PlanChangeRequest): Promise<'changed' | 'no_subscription'>;
  /** Opens the subscription portal of a customer; returns its URL. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<string>;
  /** Verifies a delivery's signature on the raw body; rejects with `invalid_input` when it does not match. */
  verifyEvent(delivery: SignedDelivery): Promise<PaymentEvent>;
}

/** The demo checkout: the payments of a demo session, signed like the provider's webhooks. */
export interface DemoCheckout {
  /** Reads a demo session id back; undefined when forged or expired. */
  openSession(sessionId: string): CheckoutRequest | undefined;
  /** Signs an event payload with the local webhook secret, as the provider does. */
  sign(event: { id: string; type: string; object: Record<string, unknown> }): SignedDelivery;
}
