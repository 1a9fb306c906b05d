import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCreditHistory } from '#shared/contracts/billing';
import { callApi } from '#web/lib/api-client';
import { billingKeys } from './keys';

/** The signed-in user's credit ledger, newest first. */
const creditHistoryQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.history,
    queryFn: async () => (await callApi(getCreditHistory)).entries,
  });

export const useCreditHistory = () => useQuery(creditHistoryQueryOptions());
