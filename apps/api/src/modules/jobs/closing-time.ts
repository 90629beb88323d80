import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { deskChangeEvents, publishOnCommit, type TServerEvent, userChangeEvents } from '../../live';
import { serverTimeZone } from '../../lib/time-zone';
import { todayApiDate } from '../../lib/today';

/**
 * Forgotten check-outs: a desk or meeting-room check-in still open when its building closes
 * (buildings.closing_time, local time) is checked out at that closing time, the first one after it
 * began, so durations and occupancy stay true. Homework check-ins have no building and stay open.
 */
export async function closeForgottenCheckins(
  trx: Transaction<Database>,
  now: Date,
  heard: TServerEvent[],
): Promise<number> {
  // Closing times are local to the organisation's time zone.
  const tz = serverTimeZone();
  const { rows } = await sql<{
    id: number;
    user_id: number | null;
    desk_id: number | null;
    room_id: number;
    floor_id: number;
    building_id: number;
  }>`
    with due as (
      select c.id, r.id as room_id, f.id as floor_id, b.id as building_id,
        case when (c.created at time zone ${tz})::time < b.closing_time
          then ((c.created at time zone ${tz})::date + b.closing_time) at time zone ${tz}
          else ((c.created at time zone ${tz})::date + 1 + b.closing_time) at time zone ${tz}
        end as closes_at
      from checkins c
      left join desks d on d.id = c.desk_id
      join rooms r on r.id = coalesce(c.room_id, d.room_id)
      join floors f on f.id = r.floor_id
      join buildings b on b.id = f.building_id
      where c.deactivated_at is null and not c.is_guest and b.closing_time is not null
    )
    update checkins c set deactivated_at = due.closes_at, closed_at_closing = true
    from due
    where c.id = due.id and due.closes_at <= ${now} and c.deactivated_at is null
    returning c.id, c.user_id, c.desk_id, due.room_id, due.floor_id, due.building_id`.execute(trx);
  if (rows.length === 0) return 0;
  const today = todayApiDate(now);
  await publishOnCommit(
    trx,
    [
      ...userChangeEvents(
        rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id])),
        { checkin: true },
      ),
      ...deskChangeEvents(
        rows
          .filter((r) => r.desk_id !== null)
          .map((r) => ({
            desk_id: r.desk_id!,
            room_id: r.room_id,
            floor_id: r.floor_id,
            building_id: r.building_id,
            date: today,
          })),
      ),
    ],
    heard,
  );
  return rows.length;
}
