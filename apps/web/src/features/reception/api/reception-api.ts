import type { TCheckinToday, TGuestToday } from '@flexapp/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Reception's screen (decision 347): today's guests and who is in now, in the reader's buildings. */
export const receptionKeys = {
  all: ['reception'] as const,
  guests: () => [...receptionKeys.all, 'guests'] as const,
  checkins: () => [...receptionKeys.all, 'checkins'] as const,
};

export const guestsTodayQuery = () =>
  queryOptions({ queryKey: receptionKeys.guests(), queryFn: () => apiRequest<TGuestToday[]>('guests/today/') });

export const checkinsTodayQuery = () =>
  queryOptions({ queryKey: receptionKeys.checkins(), queryFn: () => apiRequest<TCheckinToday[]>('checkins/today/') });

export const useGuestsToday = () => useQuery(guestsTodayQuery());
export const useCheckinsToday = (enabled: boolean) => useQuery({ ...checkinsTodayQuery(), enabled });

/** POST checkins/:id/guest_sign_out/: the guest leaves now. */
export function useSignOutGuest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (checkinId: number) =>
      apiRequest<{ id: number; deactivated_at: string }>(`checkins/${checkinId}/guest_sign_out/`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: receptionKeys.all }),
  });
}
