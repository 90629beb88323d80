import { DASHBOARD_TIMEOUT_MS, type TBuilding, type TFloor, type TRoom } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The switcher's lists, from the structure endpoints (docs/product/api.md, places). */
export const getBuildings = () => apiRequest<TBuilding[]>('buildings', { timeoutMs: DASHBOARD_TIMEOUT_MS });
export const getFloors = (buildingId: number) =>
  apiRequest<TFloor[]>(`buildings/${buildingId}/floors/`, { timeoutMs: DASHBOARD_TIMEOUT_MS });
export const getRooms = (floorId: number) =>
  apiRequest<{ rooms: TRoom[] }>(`floors/${floorId}/rooms/`, { timeoutMs: DASHBOARD_TIMEOUT_MS }).then((r) => r.rooms);

export const buildingsQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard-structure', 'buildings'], queryFn: getBuildings, staleTime: 60_000 });
export const floorsQueryOptions = (buildingId?: number) =>
  queryOptions({
    queryKey: ['dashboard-structure', 'floors', buildingId],
    queryFn: () => getFloors(buildingId!),
    enabled: buildingId !== undefined,
    staleTime: 60_000,
  });
export const roomsQueryOptions = (floorId?: number) =>
  queryOptions({
    queryKey: ['dashboard-structure', 'rooms', floorId],
    queryFn: () => getRooms(floorId!),
    enabled: floorId !== undefined,
    staleTime: 60_000,
  });

export const useBuildings = () => useQuery(buildingsQueryOptions());
export const useFloors = (buildingId?: number) => useQuery(floorsQueryOptions(buildingId));
export const useRooms = (floorId?: number) => useQuery(roomsQueryOptions(floorId));
