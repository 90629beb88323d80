import type {
  TAwayRequest,
  TCancelledCount,
  TSeriesCancel,
  TSeriesDetail,
  TSeriesEdit,
  TSeriesPreview,
  TSeriesRequest,
  TSeriesResult,
} from '@flexapp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { bookingKeys, placeKeys, userKeys } from './query-keys';

/** Recurring bookings (decision 220): preview and create a series, cancel its occurrences, "away from … to …". */
export const previewSeries = (req: TSeriesRequest) =>
  apiRequest<TSeriesPreview>('booking/series/preview/', { method: 'POST', body: req });
export const createSeries = (req: TSeriesRequest) =>
  apiRequest<TSeriesResult>('booking/series/', { method: 'POST', body: req });
export const cancelSeries = (seriesId: number, req: TSeriesCancel) =>
  apiRequest<TCancelledCount>(`booking/series/${seriesId}/cancel/`, { method: 'POST', body: req });
export const getSeries = (seriesId: number) => apiRequest<TSeriesDetail>(`booking/series/${seriesId}/`);
export const editSeries = (seriesId: number, req: TSeriesEdit) =>
  apiRequest<TSeriesResult>(`booking/series/${seriesId}/edit/`, { method: 'POST', body: req });
/** What an edit would do, without doing it (decision 395). */
export const previewSeriesEdit = (seriesId: number, req: TSeriesEdit) =>
  apiRequest<TSeriesResult>(`booking/series/${seriesId}/edit/preview/`, { method: 'POST', body: req });
export const awayBetween = (req: TAwayRequest) =>
  apiRequest<TCancelledCount>('booking/away/', { method: 'POST', body: req });

/** Every change to bookings reloads the reservations, the desks' states and the user. */
function useBookingChange<A, R>(fn: (a: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: bookingKeys.all }),
        client.invalidateQueries({ queryKey: placeKeys.all }),
        client.invalidateQueries({ queryKey: userKeys.self() }),
      ]),
  });
}

export const usePreviewSeries = () => useMutation({ mutationFn: previewSeries });
export const useCreateSeries = () => useBookingChange(createSeries);
export const useCancelSeries = () =>
  useBookingChange(({ seriesId, ...req }: TSeriesCancel & { seriesId: number }) => cancelSeries(seriesId, req));
export const useAway = () => useBookingChange(awayBetween);
/** One's own series as it stands (decision 356), while `seriesId` is set. */
export const useSeries = (seriesId: number | null) =>
  useQuery({
    queryKey: bookingKeys.series(seriesId),
    queryFn: () => getSeries(seriesId!),
    enabled: seriesId !== null,
    staleTime: 0,
  });
export const useEditSeries = () =>
  useBookingChange(({ seriesId, ...req }: TSeriesEdit & { seriesId: number }) => editSeries(seriesId, req));
export const usePreviewSeriesEdit = () =>
  useMutation({
    mutationFn: ({ seriesId, ...req }: TSeriesEdit & { seriesId: number }) => previewSeriesEdit(seriesId, req),
  });
