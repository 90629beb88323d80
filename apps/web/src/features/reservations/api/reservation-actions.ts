import type { TBookingCreatedResponse, TBookingItem, TConfirmation, TReservation } from '@flexapp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { createCheckin, deleteCheckin } from '@/lib/checkin-api';
import { orgTime } from '@/lib/org-time';
import { bookingKeys, configKeys, placeKeys, userKeys } from '@/lib/query-keys';

export const confirmReservation = (confirmationId: number) =>
  apiRequest<TConfirmation>(`booking/reminders/${confirmationId}/update/`, { method: 'POST' });
export const cancelReservation = (id: number) =>
  apiRequest<void>(`booking/reservations/delete/${id}/`, { method: 'DELETE' });

/** Books exactly what a reservation held again (the undo of a cancellation): the same desk and slot, or room and times. */
export const bookAgain = (items: TBookingItem[]) =>
  apiRequest<TBookingCreatedResponse>('booking/new/', { method: 'POST', body: items });

/** The booking item that books `r` again; null when it cannot be said (a desk booking without its slot). */
export function itemOf(r: TReservation): TBookingItem | null {
  if (r.desk && r.timetable_id !== null) return { date: r.date, desk_id: r.desk.id, timetable_id: r.timetable_id };
  if (r.room)
    return {
      date: r.date,
      room_id: r.room.id,
      time_start: orgTime(r.start_at),
      time_end: orgTime(r.end_at),
      ...(r.title ? { title: r.title } : {}),
      ...(r.attendees ? { attendees: r.attendees } : {}),
    };
  return null;
}

export type ReservationAction =
  | { kind: 'confirm'; confirmationId: number }
  | { kind: 'cancel'; reservationId: number }
  | { kind: 'checkin'; desk?: number; room?: number }
  | { kind: 'checkout'; checkinId: number }
  | { kind: 'rebook'; item: TBookingItem };

function run(action: ReservationAction): Promise<unknown> {
  switch (action.kind) {
    case 'confirm':
      return confirmReservation(action.confirmationId);
    case 'cancel':
      return cancelReservation(action.reservationId);
    case 'checkin':
      return createCheckin(action.desk !== undefined ? { desk: action.desk } : { room: action.room });
    case 'checkout':
      return deleteCheckin(action.checkinId);
    case 'rebook':
      return bookAgain([action.item]);
  }
}

/** Every action on a reservation card; afterwards settings, the user and the list reload (docs/product/booking.md, reservations). */
export function useReservationAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: configKeys.all }),
        client.invalidateQueries({ queryKey: userKeys.self() }),
        client.invalidateQueries({ queryKey: bookingKeys.all }),
        client.invalidateQueries({ queryKey: placeKeys.all }),
      ]),
  });
}
