import type { TReservation } from '@flexapp/contract';
import type { ReservationRow } from './reservations.repository';
import { clockTime } from './rooms.repository';
import { slotLabel } from './slot-time';

/**
 * The reservations list (field `list`, keyed by date) as it stands at `now`:
 * rows read a little earlier (the live cache) drop what has ended since, and a
 * confirmation shows once it has opened.
 */
export function presentReservations(rows: ReservationRow[], now: Date): Record<string, TReservation[]> {
  const list: Record<string, TReservation[]> = {};
  for (const row of rows) {
    if (row.end_at <= now) continue;
    (list[row.date] ??= []).push({
      id: row.id,
      date: row.date,
      // A desk booking shows its slot's times; a room booking (no slot) its own range.
      time:
        row.start_time !== null && row.end_time !== null
          ? slotLabel(row.start_time, row.end_time)
          : `${clockTime(row.start_at)}-${clockTime(row.end_at)}`,
      start_at: row.start_at.toISOString(),
      end_at: row.end_at.toISOString(),
      desk: row.desk_id ? { id: row.desk_id, name: row.desk_name ?? '' } : null,
      room: row.room_id ? { id: row.room_id, name: row.room_name } : null,
      timetable_id: row.timetable_id,
      floor_name: row.floor_name,
      building_name: row.building_name,
      title: row.title,
      attendees: row.attendees,
      open_confirmation:
        row.confirmation_id !== null && row.opens_at !== null && row.opens_at <= now
          ? { id: row.confirmation_id, status: row.confirmation_status! }
          : null,
      series_id: row.series_id,
      booked_by: row.booked_by !== null ? { id: row.booked_by, name: row.booked_by_name ?? '' } : null,
      guest_name: row.guest_name,
    });
  }
  return list;
}
