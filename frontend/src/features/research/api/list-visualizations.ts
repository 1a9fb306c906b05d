import { queryOptions, useQuery } from '@tanstack/react-query';
import { listVisualizations } from '#shared/contracts/research';
import { callApi } from '#web/lib/api-client';
import { researchKeys } from './keys';

const fetchVisualizations = (callId: string) => callApi(listVisualizations, { params: { callId } });

/** Visualizations of a call; `pollMs` re-fetches while a generation may still be landing. */
const visualizationsQueryOptions = (callId: string, pollMs: number | false = false) =>
  queryOptions({
    queryKey: researchKeys.visualizations(callId),
    queryFn: () => fetchVisualizations(callId),
    refetchInterval: pollMs,
  });

export const useVisualizations = (callId: string, pollMs: number | false = false) =>
  useQuery(visualizationsQueryOptions(callId, pollMs));
