import type { TNoShowsResponse } from '@flexapp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type DashboardFilters, REPORT_STALE_MS, REPORT_TIMEOUT_MS, reportKey, reportQuery } from './report-filters';

/** GET reports/no_shows: bookings that started against the ones checked in for; releases apart. */
export const getNoShows = (f: DashboardFilters) =>
  apiRequest<TNoShowsResponse>('reports/no_shows', { query: reportQuery(f), timeoutMs: REPORT_TIMEOUT_MS });

export const noShowsQueryOptions = (f: DashboardFilters) =>
  queryOptions({
    queryKey: reportKey('no-shows', f),
    queryFn: () => getNoShows(f),
    staleTime: REPORT_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useNoShows = (f: DashboardFilters) => useQuery(noShowsQueryOptions(f));
