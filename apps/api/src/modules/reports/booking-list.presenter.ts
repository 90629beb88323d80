import type { TBookingListItem } from '@flexapp/contract';
import type { BookingListRow } from './booking-list.repository';

export function presentBooking(r: BookingListRow): TBookingListItem {
  const location = [
    { id: r.building_id, name: r.building_name },
    { id: r.floor_id, name: r.floor_name },
    { id: r.room_id, name: r.room_name },
  ];
  if (r.desk_id !== null) location.push({ id: r.desk_id, name: r.desk_name ?? '' });
  return {
    id: r.id,
    date_start: r.start_at.toISOString(),
    date_end: r.end_at.toISOString(),
    date: r.date,
    user_name: r.user_name,
    location,
    created: r.created_at.toISOString(),
  };
}
