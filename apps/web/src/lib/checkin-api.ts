import type { TActiveCheckin, TCheckinRequest } from '@flexapp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { bookingKeys, configKeys, placeKeys, userKeys } from './query-keys';

export const createCheckin = (body: TCheckinRequest) =>
  apiRequest<TActiveCheckin>('checkins/', { method: 'POST', body });
export const deleteCheckin = (id: number) => apiRequest<void>(`checkins/${id}`, { method: 'DELETE' });

/** After a check-in or check-out: the user (active check-ins), settings, reservations and desk states reload. */
export function useCheckinInvalidation() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: userKeys.self() }),
      client.invalidateQueries({ queryKey: configKeys.all }),
      client.invalidateQueries({ queryKey: bookingKeys.all }),
      client.invalidateQueries({ queryKey: placeKeys.all }),
    ]);
}

export function useCreateCheckin() {
  const invalidate = useCheckinInvalidation();
  return useMutation({ mutationFn: createCheckin, onSuccess: () => invalidate() });
}

export function useDeleteCheckin() {
  const invalidate = useCheckinInvalidation();
  return useMutation({ mutationFn: deleteCheckin, onSettled: () => invalidate() });
}
