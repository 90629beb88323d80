import type { TCalendarUrl } from '@flexapp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// Not under ['users', 'self', token]: saving the profile writes the new user into those queries.
const key = ['users', 'calendar-url'];

/** The private calendar subscription URL (made on first use). */
export const useCalendarUrl = () =>
  useQuery({ queryKey: key, queryFn: () => apiRequest<TCalendarUrl>('users/self/calendar') });

/** A new URL: the old one stops working. */
export function useResetCalendarUrl() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TCalendarUrl>('users/self/calendar/reset', { method: 'POST' }),
    onSuccess: (url) => client.setQueryData(key, url),
  });
}
