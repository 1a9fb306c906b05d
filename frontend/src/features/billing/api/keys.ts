import { BILLING_QUERY_ROOT } from '#web/lib/account-queries';

export { invalidateAccount as invalidateBilling } from '#web/lib/account-queries';

/** Cache keys of the billing feature. */
export const billingKeys = {
  all: BILLING_QUERY_ROOT,
  account: [...BILLING_QUERY_ROOT, 'account'] as const,
  history: [...BILLING_QUERY_ROOT, 'history'] as const,
  demoCheckout: (sessionId: string) => [...BILLING_QUERY_ROOT, 'demo-checkout', sessionId] as const,
};
