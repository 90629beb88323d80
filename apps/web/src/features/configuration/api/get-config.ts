import { DASHBOARD_TIMEOUT_MS, type TConfig } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getConfig = () => apiRequest<TConfig>('configuration/config', { timeoutMs: DASHBOARD_TIMEOUT_MS });

export const configQueryOptions = () =>
  queryOptions({ queryKey: ['configuration'], queryFn: getConfig, staleTime: 5 * 60_000, retry: false });

export const useConfig = () => useQuery(configQueryOptions());
