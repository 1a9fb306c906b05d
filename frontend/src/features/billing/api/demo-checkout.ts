import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmDemoCheckout, getDemoCheckout } from '#shared/contracts/billing';
import { callApi } from '#web/lib/api-client';
import { useSession } from '#web/lib/session';
import { billingKeys, invalidateBilling } from './keys';

/** What a demo checkout session sells. */
export function useDemoCheckout(sessionId: string) {
  return useQuery({
    queryKey: billingKeys.demoCheckout(sessionId),
    queryFn: () => callApi(getDemoCheckout, { params: { sessionId } }),
    enabled: sessionId.length > 0,
    retry: false,
  });
}

/** Pays a demo session; the plan, credits and history are then re-read. */
export function useConfirmDemoCheckout() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (sessionId: string) => callApi(confirmDemoCheckout, { params: { sessionId } }),
    onSuccess: () => invalidateBilling(queryClient, user?.id),
  });
}
