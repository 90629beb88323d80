import type { TCheckinPlaceType, TRoomUsage } from '@flexapp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type DashboardFilters, REPORT_STALE_MS, REPORT_TIMEOUT_MS, reportKey, reportQuery } from './report-filters';

export interface RoomUsageOptions {
  checkinType?: TCheckinPlaceType;
  sort?: 'asc' | 'desc';
  limit?: number;
}

/** GET reports/room_usage: seconds of use per room (sort=asc: least used first). */
export const getRoomUsage = (f: DashboardFilters, o: RoomUsageOptions) =>
  apiRequest<TRoomUsage[]>('reports/room_usage', {
    query: { ...reportQuery(f), checkin_type: o.checkinType, sort: o.sort, limit: o.limit },
    timeoutMs: REPORT_TIMEOUT_MS,
  });

export const roomUsageQueryOptions = (f: DashboardFilters, o: RoomUsageOptions) =>
  queryOptions({
    queryKey: reportKey('room-usage', f, { ...o }),
    queryFn: () => getRoomUsage(f, o),
    staleTime: REPORT_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useRoomUsage = (f: DashboardFilters, o: RoomUsageOptions) => useQuery(roomUsageQueryOptions(f, o));
