import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteResearch } from '#shared/contracts/research';
import { callApi } from '#web/lib/api-client';
import { researchKeys } from './keys';

const removeResearch = (id: string) => callApi(deleteResearch, { params: { id } });

/** Deletes a research (stopping it first); its cached detail and calls are dropped, lists re-read. */
export function useDeleteResearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeResearch,
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: researchKeys.detail(id) });
      queryClient.removeQueries({ queryKey: researchKeys.calls(id) });
      await queryClient.invalidateQueries({ queryKey: researchKeys.all });
    },
  });
}
