import type { TActiveCheckin } from './auth';
import type { TReservation } from './booking';

/** Local midnight at the start of a YYYY-MM-DD date. */
export function startOfApiDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/**
 * The check-in time window of a reservation: from the start of its day until
 * its slot ends (docs/decisions/032).
 */
export function isInCheckinWindow(r: Pick<TReservation, 'date' | 'end_at'>, now: Date = new Date()): boolean {
  return now >= startOfApiDate(r.date) && now < new Date(r.end_at);
}

/**
 * The reservation an active check-in belongs to (decision 171): of the check-in's place's reservations that have
 * not ended, the one running at `now`, else the next one. Its card offers Check out; the place's later reservations
 * that day offer nothing while the person is checked in there (they are not "checked in" too).
 */
export function reservationOfCheckin(
  reservations: Pick<TReservation, 'id' | 'desk' | 'room' | 'start_at' | 'end_at'>[],
  checkin: Pick<TActiveCheckin, 'type' | 'desk' | 'room'>,
  now: Date = new Date(),
): number | null {
  const atPlace = reservations
    .filter((r) =>
      checkin.desk
        ? r.desk?.id === checkin.desk.id
        : checkin.type === 'MEETING' && !!r.room && r.room.id === checkin.room?.id,
    )
    .filter((r) => new Date(r.end_at) > now)
    .sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at));
  return (atPlace.find((r) => new Date(r.start_at) <= now) ?? atPlace[0])?.id ?? null;
}
