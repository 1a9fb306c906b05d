import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLiveUpdates } from '#shared/contracts/research';
import { callApi } from '#web/lib/api-client';
import { researchKeys } from './keys';

/** The saved live-updates preference; a failed load silently falls back to on. */
async function fetchLiveUpdates(userId: string, researchId: string) {
  try {
    return await callApi(getLiveUpdates, { params: { userId, researchId } });
  } catch {
    return { enabled: true };
  }
}

const liveUpdatesQueryOptions = (userId: string, researchId: string) =>
  queryOptions({
    queryKey: researchKeys.liveUpdates(userId, researchId),
    queryFn: () => fetchLiveUpdates(userId, researchId),
  });

export const useLiveUpdates = (userId: string, researchId: string) =>
  useQuery({ ...liveUpdatesQueryOptions(userId, researchId), enabled: userId !== '' });
