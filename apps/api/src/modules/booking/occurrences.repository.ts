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

/** Which of a user's bookings: these ids, or every one on the dates from..to. */
export type OwnBookings = { ids: number[] } | { from: string; to: string };

/**
 * The user's active bookings among `which` that have not ended at `now` (`notStarted`: not started), with their
 * place, times and series, in `orderBy` order, locked for the rest of the transaction.
 */
export function ownBookingsForUpdate(
  trx: DbOrTrx,
  userId: number,
  which: OwnBookings,
  now: Date,
  options: { notStarted?: boolean; orderBy: 'id' | 'date' },
) {
  if ('ids' in which && which.ids.length === 0) return Promise.resolve([]);
  const own = trx
    .selectFrom('bookings')
    .select([
      'id',
      'date',
      'desk_id',
      'timetable_id',
      'room_id',
      'start_at',
      'end_at',
      'title',
      'attendees',
      'series_id',
    ])
    .where('user_id', '=', userId)
    .where('cancelled_at', 'is', null)
    .where(options.notStarted ? 'start_at' : 'end_at', '>', now);
  const chosen =
    'ids' in which
      ? own.where('id', 'in', which.ids)
      : own.where('date', '>=', which.from).where('date', '<=', which.to);
  return chosen.orderBy(options.orderBy).forUpdate().execute();
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
