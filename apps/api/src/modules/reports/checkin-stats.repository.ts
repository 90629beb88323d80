import { DAY_OF_WEEK_ALL, type TCheckinStatsResponse } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { rollupPerDay } from './checkin-rollups.sql';
import { localCreated, placeCheckinsWhere, placeWhere, type RangeScope } from './dashboard-scope.sql';

export interface StatsScope extends RangeScope {
  start_time: string;
  end_time: string;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * The occupation chart and the occupancy card: per day of the range (only the
 * chosen weekday), the check-ins at a desk or meeting room created inside the
 * time window, and the distinct desks taken by a workspace check-in. Occupancy
 * of a day = occupied desks / open desks in scope.
 */
export async function checkinStats(
  db: DbOrTrx,
  scope: StatsScope,
  tz: string,
  sort: 'asc' | 'desc',
  /** Read the check-ins themselves even for the whole day (the roll-up test compares the two). */
  options: { direct?: boolean } = {},
): Promise<TCheckinStatsResponse> {
  const local = localCreated(tz);
  // The whole day (the default 00:00-23:59) needs no per-row time test.
  const timeWindow =
    scope.start_time === '00:00' && scope.end_time === '23:59'
      ? sql`true`
      : sql`${local}::time >= ${scope.start_time}::time and date_trunc('minute', ${local})::time <= ${scope.end_time}::time`;
  const dayFilter =
    scope.day_of_week === DAY_OF_WEEK_ALL ? sql`true` : sql`extract(dow from g.day) = ${scope.day_of_week}`;
  // The whole day comes from the daily roll-ups (decision 051); a time window reads the check-ins.
  const perDay =
    scope.start_time === '00:00' && scope.end_time === '23:59' && !options.direct
      ? rollupPerDay(scope)
      : sql`
      select ${local}::date as day, count(*) as count,
             count(distinct c.desk_id) filter (where c.type = 'WORKSPACE') as occupied_desks
      from checkins c
      where ${placeCheckinsWhere(scope, tz)} and ${timeWindow}
      group by 1`;
  const { rows } = await sql<{ day: string; count: string; occupied_desks: string }>`
    with per_day as (${perDay})
    select to_char(g.day, 'YYYY-MM-DD') as day, coalesce(p.count, 0) as count, coalesce(p.occupied_desks, 0) as occupied_desks
    from generate_series(${scope.start_date}::date, ${scope.end_date}::date, interval '1 day') as g(day)
    left join per_day p on p.day = g.day::date
    where ${dayFilter}
    order by g.day ${sort === 'asc' ? sql`asc` : sql`desc`}`.execute(db);

  const { rows: deskRows } = await sql<{ desks: string }>`
    select count(*) as desks from desks d join rooms r on r.id = d.room_id join floors f on f.id = r.floor_id
    where not d.is_closed and ${placeWhere(scope)}`.execute(db);
  const desks = Number(deskRows[0]?.desks ?? 0);

  const total = rows.map((r) => ({ day: r.day, count: Number(r.count), occupied_desks: Number(r.occupied_desks) }));
  const share = (occupied: number) => (desks > 0 ? (occupied / desks) * 100 : 0);
  let peak: { day: string; occupied_desks: number } | null = null;
  for (const d of [...total].sort((a, b) => a.day.localeCompare(b.day))) {
    if (d.occupied_desks > 0 && (!peak || d.occupied_desks > peak.occupied_desks)) peak = d;
  }
  return {
    total,
    desks,
    days: total.length,
    checkins: total.reduce((s, d) => s + d.count, 0),
    average_occupancy: total.length ? round1(total.reduce((s, d) => s + share(d.occupied_desks), 0) / total.length) : 0,
    peak_occupancy: peak ? round1(share(peak.occupied_desks)) : 0,
    peak_day: peak?.day ?? null,
  };
}
