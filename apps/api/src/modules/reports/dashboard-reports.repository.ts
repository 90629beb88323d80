import {
  DAY_OF_WEEK_ALL,
  type TActiveUsersResponse,
  type TCheckinCount,
  type TCheckinDuration,
  type TCheckinPlaceType,
  type TLatestCheckin,
} from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { rolledDays, rollupCountsPerMonth, rollupDurationsPerMonth } from './checkin-rollups.sql';
import { type GuestReader, guestDetailsHidden, guestFirstName } from './guest-details';
import { localCreated, monthsOf, placeCheckinsWhere, type RangeScope } from './dashboard-scope.sql';
import { isTwin, personOf } from './person-of.sql';

const num = (v: unknown) => Number(v ?? 0);

/**
 * Average length (seconds) of closed check-ins per month of the range; a month without any answers 0.
 * From the daily roll-ups (decision 051); checkinDurationsDirect reads the check-ins themselves, and a test
 * holds the two equal on random data.
 */
export async function checkinDurations(
  db: DbOrTrx,
  scope: RangeScope,
  _tz: string,
  type: TCheckinPlaceType,
): Promise<TCheckinDuration[]> {
  const { rows } = await rollupDurationsPerMonth(scope, type).execute(db);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return monthsOf(scope.start_date, scope.end_date).map((month) => ({
    month,
    average: num(byMonth.get(month)?.average),
    count: num(byMonth.get(month)?.count),
  }));
}

export async function checkinDurationsDirect(
  db: DbOrTrx,
  scope: RangeScope,
  tz: string,
  type: TCheckinPlaceType,
): Promise<TCheckinDuration[]> {
  const { rows } = await sql<{ month: string; average: string | null; count: string }>`
    select to_char(m, 'YYYY-MM') as month, average, count from (
      select date_trunc('month', ${localCreated(tz)}) as m,
             round(avg(extract(epoch from c.deactivated_at - c.created))) as average,
             count(*) as count
      from checkins c
      where ${placeCheckinsWhere(scope, tz, type)} and c.deactivated_at is not null
      group by 1
    ) per_month`.execute(db);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return monthsOf(scope.start_date, scope.end_date).map((month) => ({
    month,
    average: num(byMonth.get(month)?.average),
    count: num(byMonth.get(month)?.count),
  }));
}

/** Check-ins at a desk or meeting room per month of the range (every month listed, 0 when none); roll-ups. */
export async function checkinSummaries(
  db: DbOrTrx,
  scope: RangeScope,
  _tz: string,
  type?: TCheckinPlaceType,
): Promise<TCheckinCount[]> {
  const { rows } = await rollupCountsPerMonth(scope, type).execute(db);
  const byMonth = new Map(rows.map((r) => [r.month, num(r.count)]));
  return monthsOf(scope.start_date, scope.end_date).map((month) => ({ month, count: byMonth.get(month) ?? 0 }));
}

export async function checkinSummariesDirect(
  db: DbOrTrx,
  scope: RangeScope,
  tz: string,
  type?: TCheckinPlaceType,
): Promise<TCheckinCount[]> {
  const { rows } = await sql<{ month: string; count: string }>`
    select to_char(m, 'YYYY-MM') as month, count from (
      select date_trunc('month', ${localCreated(tz)}) as m, count(*) as count
      from checkins c
      where ${placeCheckinsWhere(scope, tz, type)}
      group by 1
    ) per_month`.execute(db);
  const byMonth = new Map(rows.map((r) => [r.month, num(r.count)]));
  return monthsOf(scope.start_date, scope.end_date).map((month) => ({ month, count: byMonth.get(month) ?? 0 }));
}

/**
 * Distinct people with a desk or meeting-room check-in in the range, against all active accounts.
 * For the whole organisation on every weekday from the active-day gaps (decision 335): the people whose first
 * check-in day in [start, end] follows a previous one before start (or none), a read of days x gaps. A building,
 * floor, room or weekday asks each person once with EXISTS (decision 051), and so does every range once the
 * retention run has moved old rows to twins: a person's twin counts as the person (decision 316), which the
 * gaps, kept per account, cannot see. The check-ins come from the daily roll-ups. activeUsersDirect is the plain
 * query, and a test holds the two equal.
 */
