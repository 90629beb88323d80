import type { TConfirmation } from '@flexapp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { createCheckin, deleteCheckin } from '@/lib/checkin-api';

export const confirmReservation = (confirmationId: number) =>
  apiRequest<TConfirmation>(`booking/reminders/${confirmationId}/update/`, { method: 'POST' });
export const cancelReservation = (id: number) =>
  apiRequest<void>(`booking/reservations/delete/${id}/`, { method: 'DELETE' });

export type ReservationAction =
  | { kind: 'confirm'; confirmationId: number }
  | { kind: 'cancel'; reservationId: number }
  | { kind: 'checkin'; desk?: number; room?: number }
  | { kind: 'checkout'; checkinId: number };

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
  }
}

/** Every action on a reservation card; afterwards settings, the user and the list reload (docs/product/booking.md, reservations). */
export function useReservationAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['configuration'] }),
        client.invalidateQueries({ queryKey: ['users', 'self'] }),
        client.invalidateQueries({ queryKey: ['booking'] }),
        client.invalidateQueries({ queryKey: ['structure'] }),
      ]),
  });
}
