import { DASHBOARD_TIMEOUT_MS, type TRoom } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /floors/{id}/rooms/ (field rooms): the room switcher's choices (only for a numeric floor). */
export const roomsQueryOptions = (floorId: string) =>
  queryOptions({
    queryKey: ['floors', floorId, 'rooms'],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ rooms: TRoom[] }>(`floors/${floorId}/rooms/`, { timeoutMs: DASHBOARD_TIMEOUT_MS, signal }))
        .rooms,
    enabled: /^\d+$/.test(floorId),
    staleTime: 5 * 60_000,
  });
export const useRooms = (floorId: string) => useQuery(roomsQueryOptions(floorId));
