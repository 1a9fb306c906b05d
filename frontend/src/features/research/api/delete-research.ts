import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteResearch } from '#shared/contracts/research';
import { callApi } from '#web/lib/api-client';
import { researchKeys } from './keys';

const removeResearch = (id: string) => callApi(deleteResearch, { params: { id } });

/**
 * Deletes a research (stopping it first). `onDeleted` runs first (leaving the research's page), then
 * its cached detail and calls are dropped and the lists re-read: a page still showing it would read
 * it again and find it gone.
 */
export function useDeleteResearch(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeResearch,
    onSuccess: (_, id) => {
      onDeleted();
      queryClient.removeQueries({ queryKey: researchKeys.detail(id) });
      queryClient.removeQueries({ queryKey: researchKeys.calls(id) });
      return queryClient.invalidateQueries({ queryKey: researchKeys.lists });
    },
  });
}
