import type { TDesk } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /buildings/rooms/{id}/desks/: loaded once a workspace room is picked (not for a meeting room). */
export const getDesks = (roomId: number) => apiRequest<TDesk[]>(`buildings/rooms/${roomId}/desks/`);

export const desksQueryOptions = (roomId: number | null) =>
  queryOptions({
    queryKey: ['structure', 'desks', roomId],
    queryFn: () => getDesks(roomId!),
    enabled: roomId != null,
    staleTime: 30_000,
    retry: false,
  });

export const useDesks = (roomId: number | null) => useQuery(desksQueryOptions(roomId));
