import {
  addDays,
  DAY_OF_WEEK_ALL,
  monthStart,
  type TCheckinPlaceType,
  type TDeskUsage,
  type TRoomUsage,
} from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { rollupWhere } from './checkin-rollups.sql';
import { placeCheckinsWhere, placeWhere, type RangeScope } from './dashboard-scope.sql';

const seconds = sql`sum(extract(epoch from c.deactivated_at - c.created))`;

/** Seconds of closed check-ins per room (a desk's room for a desk), from the check-ins themselves. */
const directRoomSeconds = (scope: RangeScope, tz: string, type: TCheckinPlaceType | undefined) => sql`
    per_place as (
      select c.room_id, c.desk_id, ${seconds} as seconds
      from checkins c
      where ${placeCheckinsWhere(scope, tz, type)} and c.deactivated_at is not null
      group by c.room_id, c.desk_id
    ), usage as (
      select coalesce(p.room_id, pd.room_id) as room_id, sum(p.seconds) as seconds
      from per_place p left join desks pd on pd.id = p.desk_id
      group by 1
    )`;

/**
 * The whole months of the range (first and last month's first day), or null when it holds none or counts one
 * weekday only: those months can be read from a monthly roll-up.
 */
function wholeMonths(scope: RangeScope): { first: string; last: string } | null {
  if (scope.day_of_week !== DAY_OF_WEEK_ALL) return null;
  const first = scope.start_date.endsWith('-01') ? scope.start_date : monthStart(scope.start_date, 1);
  const afterEnd = addDays(scope.end_date, 1);
  const last = afterEnd.endsWith('-01') ? monthStart(scope.end_date) : monthStart(scope.end_date, -1);
  return first > last ? null : { first, last };
}

/**
 * The same from the roll-ups: the whole months of the range from the monthly room roll-up (decision 335), the
 * days before and after them from the daily one (decision 051), which keep the closed seconds per room.
 */
function rolledRoomSeconds(scope: RangeScope, type: TCheckinPlaceType | undefined) {
  const days = (s: RangeScope) =>
    sql`select cr.room_id, cr.closed, cr.closed_seconds from checkin_day_rollups cr where ${rollupWhere(s, type)}`;
  const months = wholeMonths(scope);
  const parts = [];
  if (!months) parts.push(days(scope));
  else {
    parts.push(sql`select m.room_id, m.closed, m.closed_seconds from checkin_room_months m
        where m.month >= ${months.first}::date and m.month <= ${months.last}::date
          and ${type ? sql`m.type = ${type}` : sql`true`}`);
    if (scope.start_date < months.first) parts.push(days({ ...scope, end_date: addDays(months.first, -1) }));
    const tailStart = monthStart(months.last, 1);
    if (tailStart <= scope.end_date) parts.push(days({ ...scope, start_date: tailStart }));
  }
  return sql`
    usage as (
      select p.room_id, sum(p.closed_seconds) as seconds
      from (${sql.join(parts, sql` union all `)}) p
      group by 1
      having sum(p.closed) > 0
    )`;
}

/**
 * Rooms in scope with the seconds of closed check-ins created in the range
 * (rooms without any check-in included, with 0). checkin_type narrows both the
 * rooms (their type) and the check-ins; sort asc lists the least used first.
 */
