import type { QueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '../../../lib/profile';

/** Cache keys of the billing feature. */
export const billingKeys = {
  all: ['billing'] as const,
  account: ['billing', 'account'] as const,
  history: ['billing', 'history'] as const,
  demoCheckout: (sessionId: string) => ['billing', 'demo-checkout', sessionId] as const,
};

/** After a plan or balance change: the billing data and the profile (credits, tier) are stale. */
export async function invalidateBilling(queryClient: QueryClient, userId: string | undefined) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: billingKeys.all }),
    userId ? queryClient.invalidateQueries({ queryKey: profileQueryKey(userId) }) : Promise.resolve(),
  ]);
}
