import { DAY_OF_WEEK_ALL, type TNoShowsResponse, type TReportFilterQuery } from '@flexapp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { placeWhere } from './dashboard-scope.sql';

/**
 * No-shows of a period (docs/product/dashboard.md): bookings on its days (and weekday) in the place
 * that had started by `now`. Booked = not cancelled by a person (released ones included); checked
 * in = a check-in linked to the booking.
 */
export async function noShows(db: Db, q: TReportFilterQuery, now: Date): Promise<TNoShowsResponse> {
  const dow = q.day_of_week === DAY_OF_WEEK_ALL ? sql`true` : sql`extract(dow from bk.date) = ${q.day_of_week}`;
  const { rows } = await sql<{
    booked: string;
    checked_in: string;
    released_no_show: string;
    released_unconfirmed: string;
    cancelled: string;
  }>`
    select
      count(*) filter (where stood) as booked,
      count(*) filter (where stood and exists (select 1 from checkins c where c.booking_id = bk.id)) as checked_in,
      count(*) filter (where bk.release_reason = 'no_show') as released_no_show,
      count(*) filter (where bk.release_reason = 'unconfirmed') as released_unconfirmed,
      count(*) filter (where bk.cancelled_at is not null and bk.released_at is null) as cancelled
    from bookings bk
    left join desks d on d.id = bk.desk_id
    join rooms r on r.id = coalesce(bk.room_id, d.room_id)
    join floors f on f.id = r.floor_id
    cross join lateral (select (bk.cancelled_at is null or bk.released_at is not null) and bk.start_at <= ${now} as stood) s
    where bk.date between ${q.start_date}::date and ${q.end_date}::date and ${dow} and ${placeWhere(q)}`.execute(db);
  const r = rows[0];
  const booked = Number(r.booked);
  const checkedIn = Number(r.checked_in);
  return {
    booked,
    checked_in: checkedIn,
    no_shows: booked - checkedIn,
    no_show_rate: booked === 0 ? 0 : Math.round(((booked - checkedIn) / booked) * 1000) / 1000,
    released_no_show: Number(r.released_no_show),
    released_unconfirmed: Number(r.released_unconfirmed),
    cancelled: Number(r.cancelled),
  };
}
