import {
  DASHBOARD_TIMEOUT_MS,
  type TBuildingCreate,
  type TBuildingUpdate,
  type TDeleteResult,
  type TDeskBulkCreate,
  type TDeskCreate,
  type TDeskUpdate,
  type TRoomCreate,
  type TRoomUpdate,
  type TSetupBuilding,
  type TSetupDesk,
  type TSetupFloor,
  type TSetupFloorPlan,
  type TSetupRoom,
} from '@flexapp/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { placeKeys } from '@/lib/query-keys';
import { setupKeys } from './keys';

/** The workplace tree of the setup screens: buildings → floors → rooms → desks. */
export type PlaceKind = 'buildings' | 'floors' | 'rooms' | 'desks';
const opts = { timeoutMs: DASHBOARD_TIMEOUT_MS };

export const getBuildings = () => apiRequest<TSetupBuilding[]>('setup/buildings', opts);
export const getFloors = (buildingId: number) =>
  apiRequest<TSetupFloor[]>(`setup/buildings/${buildingId}/floors`, opts);
export const getRooms = (floorId: number) => apiRequest<TSetupRoom[]>(`setup/floors/${floorId}/rooms`, opts);
export const getDesks = (roomId: number) => apiRequest<TSetupDesk[]>(`setup/rooms/${roomId}/desks`, opts);
export const getFloorPlan = (floorId: number) => apiRequest<TSetupFloorPlan>(`setup/floors/${floorId}`, opts);

export const buildingsQuery = () => queryOptions({ queryKey: setupKeys.buildings(), queryFn: getBuildings });
export const useSetupBuildings = () => useQuery(buildingsQuery());
export const useSetupFloors = (buildingId: number | null) =>
  useQuery({
    queryKey: setupKeys.floors(buildingId ?? 0),
    queryFn: () => getFloors(buildingId!),
    enabled: !!buildingId,
  });
export const useSetupRooms = (floorId: number | null) =>
  useQuery({ queryKey: setupKeys.rooms(floorId ?? 0), queryFn: () => getRooms(floorId!), enabled: !!floorId });
export const useSetupDesks = (roomId: number | null) =>
  useQuery({ queryKey: setupKeys.desks(roomId ?? 0), queryFn: () => getDesks(roomId!), enabled: !!roomId });
export const useSetupFloorPlan = (floorId: number) =>
  useQuery({ queryKey: setupKeys.floorPlan(floorId), queryFn: () => getFloorPlan(floorId) });

/** Parent path of each kind's collection ("create" and "order" live under the parent). */
const parentPath: Record<PlaceKind, (parentId: number | null) => string> = {
  buildings: () => 'setup/buildings',
  floors: (id) => `setup/buildings/${id}/floors`,
  rooms: (id) => `setup/floors/${id}/rooms`,
  desks: (id) => `setup/rooms/${id}/desks`,
};

export type PlaceCreate = TBuildingCreate | TRoomCreate | TDeskCreate;
export type PlaceUpdate = TBuildingUpdate | TRoomUpdate | TDeskUpdate;

export const createPlace = (kind: PlaceKind, parentId: number | null, body: PlaceCreate) =>
  apiRequest(parentPath[kind](parentId), { method: 'POST', body, ...opts });
export const updatePlace = (kind: PlaceKind, id: number, body: PlaceUpdate) =>
  apiRequest(`setup/${kind}/${id}`, { method: 'PATCH', body, ...opts });
export const deletePlace = (kind: PlaceKind, id: number, release: boolean) =>
  apiRequest<TDeleteResult>(`setup/${kind}/${id}`, {
    method: 'DELETE',
    query: { release: release ? 'true' : undefined },
    ...opts,
  });
export const reorderPlaces = (kind: PlaceKind, parentId: number | null, ids: number[]) =>
  apiRequest(`${parentPath[kind](parentId)}/order`, { method: 'PUT', body: { ids }, ...opts });
export const bulkCreateDesks = (roomId: number, body: TDeskBulkCreate) =>
  apiRequest<TSetupDesk[]>(`setup/rooms/${roomId}/desks/bulk`, { method: 'POST', body, ...opts });

/** Every setup mutation refreshes the whole setup cache (small lists) and the employee structure reads. */
export function useSetupMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: setupKeys.all }),
        client.invalidateQueries({ queryKey: placeKeys.all }),
      ]);
    },
  });
}
