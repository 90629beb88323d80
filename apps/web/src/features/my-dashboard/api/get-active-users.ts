import type { TActiveUsersResponse } from '@flexapp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type DashboardFilters, REPORT_STALE_MS, REPORT_TIMEOUT_MS, reportKey, reportQuery } from './report-filters';

/** GET reports/active_users: distinct people with a check-in in the range. */
export const getActiveUsers = (f: DashboardFilters) =>
  apiRequest<TActiveUsersResponse>('reports/active_users', { query: reportQuery(f), timeoutMs: REPORT_TIMEOUT_MS });

export const activeUsersQueryOptions = (f: DashboardFilters) =>
  queryOptions({
    queryKey: reportKey('active-users', f),
    queryFn: () => getActiveUsers(f),
    staleTime: REPORT_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useActiveUsers = (f: DashboardFilters) => useQuery(activeUsersQueryOptions(f));
