import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

export async function findActiveUser(db: DbOrTrx, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'username'])
    .where('id', '=', id)
    .where('is_active', '=', true)
    .where('anonymous', '=', false)
    .executeTakeFirst();
}

/** A desk a guest can sit at: not closed; with the room it stands in. */
export async function findOpenDesk(db: DbOrTrx, id: number) {
  return db
    .selectFrom('desks')
    .select(['id', 'name', 'room_id', 'is_closed'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findMeetingRoom(db: DbOrTrx, id: number) {
  return db
    .selectFrom('rooms')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('type', '=', 'MEETING')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Is someone checked in at this desk during [start, end)? Open check-ins count as lasting. */
export async function deskTakenBetween(db: DbOrTrx, deskId: number, start: Date, end: Date): Promise<boolean> {
  const row = await db
    .selectFrom('checkins')
    .select('id')
    .where('desk_id', '=', deskId)
    .where('created', '<', end)
    .where((eb) => eb.or([eb('deactivated_at', 'is', null), eb('deactivated_at', '>', start)]))
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** Active, named people whose name or username matches: id and display name only. */
/**
 * The public form's host lookup (decision 126): only an exact full name ("first last", any case and spacing)
 * or an exact e-mail address finds a person, so the lookup cannot list the staff directory by prefixes.
 */
export async function searchVisitPersons(db: DbOrTrx, q: string, limit: number) {
  const wanted = q.trim().replace(/\s+/g, ' ').toLowerCase();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('is_active', '=', true)
    .where('anonymous', '=', false)
    .where((eb) =>
      eb.or([
        eb(sql`lower(regexp_replace(trim(first_name || ' ' || last_name), '[[:space:]]+', ' ', 'g'))`, '=', wanted),
        eb(sql`lower(email)`, '=', wanted),
      ]),
    )
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}`.trim() }));
}
