import type { TRoom } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /floors/{id}/rooms/ (response field rooms): loaded once a floor is picked. */
export const getRooms = (floorId: number) =>
  apiRequest<{ rooms: TRoom[] }>(`floors/${floorId}/rooms/`).then((r) => r.rooms);

export const roomsQueryOptions = (floorId: number | null) =>
  queryOptions({
    queryKey: ['structure', 'rooms', floorId],
    queryFn: () => getRooms(floorId!),
    enabled: floorId != null,
    staleTime: 30_000,
    retry: false,
  });

export const useRooms = (floorId: number | null) => useQuery(roomsQueryOptions(floorId));
