import type { TDesk, TFloorDetail, TRoom } from '@flexapp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getFloor = (floorId: number) => apiRequest<TFloorDetail>(`floors/${floorId}`);
export const useFloor = (floorId: number | null) =>
  useQuery({ queryKey: ['structure', 'floor', floorId], queryFn: () => getFloor(floorId!), enabled: !!floorId });

export const getFloorDesks = (floorId: number, date: string) =>
  apiRequest<TDesk[]>(`floors/${floorId}/desks`, { query: { date_query: date } });
export const useFloorDesks = (floorId: number | null, date: string) =>
  useQuery({
    queryKey: ['structure', 'floor-desks', floorId, date],
    queryFn: () => getFloorDesks(floorId!, date),
    enabled: !!floorId,
  });

export const getFloorRooms = (floorId: number, date: string) =>
  apiRequest<{ rooms: TRoom[] }>(`floors/${floorId}/rooms/`, { query: { date_query: date } });
export const useFloorRooms = (floorId: number | null, date: string) =>
  useQuery({
    queryKey: ['structure', 'rooms', floorId, date],
    queryFn: () => getFloorRooms(floorId!, date),
    enabled: !!floorId,
    select: (d) => d.rooms,
  });
