import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generateVisualization } from '#shared/contracts/research';
import { callApi } from '#web/lib/api-client';
import { researchKeys } from './keys';

const postGenerateVisualization = (callId: string) => callApi(generateVisualization, { params: { callId } });

/** Asks the server for a visualization of a call's extracted data. */
export function useGenerateVisualization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postGenerateVisualization,
    onSuccess: (_viz, callId) =>
      queryClient.invalidateQueries({ queryKey: researchKeys.visualizations(callId) }),
  });
}
