import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stopResearch } from '#shared/contracts/research';
import { callApi } from '#web/lib/api-client';
import { invalidateResearches, researchKeys } from './keys';

const postStop = (id: string) => callApi(stopResearch, { params: { id } });

/** Stops a pending or running research; the answer's research replaces the cached detail. */
export function useStopResearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postStop,
    onSuccess: ({ research }) => {
      queryClient.setQueryData(researchKeys.detail(research.id), research);
      return invalidateResearches(queryClient);
    },
  });
}
