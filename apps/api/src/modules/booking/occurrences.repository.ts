import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/** Who holds a desk's slot on each of the dates (active bookings), with their names and privacy choice. */
export async function deskSlotHolders(db: DbOrTrx, deskId: number, timetableId: number, dates: string[]) {
  if (dates.length === 0) return [];
  return db
    .selectFrom('bookings as bk')
    .innerJoin('users as u', 'u.id', 'bk.user_id')
    .select(['bk.date', 'bk.user_id', 'u.first_name', 'u.last_name', 'u.private_bookings'])
    .where('bk.desk_id', '=', deskId)
    .where('bk.timetable_id', '=', timetableId)
    .where('bk.cancelled_at', 'is', null)
    .where('bk.date', 'in', dates)
    .execute();
}

/** The dates on which the user holds some desk in the slot, bookings of `exceptSeries` left out. */
export async function ownSlotDates(
  db: DbOrTrx,
  userId: number,
  timetableId: number,
  dates: string[],
  exceptSeries: number | null,
): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  let q = db
    .selectFrom('bookings')
    .select('date')
    .where('user_id', '=', userId)
    .where('timetable_id', '=', timetableId)
    .where('cancelled_at', 'is', null)
    .where('date', 'in', dates);
  if (exceptSeries !== null)
    q = q.where((eb) => eb.or([eb('series_id', 'is', null), eb('series_id', '<>', exceptSeries)]));
  return new Set((await q.execute()).map((r) => r.date));
}

/**
 * The first active booking of the room overlapping each range, with its holder's name (none for a walk-up); bookings of `exceptSeries`
 * (the series being edited: its own dates do not hold the place it moves to) are left out.
 */
export async function roomRangeHolders(
  db: DbOrTrx,
  roomId: number,
  ranges: { start: Date; end: Date }[],
  exceptSeries: number | null = null,
) {
  if (ranges.length === 0) return [];
  const { rows } = await sql<{
    n: number;
    user_id: number | null;
    first_name: string;
    last_name: string;
    private_bookings: boolean;
  }>`
    select distinct on (v.n) v.n, bk.user_id, coalesce(u.first_name, '') as first_name,
           coalesce(u.last_name, '') as last_name, coalesce(u.private_bookings, false) as private_bookings
    from unnest(${ranges.map((r) => r.start)}::timestamptz[], ${ranges.map((r) => r.end)}::timestamptz[])
         with ordinality as v(start_at, end_at, n)
    join bookings bk on bk.room_id = ${roomId} and bk.cancelled_at is null
                    and bk.start_at < v.end_at and bk.end_at > v.start_at
                    and bk.series_id is distinct from ${exceptSeries}
    -- A walk-up booking at the room's display is in nobody's name (decision 216): taken, by no one named.
    left join users u on u.id = bk.user_id
    order by v.n, bk.start_at`.execute(db);
  return rows.map((r) => ({ ...r, n: Number(r.n) - 1 }));
}

/** The user's active bookings that have not ended on the dates from..to, locked for the rest of the transaction. */
export function ownBookingsBetweenForUpdate(trx: DbOrTrx, userId: number, from: string, to: string, now: Date) {
  return trx
    .selectFrom('bookings')
    .select(['id', 'desk_id', 'room_id', 'date', 'series_id'])
    .where('user_id', '=', userId)
    .where('cancelled_at', 'is', null)
    .where('end_at', '>', now)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The user's active bookings among these ids that have not ended, locked for the rest of the transaction. */
export function ownBookingsForUpdate(trx: DbOrTrx, userId: number, ids: number[], now: Date) {
  if (ids.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('bookings')
    .select(['id', 'desk_id', 'room_id', 'date', 'series_id'])
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('cancelled_at', 'is', null)
    .where('end_at', '>', now)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function markBookingsCancelled(trx: DbOrTrx, ids: number[], by: number, now: Date): Promise<void> {
  if (ids.length === 0) return;
  await trx.updateTable('bookings').set({ cancelled_at: now, cancelled_by: by }).where('id', 'in', ids).execute();
}

export async function setSeriesOf(trx: DbOrTrx, ids: number[], seriesId: number): Promise<void> {
  if (ids.length === 0) return;
  await trx.updateTable('bookings').set({ series_id: seriesId }).where('id', 'in', ids).execute();
}

/** Runs `work` inside a savepoint: a failure rolls back only what it wrote, and is thrown on. */
export async function inSavepoint<T>(trx: DbOrTrx, work: () => Promise<T>): Promise<T> {
  await sql`savepoint occurrence`.execute(trx);
  try {
    const result = await work();
    await sql`release savepoint occurrence`.execute(trx);
    return result;
  } catch (err) {
    await sql`rollback to savepoint occurrence`.execute(trx);
    throw err;
  }
}
