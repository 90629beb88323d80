import type { TCheckinPlaceType } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { placeCheckinsWhere, type RangeScope } from './dashboard-scope.sql';

/** A person behind a check-in or booking: the account, or a guest by name (decision 366). */
const checkinPerson = sql`coalesce('u' || c.user_id::text, 'g' || coalesce(c.guest_name, c.id::text))`;

/**
 * How many different people checked in at, or booked, each place of `ids` in the range (decision 366):
 * per room (`by` room: a desk counts for its room) or per desk. Places nobody used are absent.
 */
export async function peoplePerPlace(
  db: DbOrTrx,
  by: 'room' | 'desk',
  ids: number[],
  scope: RangeScope,
  tz: string,
  type: TCheckinPlaceType | undefined,
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const checkinPlace = by === 'room' ? sql`coalesce(c.room_id, cd.room_id)` : sql`c.desk_id`;
  const bookingPlace = by === 'room' ? sql`coalesce(bk.room_id, bd.room_id)` : sql`bk.desk_id`;
  const { rows } = await sql<{ place: number; people: number }>`
    select p.place, count(distinct p.person)::int as people from (
      select ${checkinPlace} as place, ${checkinPerson} as person
      from checkins c left join desks cd on cd.id = c.desk_id
      where ${placeCheckinsWhere(scope, tz, type)}
      union all
      select ${bookingPlace} as place, 'u' || bk.user_id::text as person
      from bookings bk left join desks bd on bd.id = bk.desk_id
      where bk.cancelled_at is null and bk.user_id is not null
        and bk.date between ${scope.start_date}::date and ${scope.end_date}::date
    ) p
    where p.place in (${sql.join(ids)})
    group by p.place`.execute(db);
  return new Map(rows.map((r) => [r.place, r.people]));
}
