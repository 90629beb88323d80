import type { TBuilding, TDesk, TFloor, TRoom } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { placeKeys } from './query-keys';

/**
 * The one module that reads buildings, floors, rooms and a room's desks from the structure endpoints
 * (docs/product/api.md, places) for every screen, under placeKeys (lib/query-keys.ts), whose root the live events refresh on desk_status
 * and places_changed (lib/live-events.ts).
 */
export interface PlaceReadOptions {
  /** The day whose availability the answers count (date_query); none: today. */
  date?: string;
  /** The request's time limit (the dashboard's is longer than the employee app's). */
  timeoutMs?: number;
}

const request = (options: PlaceReadOptions, signal: AbortSignal) => ({
  query: options.date ? { date_query: options.date } : undefined,
  timeoutMs: options.timeoutMs,
  signal,
});

/** A numeric id, or null for a choice that is not one place ('all', '', undefined). */
export const placeId = (value: number | string | null | undefined): number | null =>
  typeof value === 'number' ? value : value && /^\d+$/.test(value) ? Number(value) : null;

export const buildingsQuery = (options: PlaceReadOptions = {}) =>
  queryOptions({
    queryKey: placeKeys.buildings(options.date ?? null),
    queryFn: ({ signal }) => apiRequest<TBuilding[]>('buildings', request(options, signal)),
  });

export const floorsQuery = (buildingId: number | null, options: PlaceReadOptions = {}) =>
  queryOptions({
    queryKey: placeKeys.floors(buildingId, options.date ?? null),
    queryFn: ({ signal }) => apiRequest<TFloor[]>(`buildings/${buildingId}/floors/`, request(options, signal)),
    enabled: buildingId !== null,
  });

export const roomsQuery = (floorId: number | null, options: PlaceReadOptions = {}) =>
  queryOptions({
    queryKey: placeKeys.rooms(floorId, options.date ?? null),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ rooms: TRoom[] }>(`floors/${floorId}/rooms/`, request(options, signal))).rooms,
    enabled: floorId !== null,
  });

export const roomDesksQuery = (roomId: number | null, options: PlaceReadOptions = {}) =>
  queryOptions({
    queryKey: placeKeys.roomDesks(roomId, options.date ?? null),
    queryFn: ({ signal }) => apiRequest<TDesk[]>(`buildings/rooms/${roomId}/desks/`, request(options, signal)),
    enabled: roomId !== null,
  });

export const useBuildings = (options?: PlaceReadOptions) => useQuery(buildingsQuery(options));
export const useFloors = (buildingId: number | string | null | undefined, options?: PlaceReadOptions) =>
  useQuery(floorsQuery(placeId(buildingId), options));
export const useRooms = (floorId: number | string | null | undefined, options?: PlaceReadOptions) =>
  useQuery(roomsQuery(placeId(floorId), options));
export const useRoomDesks = (roomId: number | string | null | undefined, options?: PlaceReadOptions) =>
  useQuery(roomDesksQuery(placeId(roomId), options));
