import type { TDesk, TFloorDetail } from '@flexapp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useRooms } from '@/lib/places';
import { placeKeys } from '@/lib/query-keys';

export const getFloor = (floorId: number) => apiRequest<TFloorDetail>(`floors/${floorId}`);
export const useFloor = (floorId: number | null) =>
  useQuery({ queryKey: placeKeys.floor(floorId), queryFn: () => getFloor(floorId!), enabled: !!floorId });

export const getFloorDesks = (floorId: number, date: string) =>
  apiRequest<TDesk[]>(`floors/${floorId}/desks`, { query: { date_query: date } });
export const useFloorDesks = (floorId: number | null, date: string) =>
  useQuery({
    queryKey: placeKeys.floorDesks(floorId, date),
    queryFn: () => getFloorDesks(floorId!, date),
    enabled: !!floorId,
  });

/** The floor's rooms with their counts on `date`, from the shared place reads. */
export const useFloorRooms = (floorId: number | null, date: string) => useRooms(floorId, { date });
