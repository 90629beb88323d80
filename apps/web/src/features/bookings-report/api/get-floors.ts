import { DASHBOARD_TIMEOUT_MS, type TFloor } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /buildings/{id}/floors/: the floor switcher's choices (only for a numeric building). */
export const floorsQueryOptions = (buildingId: string) =>
  queryOptions({
    queryKey: ['buildings', buildingId, 'floors'],
    queryFn: ({ signal }) =>
      apiRequest<TFloor[]>(`buildings/${buildingId}/floors/`, { timeoutMs: DASHBOARD_TIMEOUT_MS, signal }),
    enabled: /^\d+$/.test(buildingId),
    staleTime: 5 * 60_000,
  });
export const useFloors = (buildingId: string) => useQuery(floorsQueryOptions(buildingId));
