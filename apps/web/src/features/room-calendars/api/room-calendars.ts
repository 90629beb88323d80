import { DASHBOARD_TIMEOUT_MS, type TRoomCalendar, type TRoomCalendarPublish } from '@flexapp/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The room calendars' query keys (decision 372), under the setup root: setup changes refresh them. */
export const roomCalendarKeys = {
  all: ['setup', 'room-calendars'] as const,
  list: (buildingId: number | null) => [...roomCalendarKeys.all, 'list', buildingId] as const,
};

const opts = { timeoutMs: DASHBOARD_TIMEOUT_MS };
const path = 'setup/room-calendars';

/** Every meeting room with its feed, or one building's (decision 405). */
export const roomCalendarsQuery = (buildingId: number | null) =>
  queryOptions({
    queryKey: roomCalendarKeys.list(buildingId),
    queryFn: () =>
      apiRequest<TRoomCalendar[]>(path, {
        ...opts,
        query: buildingId === null ? undefined : { building_id: buildingId },
      }),
  });
export const useRoomCalendars = (buildingId: number | null) => useQuery(roomCalendarsQuery(buildingId));

export const publishRoomCalendar = ({ roomId, body }: { roomId: number; body: TRoomCalendarPublish }) =>
  apiRequest<TRoomCalendar>(`${path}/${roomId}`, { ...opts, method: 'PUT', body });
export const resetRoomCalendar = (roomId: number) =>
  apiRequest<TRoomCalendar>(`${path}/${roomId}/reset`, { ...opts, method: 'POST' });
export const unpublishRoomCalendar = (roomId: number) =>
  apiRequest<void>(`${path}/${roomId}`, { ...opts, method: 'DELETE' });

/** A change on this screen; the list refreshes afterwards. */
export function useRoomCalendarMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: roomCalendarKeys.all }),
  });
}
