import { queryOptions, useQuery } from '@tanstack/react-query';
import { listResearchCalls } from '#shared/contracts/research';
import { callApi } from '#web/lib/api-client';
import { POLL_MS, researchKeys } from './keys';

const fetchCalls = (id: string) => callApi(listResearchCalls, { params: { id } });

/** A research's call records, polled every 5 s until the research reaches a final status. */
const callsQueryOptions = (id: string, polling: boolean) =>
  queryOptions({
    queryKey: researchKeys.calls(id),
    queryFn: () => fetchCalls(id),
    refetchInterval: polling ? POLL_MS : false,
  });

export const useCalls = (id: string, polling: boolean, enabled = true) =>
  useQuery({ ...callsQueryOptions(id, polling), enabled });
