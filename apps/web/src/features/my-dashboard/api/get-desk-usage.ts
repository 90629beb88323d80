import type { TDeskUsage } from '@flexapp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type DashboardFilters, REPORT_STALE_MS, REPORT_TIMEOUT_MS, reportKey, reportQuery } from './report-filters';

/** GET reports/desk_usage: seconds of use per open desk. */
export const getDeskUsage = (f: DashboardFilters, sort: 'asc' | 'desc', limit: number) =>
  apiRequest<TDeskUsage[]>('reports/desk_usage', {
    query: { ...reportQuery(f), sort, limit },
    timeoutMs: REPORT_TIMEOUT_MS,
  });

export const deskUsageQueryOptions = (f: DashboardFilters, sort: 'asc' | 'desc', limit: number) =>
  queryOptions({
    queryKey: reportKey('desk-usage', f, { sort, limit }),
    queryFn: () => getDeskUsage(f, sort, limit),
    staleTime: REPORT_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useDeskUsage = (f: DashboardFilters, sort: 'asc' | 'desc' = 'desc', limit = 10) =>
  useQuery(deskUsageQueryOptions(f, sort, limit));
