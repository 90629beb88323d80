import type { TUserCountsResponse } from '@flexapp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardReportKeys, type DashboardFilters, REPORT_TIMEOUT_MS } from './report-filters';

/** GET reports/user_counts: who is where right now (the place filters narrow checked_in). */
export const getUserCounts = (f: DashboardFilters) =>
  apiRequest<TUserCountsResponse>('reports/user_counts', {
    query: { building_id: f.buildingIds, floor_id: f.floorId, room_id: f.roomId },
    timeoutMs: REPORT_TIMEOUT_MS,
  });

export const userCountsQueryOptions = (f: DashboardFilters) =>
  queryOptions({
    queryKey: dashboardReportKeys.userCounts(f),
    queryFn: () => getUserCounts(f),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useUserCounts = (f: DashboardFilters) => useQuery(userCountsQueryOptions(f));
