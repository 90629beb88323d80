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
