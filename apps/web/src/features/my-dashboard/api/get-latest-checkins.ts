import type { TCheckinPlaceType, TLatestCheckin } from '@flexapp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type DashboardFilters, REPORT_STALE_MS, REPORT_TIMEOUT_MS, reportKey, reportQuery } from './report-filters';

/** GET reports/latest_checkins: the newest check-ins of one type. */
export const getLatestCheckins = (f: DashboardFilters, checkinType: TCheckinPlaceType, limit: number) =>
  apiRequest<TLatestCheckin[]>('reports/latest_checkins', {
    query: { ...reportQuery(f), checkin_type: checkinType, limit },
    timeoutMs: REPORT_TIMEOUT_MS,
  });

export const latestCheckinsQueryOptions = (f: DashboardFilters, checkinType: TCheckinPlaceType, limit: number) =>
  queryOptions({
    queryKey: reportKey('latest-checkins', f, { checkinType, limit }),
    queryFn: () => getLatestCheckins(f, checkinType, limit),
    staleTime: REPORT_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useLatestCheckins = (f: DashboardFilters, checkinType: TCheckinPlaceType, limit = 8) =>
  useQuery(latestCheckinsQueryOptions(f, checkinType, limit));
