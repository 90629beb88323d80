import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reportKeys } from '@/lib/query-keys';

/** POST checkins/:id/guest_sign_out/: the guest's check-in ends now (staff only). */
export function useSignOutGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkinId: number) =>
      apiRequest<{ id: number; deactivated_at: string }>(`checkins/${checkinId}/guest_sign_out/`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
