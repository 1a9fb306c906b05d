import { useQuery } from '@tanstack/react-query';
import { getConfig } from '../../../shared/contracts/config';
import { callApi } from './api-client';

/** The public app configuration (test mode, demo mode), cached for five minutes. */
export const useAppConfig = () =>
  useQuery({ queryKey: ['app-config'], queryFn: () => callApi(getConfig), staleTime: 5 * 60_000 });
