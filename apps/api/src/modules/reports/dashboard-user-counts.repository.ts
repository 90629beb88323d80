import { USER_COUNT_STATUSES, type TUserCountStatus, type TUserCountsResponse } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { todayApiDate } from '../../lib/today';
import { checkinPlaceWhere, type PlaceScope } from './dashboard-scope.sql';

/**
 * Who is where right now (the availability donut). `checked_in` counts people
 * with an open desk or meeting-room check-in inside the chosen place; the
 * status split covers every active, non-anonymous account, each person once,
 * by the first that applies: checked in at the office, working from home,
 * an accepted booking today (will arrive), an unconfirmed booking today (may
 * arrive), otherwise not working.
 */
export async function userCounts(db: DbOrTrx, scope: PlaceScope, now: Date): Promise<TUserCountsResponse> {
  const today = todayApiDate(now);
  const { rows } = await sql<
    { checked_in: string; anonymous: string; bhv_users: string } & Record<TUserCountStatus, string>
  >`
    with open_office as (
      select distinct user_id from checkins
      where deactivated_at is null and not is_guest and type in ('WORKSPACE', 'MEETING')
    ), open_home as (
      select distinct user_id from checkins where deactivated_at is null and not is_guest and type = 'HOMEWORK'
    ), pending as (
      select bk.user_id, bool_or(bc.status = 'waiting') as accepted
      from bookings bk
      left join booking_confirmations bc on bc.booking_id = bk.id
      where bk.date = ${today}::date and bk.cancelled_at is null and bk.end_at > ${now}
        and not exists (select 1 from checkins x where x.booking_id = bk.id)
      group by bk.user_id
    ), people as (
      select u.anonymous, u.is_bhv,
        case when o.user_id is not null then 'working_building'
             when h.user_id is not null then 'working_home'
             when p.accepted then 'will_arrive'
             when p.user_id is not null then 'may_arrive'
             else 'no_working' end as status
      from users u
      left join open_office o on o.user_id = u.id
      left join open_home h on h.user_id = u.id
      left join pending p on p.user_id = u.id
      where u.is_active
    )
    select
      (select count(distinct c.user_id) from checkins c
        where c.deactivated_at is null and not c.is_guest and c.type in ('WORKSPACE', 'MEETING') and ${checkinPlaceWhere(scope)}) as checked_in,
      count(*) filter (where anonymous) as anonymous,
      count(*) filter (where is_bhv and not anonymous) as bhv_users,
      ${sql.join(USER_COUNT_STATUSES.map((s) => sql`count(*) filter (where not anonymous and status = ${s}) as ${sql.ref(s)}`))}
    from people`.execute(db);
  const r = rows[0];
  return {
    checked_in: Number(r.checked_in),
    anonymous: Number(r.anonymous),
    bhv_users: Number(r.bhv_users),
    by_status: USER_COUNT_STATUSES.map((status) => ({ status, count: Number(r[status]) })),
  };
}
