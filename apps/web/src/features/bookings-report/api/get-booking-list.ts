import { DASHBOARD_TIMEOUT_MS, EXPORT_ALL_LIMIT, type TBookingListResponse } from '@flexapp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from '@/lib/query-keys';

export interface BookingListFilters {
  start_date: string;
  end_date: string;
  /** The chosen buildings, `building` repeated; [] for all (decisions 418, 426). */
  buildings: readonly number[];
  floor?: string;
  room?: string;
  desk?: string;
}

const numeric = (v?: string) => (v && /^\d+$/.test(v) ? v : undefined);
const query = (f: BookingListFilters) => ({
  start_date: f.start_date,
  end_date: f.end_date,
  building: f.buildings,
  floor: numeric(f.floor),
  room: numeric(f.room),
  desk: numeric(f.desk),
});

/** GET booking/list/all/: one page of the server's page size (100 by default). */
export const bookingListQueryOptions = (filters: BookingListFilters, page: number) =>
  queryOptions({
    queryKey: bookingKeys.list(filters, page),
    queryFn: ({ signal }) =>
      apiRequest<TBookingListResponse>('booking/list/all/', {
        query: { ...query(filters), page },
        timeoutMs: DASHBOARD_TIMEOUT_MS,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
/** `enabled` false: not asked (aggregate-only analytics refuses lists of people, decision 317). */
export const useBookingList = (filters: BookingListFilters, page: number, enabled = true) =>
  useQuery({ ...bookingListQueryOptions(filters, page), enabled });

/** Every booking of the filters (limit=-1), for the exports. */
export const getAllBookings = (filters: BookingListFilters) =>
  apiRequest<TBookingListResponse>('booking/list/all/', {
    query: { ...query(filters), limit: EXPORT_ALL_LIMIT },
    timeoutMs: DASHBOARD_TIMEOUT_MS * 6,
  });
