import { QueryClient } from '@tanstack/react-query';
import { isNetworkError } from './api-client';

/** A network failure is retried a few times (the query also pauses offline and resumes online). */
const retry = (failures: number, error: unknown) => failures < (isNetworkError(error) ? 3 : 1);

/** Cache settings: fresh 5 minutes, kept 10 minutes, one retry (three offline), no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
        retry,
        refetchOnWindowFocus: false,
      },
    },
  });
}
