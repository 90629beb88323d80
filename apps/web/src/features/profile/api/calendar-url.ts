import type { TCalendarUrl } from '@flexapp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

const key = userKeys.calendarUrl();

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
