import type { TDeskTimetables } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { roomDesksQuery } from '@/lib/places';
import { bookingKeys } from '@/lib/query-keys';

/** A desk's room and slots (GET booking/desk/:id/timetables/), under the key the finder reads it by. */
const deskTimetablesQuery = (deskId: number | null) =>
  queryOptions({
    queryKey: bookingKeys.timetables(deskId),
    queryFn: () => apiRequest<TDeskTimetables>(`booking/desk/${deskId}/timetables/`),
    enabled: deskId !== null,
    staleTime: 0,
  });

/**
 * Where a desk series may move to in the edit dialog (decision 395): the desks of its room and the time slots of
 * the date being edited. Null while loading, or for a room series.
 */
export function useSeriesPlaceChoices(deskId: number | null, date: string) {
  const desk = useQuery(deskTimetablesQuery(deskId));
  const desks = useQuery(roomDesksQuery(desk.data?.room.id ?? null, { date }));
  if (!desk.data || !desks.data) return null;
  return {
    desks: desks.data.map((d) => ({ value: String(d.id), label: d.name })),
    slots: (desk.data.timetables[date] ?? []).map((slot) => ({
      value: String(slot.timetable.id),
      label: `${slot.timetable.name} ${slot.time}`,
    })),
  };
}
