import { BOOKING_SUMMARY_TOP, type TBookingReportRow, type TBookingSummary } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { inBuildings } from './dashboard-scope.sql';
import { personOf } from './person-of.sql';

export interface BookingScope {
  building?: number;
  /** Only desks in these buildings (decision 418); undefined: any. */
  buildings?: readonly number[];
  floor?: number;
  room?: number;
}

/** The desks of a building / floor / room scope, with their building. */
const scopeDesks = (s: BookingScope) => sql`
  SELECT d.id AS desk_id, f.building_id
  FROM desks d JOIN rooms r ON r.id = d.room_id JOIN floors f ON f.id = r.floor_id
  WHERE TRUE
    ${s.building ? sql`AND f.building_id = ${s.building}` : sql``}
    ${s.buildings ? sql`AND ${inBuildings(sql.ref('f.building_id'), s.buildings)}` : sql``}
    ${s.floor ? sql`AND f.id = ${s.floor}` : sql``}
    ${s.room ? sql`AND r.id = ${s.room}` : sql``}`;

/**
 * One row per day of the range and building of the scope. `average` is the
 * percentage of the scope's desks in that building with at least one active
 * (not cancelled) booking on that day, rounded to one decimal.
 */
export async function bookingsReport(
  db: DbOrTrx,
  scope: BookingScope,
  start: string,
  end: string,
): Promise<TBookingReportRow[]> {
  const { rows } = await sql<{
    day: string;
    building_id: number;
    building_name: string;
    desks: string;
    booked_desks: string;
  }>`
    WITH scope AS (${scopeDesks(scope)}),
    totals AS (SELECT building_id, count(*) AS desks FROM scope GROUP BY building_id),
    booked AS (
      SELECT b.date, s.building_id, count(DISTINCT b.desk_id) AS booked
      FROM bookings b JOIN scope s ON s.desk_id = b.desk_id
      WHERE b.cancelled_at IS NULL AND b.date BETWEEN ${start}::date AND ${end}::date
      GROUP BY b.date, s.building_id
    )
    SELECT to_char(day, 'YYYY-MM-DD') AS day, t.building_id, bu.name AS building_name, t.desks, COALESCE(bk.booked, 0) AS booked_desks
    FROM generate_series(${start}::date, ${end}::date, interval '1 day') AS day
    CROSS JOIN totals t
    JOIN buildings bu ON bu.id = t.building_id
    LEFT JOIN booked bk ON bk.date = day::date AND bk.building_id = t.building_id
    ORDER BY day, bu.position, bu.name`.execute(db);
  return rows.map((r) => {
    const [year, month, day] = r.day.split('-').map(Number);
    const desks = Number(r.desks);
    const booked = Number(r.booked_desks);
    return {
      year,
      month,
      day,
      building_id: r.building_id,
      building_name: r.building_name,
      desks,
      booked_desks: booked,
      average: desks === 0 ? 0 : Math.round((booked / desks) * 1000) / 10,
    };
  });
}

/**
 * Who booked and what was booked in the range (active desk bookings of the scope). Distinct people count a
 * twin as its person (decision 316); the list of people shows the twin apart, without the person's name.
 */
export async function bookingsSummary(
  db: DbOrTrx,
  scope: BookingScope,
  start: string,
  end: string,
): Promise<TBookingSummary> {
  const inScope = sql`
    SELECT b.user_id, ${personOf(sql.ref('b.user_id'))} AS person_id, b.desk_id FROM bookings b JOIN (${scopeDesks(scope)}) s ON s.desk_id = b.desk_id
    WHERE b.cancelled_at IS NULL AND b.date BETWEEN ${start}::date AND ${end}::date`;
  const [totals, users, desks] = await Promise.all([
    sql<{ unique_users: string; unique_desks: string; total_bookings: string }>`
      SELECT count(DISTINCT person_id) AS unique_users, count(DISTINCT desk_id) AS unique_desks, count(*) AS total_bookings
      FROM (${inScope}) x`.execute(db),
    sql<{ user: number; user_name: string; total_desks: string; total_bookings: string }>`
      SELECT x.user_id AS "user", u.first_name || ' ' || u.last_name AS user_name,
        count(DISTINCT x.desk_id) AS total_desks, count(*) AS total_bookings
      FROM (${inScope}) x JOIN users u ON u.id = x.user_id
      GROUP BY x.user_id, u.first_name, u.last_name
      ORDER BY total_bookings DESC, total_desks DESC, user_name, x.user_id
      LIMIT ${BOOKING_SUMMARY_TOP}`.execute(db),
    sql<{ desk: number; desk__name: string; total_users: string; total_unique_users: string }>`
      SELECT x.desk_id AS desk, d.name AS desk__name, count(*) AS total_users, count(DISTINCT x.person_id) AS total_unique_users
      FROM (${inScope}) x JOIN desks d ON d.id = x.desk_id
      GROUP BY x.desk_id, d.name
      ORDER BY total_users DESC, total_unique_users DESC, desk__name, x.desk_id
      LIMIT ${BOOKING_SUMMARY_TOP}`.execute(db),
  ]);
  const t = totals.rows[0];
  return {
    unique_users: Number(t.unique_users),
    unique_desks: Number(t.unique_desks),
    total_bookings: Number(t.total_bookings),
    users: users.rows.map((r) => ({
      ...r,
      total_desks: Number(r.total_desks),
      total_bookings: Number(r.total_bookings),
    })),
    desks: desks.rows.map((r) => ({
      ...r,
      total_users: Number(r.total_users),
      total_unique_users: Number(r.total_unique_users),
    })),
  };
}
