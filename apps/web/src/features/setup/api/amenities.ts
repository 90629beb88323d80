import {
  DASHBOARD_TIMEOUT_MS,
  type TAmenity,
  type TAmenityCreate,
  type TAmenityPlaces,
  type TSetupAmenities,
} from '@flexapp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { amenityKeys } from '@/lib/query-keys';
import { setupKeys } from './keys';

const opts = { timeoutMs: DASHBOARD_TIMEOUT_MS };
export const useSetupAmenities = () =>
  useQuery({ queryKey: setupKeys.amenities(), queryFn: () => apiRequest<TSetupAmenities>('setup/amenities', opts) });

/** After a change the setup list and what the app shows of amenities reload. */
function useAmenityMutation<T>(fn: (arg: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: setupKeys.amenities() }),
        client.invalidateQueries({ queryKey: amenityKeys.all }),
      ]),
  });
}

export const useCreateAmenity = () =>
  useAmenityMutation((body: TAmenityCreate) =>
    apiRequest<TAmenity>('setup/amenities', { method: 'POST', body, ...opts }),
  );
export const useAssignAmenity = () =>
  useAmenityMutation(({ id, ...body }: TAmenityPlaces & { id: number }) =>
    apiRequest<void>(`setup/amenities/${id}/places`, { method: 'PUT', body, ...opts }),
  );
export const useDeleteAmenity = () =>
  useAmenityMutation((id: number) => apiRequest<void>(`setup/amenities/${id}`, { method: 'DELETE', ...opts }));
