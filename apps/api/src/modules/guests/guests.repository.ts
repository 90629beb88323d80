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

/**
 * The desks of a workspace room with what holds them between `start` and `end` (decision 181): a check-in
 * overlapping the range (as deskTakenBetween decides, so the list and the registration agree), or a booking
 * that is not cancelled or released. Null when the room does not exist or is not a workspace room.
 */
export async function guestDesksOfRoom(db: DbOrTrx, roomId: number, start: Date, end: Date) {
  const room = await db
    .selectFrom('rooms')
    .select('type')
    .where('id', '=', roomId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!room || room.type !== 'WORKSPACE') return null;
  return db
    .selectFrom('desks as d')
    .select((eb) => [
      'd.id',
      'd.name',
      'd.is_closed',
      eb
        .exists(
          eb
            .selectFrom('checkins as c')
            .select('c.id')
            .whereRef('c.desk_id', '=', 'd.id')
            .where('c.created', '<', end)
            .where((w) => w.or([w('c.deactivated_at', 'is', null), w('c.deactivated_at', '>', start)])),
        )
        .as('occupied'),
      eb
        .exists(
          eb
            .selectFrom('bookings as b')
            .select('b.id')
            .whereRef('b.desk_id', '=', 'd.id')
            .where('b.cancelled_at', 'is', null)
            .where('b.released_at', 'is', null)
            .where('b.start_at', '<', end)
            .where('b.end_at', '>', start),
        )
        .as('booked'),
    ])
    .where('d.room_id', '=', roomId)
    .where('d.deleted_at', 'is', null)
    .orderBy('d.position')
    .orderBy('d.name')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, occupied: r.occupied === true, booked: r.booked === true })));
}
