import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AppConfig, getConfig } from '#shared/contracts/config';
import { callApi } from './api-client';

/** The public app configuration (simulated calls, test mode, the operator), read once per session. */
const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['app-config'],
    queryFn: () => callApi(getConfig),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The app configuration, or undefined while it loads. */
export function useAppConfig(): AppConfig | undefined {
  return useQuery(appConfigQueryOptions()).data;
}
