import { queryOptions, useQuery } from '@tanstack/react-query';
import { listUserResearches } from '#shared/contracts/research';
import { isActiveStatus } from '#shared/domain/research-status';
import { callApi } from '#web/lib/api-client';
import { POLL_MS, researchKeys } from './keys';

const fetchResearches = (userId: string) => callApi(listUserResearches, { params: { userId } });

/** The user's researches, newest first, polled every 5 s while any is still running. */
const researchesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: researchKeys.list(userId),
    queryFn: () => fetchResearches(userId),
    refetchInterval: (query) => (query.state.data?.some((r) => isActiveStatus(r.status)) ? POLL_MS : false),
  });

export const useResearches = (userId: string) =>
  useQuery({ ...researchesQueryOptions(userId), enabled: userId !== '' });
