import type { TCheckinActivity } from '@flexapp/contract';
import { sql } from 'kysely';

export interface CheckinActivityFilter {
  /** Inclusive start and exclusive end, as instants. */
  from: Date;
  until: Date;
  room?: number;
  desk?: number;
  user?: number;
  guestOnly: boolean;
  /** At most this many rows (newest first); undefined = all. */
  limit?: number;
}

/** The local moment of a YYYY-MM-DD date and HH:MM time (the server's zone is the organisation's). */
export function localMoment(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(y, m - 1, d, hh, mm, 0, 0);
}

export interface CheckinActivityRow {
  id: number;
  desk: number | null;
  desk_name: string | null;
  room: number | null;
  room_name: string | null;
  type: TCheckinActivity['type'];
  user: number | null;
  user_name: string | null;
  guest: boolean;
  guest_name: string | null;
  guest_company: string | null;
  guest_email: string | null;
  guest_phonenumber: string | null;
  visit_person: string | null;
  created: Date;
  deactivated_at: Date | null;
}

/**
 * Check-ins (guests included) created in [from, until), newest first, with
 * the names of the desk, room, person and visited person. One query; the
 * filters use the (desk|room|user)_id, created indexes.
 */
export function checkinActivitiesQuery(f: CheckinActivityFilter) {
  const filters = [sql`c.created >= ${f.from}`, sql`c.created < ${f.until}`];
  if (f.desk) filters.push(sql`c.desk_id = ${f.desk}`);
  if (f.room) filters.push(sql`(c.room_id = ${f.room} OR c.desk_id IN (SELECT id FROM desks WHERE room_id = ${f.room}))`);
  if (f.user) filters.push(sql`c.user_id = ${f.user}`);
  if (f.guestOnly) filters.push(sql`c.is_guest`);
  return sql<CheckinActivityRow>`
    SELECT c.id, c.desk_id AS desk, d.name AS desk_name, r.id AS room, r.name AS room_name, c.type,
      c.user_id AS "user", CASE WHEN u.id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END AS user_name,
      c.is_guest AS guest, c.guest_name, c.guest_company, c.guest_email, c.guest_phonenumber,
      CASE WHEN v.id IS NULL THEN NULL ELSE v.first_name || ' ' || v.last_name END AS visit_person,
      c.created, c.deactivated_at
    FROM checkins c
    LEFT JOIN desks d ON d.id = c.desk_id
    LEFT JOIN rooms r ON r.id = COALESCE(c.room_id, d.room_id)
    LEFT JOIN users u ON u.id = c.user_id
    LEFT JOIN users v ON v.id = c.visit_person_id
    WHERE ${sql.join(filters, sql` AND `)}
    ORDER BY c.created DESC, c.id DESC
    ${f.limit ? sql`LIMIT ${f.limit}` : sql``}`;
}

/** The API form of a row: timestamps as ISO strings. */
export function presentCheckinActivity(row: CheckinActivityRow): TCheckinActivity {
  return {
    ...row,
    created: row.created.toISOString(),
    deactivated_at: row.deactivated_at ? row.deactivated_at.toISOString() : null,
  };
}
