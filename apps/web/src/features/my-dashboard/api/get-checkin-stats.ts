import type { TCheckinStatsResponse } from '@flexapp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type DashboardFilters, REPORT_STALE_MS, REPORT_TIMEOUT_MS, reportKey } from './report-filters';

/** POST /checkins/stats/?sort=asc: check-ins and occupied desks per day, and the occupancy. */
export const getCheckinStats = (f: DashboardFilters) =>
  apiRequest<TCheckinStatsResponse>('checkins/stats/', {
    method: 'POST',
    query: { sort: 'asc' },
    timeoutMs: REPORT_TIMEOUT_MS,
    body: {
      start_date: f.range.start,
      start_time: '00:00',
      end_date: f.range.end,
      end_time: '23:59',
      building: f.buildingIds.length > 0 ? f.buildingIds : undefined,
      floor: f.floorId,
      room: f.roomId,
      day_of_week: f.dayOfWeek,
    },
  });

export const checkinStatsQueryOptions = (f: DashboardFilters) =>
  queryOptions({
    queryKey: reportKey('checkin-stats', f),
    queryFn: () => getCheckinStats(f),
    staleTime: REPORT_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useCheckinStats = (f: DashboardFilters) => useQuery(checkinStatsQueryOptions(f));
