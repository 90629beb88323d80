import type { TBookingCreatedResponse, TRoomBookingItem } from '@flexapp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys, userKeys } from '@/lib/query-keys';

/** Books a meeting room (a room item of POST booking/new/); the rooms, reservations and the user reload. */
export function useCreateRoomBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (items: TRoomBookingItem[]) =>
      apiRequest<TBookingCreatedResponse>('booking/new/', { method: 'POST', body: items }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: bookingKeys.all }),
        client.invalidateQueries({ queryKey: userKeys.self() }),
      ]),
  });
}
