import type { TBuilding, TDesk, TFloor, TRoom } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// The four levels of the find-desk tree, each loaded only when its parent opens.

export const getBuildings = (date: string) => apiRequest<TBuilding[]>('buildings', { query: { date_query: date } });
export const buildingsQueryOptions = (date: string) =>
  queryOptions({ queryKey: ['structure', 'buildings', date], queryFn: () => getBuildings(date) });
export const useBuildings = (date: string) => useQuery(buildingsQueryOptions(date));

export const getFloors = (buildingId: number, date: string) =>
  apiRequest<TFloor[]>(`buildings/${buildingId}/floors/`, { query: { date_query: date } });
export const useFloors = (buildingId: number, date: string) =>
  useQuery({ queryKey: ['structure', 'floors', buildingId, date], queryFn: () => getFloors(buildingId, date) });

export const getRooms = (floorId: number, date: string) =>
  apiRequest<{ rooms: TRoom[] }>(`floors/${floorId}/rooms/`, { query: { date_query: date } });
export const useRooms = (floorId: number, date: string) =>
  useQuery({
    queryKey: ['structure', 'rooms', floorId, date],
    queryFn: () => getRooms(floorId, date),
    select: (d) => d.rooms,
  });

export const getRoomDesks = (roomId: number, date: string) =>
  apiRequest<TDesk[]>(`buildings/rooms/${roomId}/desks/`, { query: { date_query: date } });
export const useRoomDesks = (roomId: number, date: string) =>
  useQuery({ queryKey: ['structure', 'room-desks', roomId, date], queryFn: () => getRoomDesks(roomId, date) });
