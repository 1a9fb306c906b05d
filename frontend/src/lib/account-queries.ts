import type { QueryClient } from '@tanstack/react-query';
import { profileQueryKey } from './profile-query';

/** Root of every billing query key (account, history, checkout). */
export const BILLING_QUERY_ROOT = ['billing'] as const;

/** Marks the credits and plan stale wherever they show: the profile and every billing query. */
export async function invalidateAccount(queryClient: QueryClient, userId: string | undefined): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: BILLING_QUERY_ROOT }),
    userId ? queryClient.invalidateQueries({ queryKey: profileQueryKey(userId) }) : Promise.resolve(),
  ]);
}
