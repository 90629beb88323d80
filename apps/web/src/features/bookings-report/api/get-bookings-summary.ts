import { DASHBOARD_TIMEOUT_MS, type TBookingSummary } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ReportRange } from './get-bookings-report';
import { reportKeys } from '@/lib/query-keys';

/** GET reports/bookings/{scope}/summary. The key has no page, so paging reuses it. */
export const bookingsSummaryQueryOptions = ({ scope, start_date, end_date, buildingIds }: ReportRange) =>
  queryOptions({
    queryKey: reportKeys.bookingsSummary([scope, ...buildingIds], start_date, end_date),
    queryFn: ({ signal }) =>
      apiRequest<TBookingSummary>(`reports/bookings/${scope}/summary`, {
        query: { start_date, end_date, building_id: buildingIds },
        timeoutMs: DASHBOARD_TIMEOUT_MS,
        signal,
      }),
    staleTime: 5 * 60_000,
  });
export const useBookingsSummary = (range: ReportRange) => useQuery(bookingsSummaryQueryOptions(range));
