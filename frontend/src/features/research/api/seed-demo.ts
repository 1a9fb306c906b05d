import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seedDemo } from '#shared/contracts/research';
import { callApi } from '#web/lib/api-client';
import { invalidateResearches } from './keys';

/** Local-storage flag asking the dashboard to load the sample researches once. */
export const SEED_FLAG_KEY = 'seed';

/** Creates the sample researches (the server skips a user with 5 or more); lists become stale. */
export function useSeedDemo(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(seedDemo, { body: { userId } }),
    onSuccess: () => invalidateResearches(queryClient),
  });
}
