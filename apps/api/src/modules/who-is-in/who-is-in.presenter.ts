import { toApiDate, type TWhoIsInDay, type TWhoIsInPerson, type TWhoIsInPlace } from '@flexapp/contract';
import type { BookingRow, CheckinRow, ColleagueRow } from './who-is-in.repository';

type PlaceColumns = Omit<BookingRow, 'user_id' | 'date'>;

const placeOf = (r: PlaceColumns): TWhoIsInPlace => ({
  kind: r.desk_id === null ? 'room' : 'desk',
  id: r.desk_id ?? r.room_id,
  name: r.desk_id === null ? r.room_name : (r.desk_name ?? ''),
  building: { id: r.building_id, name: r.building_name },
  floor: { id: r.floor_id, name: r.floor_name },
  room: { id: r.room_id, name: r.room_name },
});

/**
 * Each day with the colleagues booked or checked in that day (decision 340): a person once per day, their places
 * once each (a booked desk they checked in at is one place), people by last then first name.
 */
export function presentDays(
  dates: string[],
  people: ColleagueRow[],
  bookings: BookingRow[],
  checkins: CheckinRow[],
  followed: ReadonlySet<number> = new Set(),
): TWhoIsInDay[] {
  const byId = new Map(people.map((p) => [p.id, p]));
  const days = new Map(dates.map((d) => [d, new Map<number, TWhoIsInPerson>()]));
  const add = (date: string, userId: number | null, place: PlaceColumns, checkedIn: boolean) => {
    const day = days.get(date);
    const person = userId === null ? undefined : byId.get(userId);
    if (!day || !person) return;
    let entry = day.get(person.id);
    if (!entry) {
      entry = {
        id: person.id,
        first_name: person.first_name,
        last_name: person.last_name,
        checked_in: false,
        favourite: followed.has(person.id),
        places: [],
      };
      day.set(person.id, entry);
    }
    entry.checked_in ||= checkedIn;
    const p = placeOf(place);
    if (!entry.places.some((q) => q.kind === p.kind && q.id === p.id)) entry.places.push(p);
  };
  for (const b of bookings) add(b.date, b.user_id, b, false);
  for (const c of checkins) add(toApiDate(c.created), c.user_id, c, true);
  return dates.map((date) => ({
    date,
    people: [...days.get(date)!.values()].sort(
      (a, b) => a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name) || a.id - b.id,
    ),
  }));
}