export async function roomUsage(
  db: DbOrTrx,
  scope: RangeScope,
  tz: string,
  type: TCheckinPlaceType | undefined,
  sort: 'asc' | 'desc',
  limit: number,
  /** Read the check-ins themselves instead of the daily roll-ups (the roll-up test compares the two). */
  options: { direct?: boolean } = {},
): Promise<TRoomUsage[]> {
  const direction = sort === 'asc' ? sql`asc` : sql`desc`;
  const { rows } = await sql<{
    room_id: number;
    room_name: string;
    room_type: TCheckinPlaceType;
    floor_name: string;
    building_name: string;
    usage: string;
    bookings: string;
  }>`
    with ${options.direct ? directRoomSeconds(scope, tz, type) : rolledRoomSeconds(scope, type)}
    select r.id as room_id, r.name as room_name, r.type as room_type, f.name as floor_name, b.name as building_name,
           round(coalesce(u.seconds, 0)) as usage,
           (select count(*) from bookings bk where bk.room_id = r.id and bk.cancelled_at is null
               and bk.date between ${scope.start_date}::date and ${scope.end_date}::date) as bookings
    from rooms r
    join floors f on f.id = r.floor_id
    join buildings b on b.id = f.building_id
    left join usage u on u.room_id = r.id
    where ${placeWhere(scope)} and ${type ? sql`r.type = ${type}` : sql`true`}
    order by usage ${direction}, b.name, f.name, r.name, r.id
    limit ${limit}`.execute(db);
  return rows.map(({ usage, bookings, ...r }) => ({
    ...r,
    last_month_usage: Number(usage),
    bookings: Number(bookings),
  }));
}

/** Seconds of closed workspace check-ins per desk, from the check-ins themselves. */
const directDeskSeconds = (scope: RangeScope, tz: string) => sql`
    select c.desk_id, ${seconds} as seconds
    from checkins c
    where ${placeCheckinsWhere(scope, tz, 'WORKSPACE')} and c.deactivated_at is not null
    group by c.desk_id`;

/**
 * The same with the whole months of the range from the monthly desk roll-ups (migration 2026_11_25_1600)
 * and the days before and after them from the check-ins: a year is twelve rows a desk and at most two
 * part-months of check-ins. Null when the range holds no whole month or counts one weekday only.
 */
function rolledDeskSeconds(scope: RangeScope, tz: string) {
  const months = wholeMonths(scope);
  if (!months) return null;
  const { first: firstMonth, last: lastMonth } = months;
  const parts = [
    sql`select m.desk_id, m.closed_seconds as seconds from checkin_desk_months m
        where m.month >= ${firstMonth}::date and m.month <= ${lastMonth}::date`,
  ];
  if (scope.start_date < firstMonth) parts.push(directDeskSeconds({ ...scope, end_date: addDays(firstMonth, -1) }, tz));
  const tailStart = monthStart(lastMonth, 1);
  if (tailStart <= scope.end_date) parts.push(directDeskSeconds({ ...scope, start_date: tailStart }, tz));
  return sql`select p.desk_id, sum(p.seconds) as seconds from (${sql.join(parts, sql` union all `)}) p
    group by p.desk_id`;
}

/**
 * Open desks in scope with the seconds of closed workspace check-ins created in the range; sort asc lists the
 * least used first.
 */
export async function deskUsage(
  db: DbOrTrx,
  scope: RangeScope,
  tz: string,
  sort: 'asc' | 'desc',
  limit: number,
  /** Read the check-ins themselves instead of the monthly roll-ups (the roll-up test compares the two). */
  options: { direct?: boolean } = {},
): Promise<TDeskUsage[]> {
  const direction = sort === 'asc' ? sql`asc` : sql`desc`;
  const usage = (!options.direct && rolledDeskSeconds(scope, tz)) || directDeskSeconds(scope, tz);
  const { rows } = await sql<{
    desk_id: number;
    desk_name: string;
    room_id: number;
    room_name: string;
    floor_name: string;
    building_name: string;
    usage: string;
  }>`
    with usage as (${usage})
    select d.id as desk_id, d.name as desk_name, r.id as room_id, r.name as room_name, f.name as floor_name,
           b.name as building_name, round(coalesce(u.seconds, 0)) as usage
    from desks d
    join rooms r on r.id = d.room_id
    join floors f on f.id = r.floor_id
    join buildings b on b.id = f.building_id
    left join usage u on u.desk_id = d.id
    where ${placeWhere(scope)} and not d.is_closed
    order by usage ${direction}, b.name, f.name, r.name, d.name, d.id
    limit ${limit}`.execute(db);
  return rows.map(({ usage, ...r }) => ({ ...r, last_month_usage: Number(usage) }));
}
