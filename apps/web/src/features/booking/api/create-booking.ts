import type { TBookingCreatedResponse, TBookingItem } from '@flexapp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys, placeKeys, userKeys } from '@/lib/query-keys';

export const createBooking = (items: TBookingItem[]) =>
  apiRequest<TBookingCreatedResponse>('booking/new/', { method: 'POST', body: items });

/** Books the chosen slots; afterwards the slots, reservations, desk states and the user reload. */
export function useCreateBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: bookingKeys.all }),
        client.invalidateQueries({ queryKey: placeKeys.all }),
        client.invalidateQueries({ queryKey: userKeys.self() }),
      ]),
  });
}
