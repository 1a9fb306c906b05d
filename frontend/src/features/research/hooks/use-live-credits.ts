import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateAccount } from '#web/lib/account-queries';
import { useSession } from '#web/lib/session';
import { useResearches } from '../api/list-researches';

/**
 * Keeps credits and plan current while calls are charged: the research list is polled while any
 * research runs, and every change of a research's status or answered calls (a charge, or credits
 * set aside coming back) re-reads the profile and the billing queries.
 */
export function useLiveCredits(): void {
  const userId = useSession().user?.id ?? '';
  const researches = useResearches(userId).data;
  const queryClient = useQueryClient();
  const signature = researches
    ?.map((r) => `${r.id}:${r.status}:${r.completedCalls}:${r.totalCalls}`)
    .join('|');
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (signature === undefined) return;
    const previous = seen.current;
    seen.current = signature;
    if (previous !== undefined && previous !== signature) void invalidateAccount(queryClient, userId);
  }, [signature, queryClient, userId]);
}

/** Mounts {@link useLiveCredits} in the app shell. */
export function LiveCredits() {
  useLiveCredits();
  return null;
}
