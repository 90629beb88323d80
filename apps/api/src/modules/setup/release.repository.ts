import { type RawBuilder, sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/**
 * Which bookings a change touches: desk bookings at `deskIds` and room bookings
 * at `roomIds` (sub-queries), or all bookings of one user or one slot.
 */
export interface BookingScope {
  deskIds?: RawBuilder<unknown>;
  roomIds?: RawBuilder<unknown>;
  userId?: number;
  timetableId?: number;
}

function scopeWhere(scope: BookingScope) {
  const parts: RawBuilder<unknown>[] = [];
  if (scope.deskIds) parts.push(sql`bk.desk_id in (${scope.deskIds})`);
  if (scope.roomIds) parts.push(sql`bk.room_id in (${scope.roomIds})`);
  if (scope.userId !== undefined) parts.push(sql`bk.user_id = ${scope.userId}`);
  if (scope.timetableId !== undefined) parts.push(sql`bk.timetable_id = ${scope.timetableId}`);
  if (parts.length === 0) return sql`false`;
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** Bookings that are not cancelled and whose slot has not ended by `now`. */
export async function countFutureBookings(db: DbOrTrx, scope: BookingScope, now: Date): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from bookings bk
    where bk.cancelled_at is null and bk.end_at > ${now} and ${scopeWhere(scope)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Cancels the future bookings in scope at `now`; answers each with its owner, date, desk and place name. */
export async function cancelFutureBookings(db: DbOrTrx, scope: BookingScope, staffId: number | null, now: Date) {
  const { rows } = await sql<{
    id: number;
    user_id: number;
    date: string;
    desk_id: number | null;
    place: string | null;
  }>`
    update bookings bk set cancelled_at = ${now}, cancelled_by = ${staffId}
    from bookings b0
    left join desks d on d.id = b0.desk_id
    left join rooms r on r.id = coalesce(b0.room_id, d.room_id)
    left join floors f on f.id = r.floor_id
    left join buildings b on b.id = f.building_id
    where b0.id = bk.id and bk.cancelled_at is null and bk.end_at > ${now} and ${scopeWhere(scope)}
    returning bk.id, bk.user_id, bk.date, bk.desk_id, concat_ws(' / ', b.name, f.name, coalesce(d.name, r.name)) as place`.execute(
    db,
  );
  return rows;
}
