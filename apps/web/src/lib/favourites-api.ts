import { isSlotSelectable, type TFavouriteKind, type TFavouriteList } from '@flexapp/contract';
import type { TBookingCreatedResponse, TDeskTimetables } from '@flexapp/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { bookingKeys, favouriteKeys, placeKeys, userKeys } from './query-keys';

export const favouritesQuery = () =>
  queryOptions({
    queryKey: favouriteKeys.all,
    queryFn: () => apiRequest<TFavouriteList>('booking/favourites'),
    select: (data) => data.favourites,
  });

export const useFavourites = () => useQuery(favouritesQuery());

/** Stars (on) or unstars (off) a desk or meeting room; the list reloads. */
export function useToggleFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, on }: { kind: TFavouriteKind; id: number; on: boolean }) =>
      apiRequest<void>(`booking/favourites/${kind}/${id}`, { method: on ? 'PUT' : 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}

export class NoFreeSlotError extends Error {}

/**
 * One tap on a favourite desk (decision 260): books every slot of the desk still free on `date`, as the booking
 * screen would with all free slots chosen. None free: NoFreeSlotError, nothing sent.
 */
export async function bookFavouriteDesk(deskId: number, date: string): Promise<TBookingCreatedResponse> {
  const desk = await apiRequest<TDeskTimetables>(`booking/desk/${deskId}/timetables/`, { query: { date } });
  const free = (desk.timetables[date] ?? []).filter((slot) => isSlotSelectable(slot));
  if (desk.is_closed || free.length === 0) throw new NoFreeSlotError();
  return apiRequest<TBookingCreatedResponse>('booking/new/', {
    method: 'POST',
    body: free.map((slot) => ({ date, desk_id: deskId, timetable_id: slot.timetable.id })),
  });
}

export function useBookFavouriteDesk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ deskId, date }: { deskId: number; date: string }) => bookFavouriteDesk(deskId, date),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: bookingKeys.all }),
        client.invalidateQueries({ queryKey: placeKeys.all }),
        client.invalidateQueries({ queryKey: userKeys.self() }),
      ]),
  });
}
