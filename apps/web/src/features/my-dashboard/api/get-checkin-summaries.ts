import type { TCheckinCount } from '@flexapp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type DashboardFilters, REPORT_STALE_MS, REPORT_TIMEOUT_MS, reportKey, reportQuery } from './report-filters';

/** GET reports/checkin_summaries: desk and meeting-room check-ins per month. */
export const getCheckinSummaries = (f: DashboardFilters) =>
  apiRequest<TCheckinCount[]>('reports/checkin_summaries', { query: reportQuery(f), timeoutMs: REPORT_TIMEOUT_MS });

export const checkinSummariesQueryOptions = (f: DashboardFilters) =>
  queryOptions({
    queryKey: reportKey('checkin-summaries', f),
    queryFn: () => getCheckinSummaries(f),
    staleTime: REPORT_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useCheckinSummaries = (f: DashboardFilters) => useQuery(checkinSummariesQueryOptions(f));
