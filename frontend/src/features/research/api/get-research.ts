import { queryOptions, useQuery } from '@tanstack/react-query';
import { getResearch } from '#shared/contracts/research';
import { isActiveStatus } from '#shared/domain/research-status';
import { callApi, isNotFound } from '#web/lib/api-client';
import { POLL_MS, researchKeys } from './keys';

/** One research, or null when it does not exist or belongs to someone else. */
async function fetchResearch(id: string) {
  try {
    return await callApi(getResearch, { params: { id } });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** A research, polled every 5 s while pending or in progress and live updates are on. */
const researchQueryOptions = (id: string, live = true) =>
  queryOptions({
    queryKey: researchKeys.detail(id),
    queryFn: () => fetchResearch(id),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return live && status && isActiveStatus(status) ? POLL_MS : false;
    },
  });

export const useResearch = (id: string, live = true) => useQuery(researchQueryOptions(id, live));
