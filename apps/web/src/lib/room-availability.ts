import type { TRoomAvailabilityList } from '@flexapp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { bookingKeys } from './query-keys';

/** Every meeting room of a building with its busy ranges on `date` (GET booking/rooms/availability/). */
export const getRoomAvailability = (buildingId: number, date: string) =>
  apiRequest<TRoomAvailabilityList>('booking/rooms/availability/', { query: { building_id: buildingId, date } });

/**
 * Under bookingKeys: a booking, a cancellation and the live room_status events reload it. Read by the room finder
 * and by the series edit dialog's room choice (decision 421).
 */
export const useRoomAvailability = (buildingId: number | null, date: string) =>
  useQuery({
    queryKey: bookingKeys.rooms(buildingId, date),
    queryFn: () => getRoomAvailability(buildingId!, date),
    enabled: buildingId !== null,
    staleTime: 0,
  });
