import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCallAgain } from '#shared/contracts/research';
import { callApi } from '#web/lib/api-client';
import { researchKeys } from './keys';

const fetchCallAgain = (id: string) => callApi(getCallAgain, { params: { id } });

/** When each business of a research can be called again, read afresh each time it is asked for. */
const callAgainQueryOptions = (id: string) =>
  queryOptions({ queryKey: researchKeys.callAgain(id), queryFn: () => fetchCallAgain(id), staleTime: 0 });

/** When each business of the research can be called again, while `enabled` (the follow-up dialog is open). */
export const useCallAgain = (id: string, enabled: boolean) =>
  useQuery({ ...callAgainQueryOptions(id), enabled });
