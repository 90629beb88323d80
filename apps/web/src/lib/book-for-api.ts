import type { TBookForColleagues, TBookingCreatedResponse, TBookingItem } from '@flexapp/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys, placeKeys } from '@/lib/query-keys';

/** Booking for a colleague (decision 355): the people one may book for, and the booking in their name. */
export const bookForKeys = {
  all: [...bookingKeys.all, 'book-for'] as const,
  colleagues: (q: string) => [...bookForKeys.all, 'colleagues', q] as const,
};

export const getBookForColleagues = (q: string) =>
  apiRequest<TBookForColleagues>('booking/colleagues/', { query: { q } });

export const useBookForColleagues = (q: string) =>
  useQuery({
    queryKey: bookForKeys.colleagues(q),
    queryFn: () => getBookForColleagues(q),
    placeholderData: keepPreviousData,
  });

export const createBookingFor = ({ colleagueId, items }: { colleagueId: number; items: TBookingItem[] }) =>
  apiRequest<TBookingCreatedResponse>(`booking/for/${colleagueId}/`, { method: 'POST', body: items });

/** Books the chosen slots in a colleague's name; afterwards the slots and desk states reload. */
export function useCreateBookingFor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBookingFor,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: bookingKeys.all }),
        client.invalidateQueries({ queryKey: placeKeys.all }),
      ]),
  });
}
