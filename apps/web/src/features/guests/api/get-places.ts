import type { TBuilding, TDesk, TFloor, TRoom } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The building chooser's chain (spec section 7, Structure): buildings, floors, rooms, desks. */
export const getBuildings = () => apiRequest<TBuilding[]>('buildings');
export const getFloors = (buildingId: number) => apiRequest<TFloor[]>(`buildings/${buildingId}/floors/`);
export const getRooms = (floorId: number) => apiRequest<{ rooms: TRoom[] }>(`floors/${floorId}/rooms/`).then((r) => r.rooms);
export const getDesks = (roomId: number) => apiRequest<TDesk[]>(`buildings/rooms/${roomId}/desks/`);

const options = { staleTime: 30_000, retry: false } as const;

export const useBuildings = () => useQuery(queryOptions({ queryKey: ['structure', 'buildings'], queryFn: getBuildings, ...options }));
export const useFloors = (buildingId: number | null) =>
  useQuery(queryOptions({ queryKey: ['structure', 'floors', buildingId], queryFn: () => getFloors(buildingId!), enabled: buildingId != null, ...options }));
export const useRooms = (floorId: number | null) =>
  useQuery(queryOptions({ queryKey: ['structure', 'rooms', floorId], queryFn: () => getRooms(floorId!), enabled: floorId != null, ...options }));
export const useDesks = (roomId: number | null) =>
  useQuery(queryOptions({ queryKey: ['structure', 'desks', roomId], queryFn: () => getDesks(roomId!), enabled: roomId != null, ...options }));