export async function activeUsers(db: DbOrTrx, scope: RangeScope, tz: string): Promise<TActiveUsersResponse> {
  const wholeOrganisation =
    scope.day_of_week === DAY_OF_WEEK_ALL &&
    scope.building_id === undefined &&
    scope.floor_id === undefined &&
    scope.room_id === undefined;
  const twins = await sql<{ any: boolean }>`select exists (select 1 from retention_twins) as any`.execute(db);
  const active =
    wholeOrganisation && !twins.rows[0]?.any
      ? sql`(select coalesce(sum(g.people), 0) from checkin_active_gaps g
              where g.day >= ${scope.start_date}::date and g.day <= ${scope.end_date}::date
                and g.prev_day < ${scope.start_date}::date)`
      : sql`(select count(*) from users u
             where not ${isTwin(sql.ref('u.id'))}
               and (exists (select 1 from checkins c
                            where c.user_id = u.id and not c.is_guest and ${placeCheckinsWhere(scope, tz)})
                    or exists (select 1 from retention_twins t join checkins c on c.user_id = t.twin_id
                               where t.user_id = u.id and not c.is_guest and ${placeCheckinsWhere(scope, tz)})))`;
  const { rows } = await sql<{ active_users: string; checkins: string | null; total_users: string }>`
    select ${active} as active_users,
           (select sum(cr.checkins) from ${rolledDays(scope)}) as checkins,
           (select count(*) from users u where u.is_active and not u.anonymous) as total_users`.execute(db);
  const r = rows[0];
  return { active_users: num(r?.active_users), total_users: num(r?.total_users), checkins: num(r?.checkins) };
}

export async function activeUsersDirect(db: DbOrTrx, scope: RangeScope, tz: string): Promise<TActiveUsersResponse> {
  const { rows } = await sql<{ active_users: string; checkins: string; total_users: string }>`
    select count(distinct ${personOf(sql.ref('c.user_id'))}) filter (where not c.is_guest) as active_users,
           count(*) as checkins,
           (select count(*) from users u where u.is_active and not u.anonymous) as total_users
    from checkins c
    where ${placeCheckinsWhere(scope, tz)}`.execute(db);
  const r = rows[0];
  return { active_users: num(r?.active_users), total_users: num(r?.total_users), checkins: num(r?.checkins) };
}

/** The most recent check-ins in the range, newest first. */
export async function latestCheckins(
  db: DbOrTrx,
  scope: RangeScope,
  tz: string,
  type: TCheckinPlaceType | undefined,
  limit: number,
  guests: GuestReader,
): Promise<TLatestCheckin[]> {
  const { rows } = await sql<{
    id: number;
    type: TCheckinPlaceType;
    user_id: number | null;
    first_name: string | null;
    last_name: string | null;
    guest_name: string | null;
    desk_id: number | null;
    desk_name: string | null;
    room_id: number;
    room_name: string;
    floor_name: string;
    building_name: string;
    created: Date;
    deactivated_at: Date | null;
  }>`
    select c.id, c.type, c.user_id, u.first_name, u.last_name,
           case when ${guestDetailsHidden(guests, 'c', sql`f.building_id`)} then ${guestFirstName(sql`c.guest_name`)}
             else c.guest_name end as guest_name,
           c.desk_id, d.name as desk_name,
           r.id as room_id, r.name as room_name, f.name as floor_name, b.name as building_name, c.created, c.deactivated_at
    from (
      select c.* from checkins c
      where ${placeCheckinsWhere(scope, tz, type)}
      order by c.created desc, c.id desc
      limit ${limit}
    ) c
    left join desks d on d.id = c.desk_id
    join rooms r on r.id = coalesce(c.room_id, d.room_id)
    join floors f on f.id = r.floor_id
    join buildings b on b.id = f.building_id
    left join users u on u.id = c.user_id
    order by c.created desc, c.id desc`.execute(db);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    user: r.user_id ? { id: r.user_id, name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() } : null,
    guest_name: r.guest_name,
    desk: r.desk_id ? { id: r.desk_id, name: r.desk_name ?? '' } : null,
    room: { id: r.room_id, name: r.room_name },
    floor_name: r.floor_name,
    building_name: r.building_name,
    created: r.created.toISOString(),
    deactivated_at: r.deactivated_at ? r.deactivated_at.toISOString() : null,
  }));
}
