import {
  DASHBOARD_TIMEOUT_MS,
  type TNeighbourhood,
  type TNeighbourhoodSave,
  type TSetupFloorPlan,
  type TSetupNeighbourhoods,
} from '@flexapp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { neighbourhoodKeys } from '@/lib/query-keys';
import { setupKeys } from './keys';

const opts = { timeoutMs: DASHBOARD_TIMEOUT_MS };
export const useSetupNeighbourhoods = () =>
  useQuery({
    queryKey: setupKeys.neighbourhoods(),
    queryFn: () => apiRequest<TSetupNeighbourhoods>('setup/neighbourhoods', opts),
  });

/** After a change the setup list and what the finder and floor map show of neighbourhoods reload. */
function useNeighbourhoodMutation<T, R>(fn: (arg: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: setupKeys.neighbourhoods() }),
        client.invalidateQueries({ queryKey: neighbourhoodKeys.all }),
      ]),
  });
}

/** Creates (no id) or replaces a neighbourhood. */
export const useSaveNeighbourhood = () =>
  useNeighbourhoodMutation(({ id, body }: { id: number | null; body: TNeighbourhoodSave }) =>
    apiRequest<TNeighbourhood>(id === null ? 'setup/neighbourhoods' : `setup/neighbourhoods/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
      ...opts,
    }),
  );
export const useDeleteNeighbourhood = () =>
  useNeighbourhoodMutation((id: number) =>
    apiRequest<void>(`setup/neighbourhoods/${id}`, { method: 'DELETE', ...opts }),
  );

/** The plan of the floor the neighbourhood editor shows (decision 392): its image, rooms and desks. */
export const useNeighbourhoodFloorPlan = (floorId: number | null) =>
  useQuery({
    queryKey: setupKeys.floorPlan(floorId ?? 0),
    queryFn: () => apiRequest<TSetupFloorPlan>(`setup/floors/${floorId}`, opts),
    enabled: floorId !== null,
  });
