import type { TBookingCreatedResponse, TBookingItem } from '@flexapp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const createBooking = (items: TBookingItem[]) =>
  apiRequest<TBookingCreatedResponse>('booking/new/', { method: 'POST', body: items });

/** Books the chosen slots; afterwards the slots, reservations, desk states and the user reload. */
export function useCreateBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['booking'] }),
        client.invalidateQueries({ queryKey: ['structure'] }),
        client.invalidateQueries({ queryKey: ['users', 'self'] }),
      ]),
  });
}
