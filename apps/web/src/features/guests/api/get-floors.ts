import type { TFloor } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /buildings/{id}/floors/: loaded once a building is picked. */
export const getFloors = (buildingId: number) => apiRequest<TFloor[]>(`buildings/${buildingId}/floors/`);

export const floorsQueryOptions = (buildingId: number | null) =>
  queryOptions({
    queryKey: ['structure', 'floors', buildingId],
    queryFn: () => getFloors(buildingId!),
    enabled: buildingId != null,
    staleTime: 30_000,
    retry: false,
  });

export const useFloors = (buildingId: number | null) => useQuery(floorsQueryOptions(buildingId));
