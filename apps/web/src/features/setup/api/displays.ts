import { DASHBOARD_TIMEOUT_MS, type TDisplay, type TDisplayPairRequest } from '@flexapp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setupKeys } from './keys';

/** The displays paired to a meeting room (decision 215). */
const opts = { timeoutMs: DASHBOARD_TIMEOUT_MS };
export const getDisplays = (roomId: number) =>
  apiRequest<{ list: TDisplay[] }>('displays', { ...opts, query: { room_id: roomId } });
export const pairDisplay = (body: TDisplayPairRequest) =>
  apiRequest<TDisplay>('displays', { ...opts, method: 'POST', body });
export const revokeDisplay = (id: number) => apiRequest<void>(`displays/${id}`, { ...opts, method: 'DELETE' });

export const useRoomDisplays = (roomId: number) =>
  useQuery({ queryKey: setupKeys.displays(roomId), queryFn: () => getDisplays(roomId) });

export function useDisplayMutation<TArgs, TResult>(roomId: number, fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: setupKeys.displays(roomId) }),
  });
}
