import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateResearchBody, createResearch } from '#shared/contracts/research';
import { callApi } from '#web/lib/api-client';
import { invalidateResearches } from './keys';

const postResearch = (body: CreateResearchBody) => callApi(createResearch, { body });

/** Creates a research and starts its calls; lists, details and calls become stale. */
export function useCreateResearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postResearch,
    onSuccess: () => invalidateResearches(queryClient),
  });
}
