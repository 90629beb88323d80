import {
  clockTimeToMinutes,
  minutesToClockTime,
  ROOM_BOOKING_GRID_MINUTES,
  type TDeskTimetables,
} from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { useNeighbourhoodMarks } from '@/lib/neighbourhoods-api';
import { roomDesksQuery } from '@/lib/places';
import { bookingKeys } from '@/lib/query-keys';
import { useRoomAvailability } from '@/lib/room-availability';

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

/** The quarter hours from `opens` to `closes` (HH:MM, both included): the times a room booking may start or end. */
export function quartersBetween(opens: string, closes: string): string[] {
  const out: string[] = [];
  for (let m = clockTimeToMinutes(opens); m <= clockTimeToMinutes(closes); m += ROOM_BOOKING_GRID_MINUTES)
    out.push(minutesToClockTime(m));
  return out;
}

/**
 * Where a meeting-room series may move to in the edit dialog (decision 421): the meeting rooms of its building the
 * person may book on the date being edited (not kept for another team, enough seats for its attendees), each with
 * its seats, and the quarter hours the building is open. The current room is always offered. Null while loading.
 */
export function useSeriesRoomChoices(
  buildingId: number | null,
  date: string,
  current: { roomId: number; attendees: number | null },
) {
  const { t } = useTranslation();
  const rooms = useRoomAvailability(buildingId, date);
  const marks = useNeighbourhoodMarks(date).rooms;
  if (!rooms.data || rooms.data.rooms.length === 0) return null;
  const bookable = rooms.data.rooms.filter(
    (r) =>
      r.id === current.roomId ||
      (!marks.get(r.id)?.reason && (r.seats === null || current.attendees === null || r.seats >= current.attendees)),
  );
  const { opens_at, closes_at } = rooms.data.rooms[0]!;
  return {
    rooms: bookable.map((r) => ({
      value: String(r.id),
      label: r.seats === null ? r.name : `${r.name} · ${t('rooms.seats', { count: r.seats })}`,
    })),
    times: quartersBetween(opens_at, closes_at),
  };
}
