import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/** Queries of a person's export (decision 246): everything that names or points at them. */

export async function profileOf(db: DbOrTrx, id: number) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'email',
      'first_name',
      'last_name',
      'language',
      'roles',
      'is_active',
      'is_bhv',
      'status',
      'email_preferences',
      'created_at',
      'erased_at',
      'service_account',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

type Row = Record<string, unknown>;
const rows = async (db: DbOrTrx, query: ReturnType<typeof sql<Row>>) => (await query.execute(db)).rows;

/** The person's bookings; booked_by: the colleague who booked one in their name (decision 355), with their name. */
export const bookingsOf = (db: DbOrTrx, id: number) =>
  rows(
    db,
    sql<Row>`select b.id, b.date, b.start_at, b.end_at, coalesce(d.name, r.name) as place, b.title,
      b.created_at, b.cancelled_at, b.release_reason, b.booked_by,
      case when bu.id is not null then concat_ws(' ', bu.first_name, bu.last_name) end as booked_by_name
    from bookings b left join desks d on d.id = b.desk_id left join rooms r on r.id = coalesce(b.room_id, d.room_id)
    left join users bu on bu.id = b.booked_by
    where b.user_id = ${id} order by b.start_at, b.id`,
  );

/** Bookings the person made in a colleague's name (decision 355): when, where and for whom; not the colleague's title. */
export const bookingsForOthersOf = (db: DbOrTrx, id: number) =>
  rows(
    db,
    sql<Row>`select b.id, b.date, b.start_at, b.end_at, coalesce(d.name, r.name) as place, b.user_id as booked_for,
      concat_ws(' ', u.first_name, u.last_name) as booked_for_name, b.created_at, b.cancelled_at
    from bookings b left join desks d on d.id = b.desk_id left join rooms r on r.id = coalesce(b.room_id, d.room_id)
    join users u on u.id = b.user_id
    where b.booked_by = ${id} order by b.start_at, b.id`,
  );

export const checkinsOf = (db: DbOrTrx, id: number) =>
  rows(
    db,
    sql<Row>`select c.id, c.type, coalesce(d.name, r.name) as place, c.created, c.deactivated_at
    from checkins c left join desks d on d.id = c.desk_id left join rooms r on r.id = coalesce(c.room_id, d.room_id)
    where c.user_id = ${id} and not c.is_guest order by c.created, c.id`,
  );

export const messagesOf = (db: DbOrTrx, id: number) =>
  rows(
    db,
    sql<Row>`select id, kind, title, body, data, created_at, read_at from messages
    where user_id = ${id} order by created_at, id`,
  );

export const watchesOf = (db: DbOrTrx, id: number) =>
  rows(
    db,
    sql<Row>`select n.id, d.name as desk, n.created_at from notifiers n join desks d on d.id = n.desk_id
    where n.user_id = ${id} order by n.created_at, n.id`,
  );

export const hostedGuestsOf = (db: DbOrTrx, id: number) =>
  rows(
    db,
    sql<Row>`select g.id, g.first_name, g.last_name, g.company_name, g.email, g.phone_number, g.date,
      g.time_start, g.time_end, g.created_at
    from guest_registrations g where g.visit_person_id = ${id} order by g.date, g.id`,
  );

/** Activity-log lines by the person or about them (their user entity). */
export const activityOf = (db: DbOrTrx, id: number) =>
  rows(
    db,
    sql<Row>`select id, action, entity_type, entity_id, user_id = ${id} as by_them, details, created_at
    from audit_log where user_id = ${id} or (entity_type = 'user' and entity_id = ${id})
    order by created_at, id`,
  );
