import type { TCheckinDuration, TCheckinPlaceType } from '@flexapp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type DashboardFilters, REPORT_STALE_MS, REPORT_TIMEOUT_MS, reportKey, reportQuery } from './report-filters';

/** GET reports/checkin_durations: average seconds per month for one check-in type. */
export const getCheckinDurations = (f: DashboardFilters, checkinType: TCheckinPlaceType) =>
  apiRequest<TCheckinDuration[]>('reports/checkin_durations', {
    query: { ...reportQuery(f), checkin_type: checkinType },
    timeoutMs: REPORT_TIMEOUT_MS,
  });

export const checkinDurationsQueryOptions = (f: DashboardFilters, checkinType: TCheckinPlaceType) =>
  queryOptions({
    queryKey: reportKey('checkin-durations', f, { checkinType }),
    queryFn: () => getCheckinDurations(f, checkinType),
    staleTime: REPORT_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useCheckinDurations = (f: DashboardFilters, checkinType: TCheckinPlaceType) =>
  useQuery(checkinDurationsQueryOptions(f, checkinType));
