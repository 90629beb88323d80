import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { SeriesDateState } from '../../db/schema';

export type SeriesRow = NonNullable<Awaited<ReturnType<typeof seriesForUpdate>>>;

const SERIES_COLUMNS = [
  'id',
  'user_id',
  'desk_id',
  'timetable_id',
  'room_id',
  'time_start',
  'time_end',
  'title',
  'attendees',
  'rrule',
  'start_date',
  'last_date',
  'booked_through',
  'ended_at',
] as const;

export function seriesForUpdate(trx: DbOrTrx, seriesId: number) {
  return trx
    .selectFrom('booking_series')
    .select(SERIES_COLUMNS)
    .where('id', '=', seriesId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertSeries(trx: DbOrTrx, row: Omit<SeriesRow, 'id' | 'ended_at'>): Promise<number> {
  const { id } = await trx.insertInto('booking_series').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateSeries(trx: DbOrTrx, seriesId: number, set: Partial<Omit<SeriesRow, 'id'>>) {
  await trx.updateTable('booking_series').set(set).where('id', '=', seriesId).execute();
}

/** The building of a series' desk or room (the edit dialog offers that building's rooms, decision 421). */
export async function buildingOfPlace(db: DbOrTrx, place: { desk_id: number | null; room_id: number | null }) {
  const rooms = db.selectFrom('rooms as r').innerJoin('floors as f', 'f.id', 'r.floor_id').select('f.building_id');
  const row =
    place.room_id !== null
      ? await rooms.where('r.id', '=', place.room_id).executeTakeFirstOrThrow()
      : await rooms
          .innerJoin('desks as d', 'd.room_id', 'r.id')
          .where('d.id', '=', place.desk_id!)
          .executeTakeFirstOrThrow();
  return row.building_id;
}

/** The open series whose dates reach past what was booked, up to `through` (the job's work list). */
export function seriesToExtend(db: DbOrTrx, through: string) {
  return db
    .selectFrom('booking_series')
    .select('id')
    .where('ended_at', 'is', null)
    .where('booked_through', '<', through)
    .whereRef('booked_through', '<', 'last_date')
    .orderBy('id')
    .execute();
}

/** The user's open series (for "away": their dates in the range become exceptions). */
export function openSeriesOf(trx: DbOrTrx, userId: number) {
  return trx
    .selectFrom('booking_series')
    .select(SERIES_COLUMNS)
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The series' dates with what happened to them. */
export async function seriesDates(db: DbOrTrx, seriesId: number): Promise<Map<string, SeriesDateState>> {
  const rows = await db
    .selectFrom('booking_series_dates')
    .select(['date', 'state'])
    .where('series_id', '=', seriesId)
    .execute();
  return new Map(rows.map((r) => [r.date, r.state]));
}

/** Writes (or overwrites) what happened to these dates of a series. */
export async function setSeriesDates(
  trx: DbOrTrx,
  seriesId: number,
  rows: { date: string; state: SeriesDateState; reason?: string | null }[],
) {
  if (rows.length === 0) return;
  await trx
    .insertInto('booking_series_dates')
    .values(rows.map((r) => ({ series_id: seriesId, date: r.date, state: r.state, reason: r.reason ?? null })))
    .onConflict((oc) =>
      oc.columns(['series_id', 'date']).doUpdateSet((eb) => ({
        state: eb.ref('excluded.state'),
        reason: eb.ref('excluded.reason'),
      })),
    )
    .execute();
}

export async function deleteSeriesDates(trx: DbOrTrx, seriesId: number, dates: string[]) {
  if (dates.length === 0) return;
  await trx.deleteFrom('booking_series_dates').where('series_id', '=', seriesId).where('date', 'in', dates).execute();
}

/** A booked date whose booking was cancelled or released since (by hand, or by the sweep) counts as deleted. */
export async function markVanishedDeleted(trx: DbOrTrx, seriesId: number) {
  await sql`
    update booking_series_dates sd set state = 'deleted'
    where sd.series_id = ${seriesId} and sd.state = 'booked'
      and not exists (select 1 from bookings b
                      where b.series_id = sd.series_id and b.date = sd.date and b.cancelled_at is null)`.execute(trx);
}

/** The series' active bookings on dates from..to (all when open) that have not started at `now`. */
export function liveSeriesBookings(
  trx: DbOrTrx,
  seriesId: number,
  now: Date,
  range: { from?: string; to?: string } = {},
) {
  let q = trx
    .selectFrom('bookings')
    .select(['id', 'date'])
    .where('series_id', '=', seriesId)
    .where('cancelled_at', 'is', null)
    .where('start_at', '>', now);
  if (range.from) q = q.where('date', '>=', range.from);
  if (range.to) q = q.where('date', '<=', range.to);
  return q.orderBy('date').execute();
}

/** Moves the dates from `from` on (and their bookings) to another series: an edit of "this and the following". */
export async function moveDatesToSeries(trx: DbOrTrx, fromSeries: number, toSeries: number, from: string) {
  await trx
    .updateTable('booking_series_dates')
    .set({ series_id: toSeries })
    .where('series_id', '=', fromSeries)
    .where('date', '>=', from)
    .execute();
  await trx
    .updateTable('bookings')
    .set({ series_id: toSeries })
    .where('series_id', '=', fromSeries)
    .where('date', '>=', from)
    .execute();
}
