import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retryUnreached } from '#shared/contracts/research';
import { callApi } from '#web/lib/api-client';
import { invalidateResearches, researchKeys } from './keys';

const postRetry = (id: string) => callApi(retryUnreached, { params: { id } });

/** Calls the unreached businesses of a research again; the answer's research replaces the cached one. */
export function useRetryUnreached() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRetry,
    onSuccess: ({ research }) => {
      queryClient.setQueryData(researchKeys.detail(research.id), research);
      return invalidateResearches(queryClient);
    },
  });
}
