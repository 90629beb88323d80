import { DASHBOARD_TIMEOUT_MS, EXPORT_ALL_LIMIT, type TCheckinActivitiesResponse } from '@flexapp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reportKeys } from '@/lib/query-keys';

export interface CheckinFilters {
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  user?: number;
  desk?: number;
  room?: number;
  /** The chosen buildings, `building_id` repeated; [] for all the caller may see (decisions 418, 426). */
  building_id: readonly number[];
  guest: boolean;
}

/** GET reports/checkin_activities/ with period=all and limit=-1 (every check-in of the range, guests included). */
export const getCheckinActivities = (filters: CheckinFilters, signal?: AbortSignal) =>
  apiRequest<TCheckinActivitiesResponse>('reports/checkin_activities/', {
    query: { ...filters, guest: filters.guest ? 'true' : undefined, period: 'all', limit: EXPORT_ALL_LIMIT },
    // A long range is a large answer: allow it more than the 10 s of the small calls.
    timeoutMs: DASHBOARD_TIMEOUT_MS * 6,
    signal,
  });

export const checkinActivitiesQueryOptions = (filters: CheckinFilters) =>
  queryOptions({
    queryKey: reportKeys.checkinActivities(filters),
    queryFn: ({ signal }) => getCheckinActivities(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useCheckinActivities = (filters: CheckinFilters) => useQuery(checkinActivitiesQueryOptions(filters));
