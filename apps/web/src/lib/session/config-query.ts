import { DASHBOARD_TIMEOUT_MS, type TConfig } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { setOrgTimeZone } from '../org-zone';
import { configKeys } from '../query-keys';

/** The configuration; its time zone becomes the one every time of a place is shown in (decision 176). */
export const getConfig = () =>
  apiRequest<TConfig>('configuration/config', { timeoutMs: DASHBOARD_TIMEOUT_MS }).then((config) => {
    setOrgTimeZone(config.time_zone);
    return config;
  });

export const configQueryOptions = () =>
  queryOptions({ queryKey: configKeys.all, queryFn: getConfig, staleTime: 5 * 60_000, retry: false });

export const useConfig = () => useQuery(configQueryOptions());
