import { DASHBOARD_TIMEOUT_MS, type TLobbyBoard, type TLobbyPairRequest } from '@flexapp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setupKeys } from './keys';

/** The lobby boards paired to a building (decision 330); revoked like a display. */
const opts = { timeoutMs: DASHBOARD_TIMEOUT_MS };
const getLobbyBoards = (buildingId: number) =>
  apiRequest<{ list: TLobbyBoard[] }>('displays/lobby', { ...opts, query: { building_id: buildingId } });
export const pairLobbyBoard = (body: TLobbyPairRequest) =>
  apiRequest<TLobbyBoard>('displays/lobby', { ...opts, method: 'POST', body });
export const revokeLobbyBoard = (id: number) => apiRequest<void>(`displays/${id}`, { ...opts, method: 'DELETE' });

export const useLobbyBoards = (buildingId: number) =>
  useQuery({ queryKey: setupKeys.lobbyBoards(buildingId), queryFn: () => getLobbyBoards(buildingId) });

export function useLobbyBoardMutation<TArgs, TResult>(buildingId: number, fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: setupKeys.lobbyBoards(buildingId) }),
  });
}
