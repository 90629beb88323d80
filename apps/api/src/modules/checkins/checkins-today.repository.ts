import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { joinPlace } from '../../db/place-joins';

/**
 * The check-ins at a desk or meeting room created on `date` (local, `tz`) that run at `now` (begun, and not
 * ended or ending later, as a guest's planned end), with person, place and building, newest first; only
 * those in `buildingIds` when given.
 */
export async function openCheckinsOfDay(
  db: DbOrTrx,
  date: string,
  tz: string,
  now: Date,
  buildingIds: number[] | null,
) {
  const from = sql`(${date}::timestamp at time zone ${tz})`;
  const until = sql`((${date}::date + 1)::timestamp at time zone ${tz})`;
  let query = joinPlace(db.selectFrom('checkins as c'), 'c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.type',
      'c.is_guest',
      'c.guest_name',
      'c.created',
      'u.first_name',
      'u.last_name',
      'd.name as desk_name',
      'r.name as room_name',
      'b.id as building_id',
      'b.name as building_name',
    ])
    .where((eb) => eb.or([eb('c.deactivated_at', 'is', null), eb('c.deactivated_at', '>', now)]))
    .where('c.created', '<=', now)
    .where('c.type', 'in', ['WORKSPACE', 'MEETING'])
    .where(sql<boolean>`c.created >= ${from} and c.created < ${until}`)
    // Only check-ins whose place is in a building: the place joins are left joins.
    .where('b.id', 'is not', null)
    .$narrowType<{ room_name: string; building_id: number; building_name: string }>();
  if (buildingIds) query = query.where('b.id', 'in', buildingIds);
  return query.orderBy('c.created', 'desc').orderBy('c.id', 'desc').execute();
}
