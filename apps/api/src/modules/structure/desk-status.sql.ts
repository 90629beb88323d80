import { type RawBuilder, sql } from 'kysely';
import { todayApiDate } from '../../lib/today';

/**
 * Who holds each desk on a day, as seen at the instant `now` (the app's clock): an open
 * check-in (today; a guest check-in until its end time) first, else the earliest booking
 * of that day whose slot has not ended by `now`. One row per desk in scope, with
 * `occupied`, the holder's name and whether they keep their bookings private (decision 251).
 *
 * `scope` restricts the desks (e.g. sql`r.floor_id = ${id}`), always with the
 * aliases d (desks), r (rooms), f (floors), b (buildings).
 */
export function deskStatusQuery(date: string, now: Date, scope: RawBuilder<unknown>) {
  const today = todayApiDate(now);
  return sql`
    select d.id, d.name, d.label, d.is_closed, d.pin_color, d.x, d.y, d.position,
           r.id as room_id, r.name as room_name, r.type as room_type, r.position as room_position,
           f.id as floor_id, f.name as floor_name, b.id as building_id, b.name as building_name,
           occ.kind is not null as occupied,
           occ.user_id as holder_user_id,
           coalesce(u.first_name, occ.guest_name) as holder_first_name,
           coalesce(u.last_name, '') as holder_last_name,
           coalesce(u.private_bookings, false) as holder_private
    from desks d
    join rooms r on r.id = d.room_id
    join floors f on f.id = r.floor_id
    join buildings b on b.id = f.building_id
    left join lateral (
      select * from (
        select 'checkin' as kind, c.user_id, c.guest_name, 0 as prio, c.created as at
        from checkins c
        where c.desk_id = d.id and c.deactivated_at is null and ${date}::date = ${today}::date
        union all
        -- Two branches (not an OR) so each uses its index: open check-ins, and timed (guest) ones.
        select 'checkin', c.user_id, c.guest_name, 0, c.created
        from checkins c
        where c.desk_id = d.id and c.deactivated_at > ${now} and ${date}::date = ${today}::date
        union all
        select 'booking', bk.user_id, null, 1, bk.start_at
        from bookings bk
        where bk.desk_id = d.id and bk.date = ${date}::date and bk.cancelled_at is null and bk.end_at > ${now}
      ) holders
      order by prio, at
      limit 1
    ) occ on true
    left join users u on u.id = occ.user_id
    where d.deleted_at is null and (${scope})`;
}
