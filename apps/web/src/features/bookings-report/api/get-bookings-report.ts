import { DASHBOARD_TIMEOUT_MS, type TBookingReportRow } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reportKeys } from '@/lib/query-keys';

export interface ReportRange {
  /** `{building}.{floor}.{room}.0` */
  scope: string;
  start_date: string;
  end_date: string;
  /** With `all` as the scope's building: the chosen buildings, `building_id` repeated; [] for all (decision 426). */
  buildingIds: readonly number[];
}

/** GET reports/bookings/{scope}: one row per day and building. The key has no page, so paging reuses it. */
export const bookingsReportQueryOptions = ({ scope, start_date, end_date, buildingIds }: ReportRange) =>
  queryOptions({
    queryKey: reportKeys.bookings([scope, ...buildingIds], start_date, end_date),
    queryFn: ({ signal }) =>
      apiRequest<TBookingReportRow[]>(`reports/bookings/${scope}`, {
        query: { start_date, end_date, building_id: buildingIds },
        timeoutMs: DASHBOARD_TIMEOUT_MS,
        signal,
      }),
    staleTime: 5 * 60_000,
  });
export const useBookingsReport = (range: ReportRange) => useQuery(bookingsReportQueryOptions(range));
