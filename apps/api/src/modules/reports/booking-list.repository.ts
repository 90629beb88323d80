import { type RawBuilder, sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { inBuildings } from './dashboard-scope.sql';

export interface BookingListFilter {
  start: string;
  end: string;
  /** Only bookings in these buildings (decision 418); undefined: any. */
  buildings?: readonly number[];
  floor?: number;
  room?: number;
  desk?: number;
}

export interface BookingListRow {
  id: number;
  date: string;
  start_at: Date;
  end_at: Date;
  created_at: Date;
  user_name: string;
  building_id: number;
  building_name: string;
  floor_id: number;
  floor_name: string;
  room_id: number;
  room_name: string;
  desk_id: number | null;
  desk_name: string | null;
}

/** Active (not cancelled) desk and room bookings of the range, with their place. */
function fromWhere(f: BookingListFilter): RawBuilder<unknown> {
  return sql`
    FROM bookings b
    JOIN users u ON u.id = b.user_id
    LEFT JOIN desks d ON d.id = b.desk_id
    JOIN rooms r ON r.id = COALESCE(b.room_id, d.room_id)
    JOIN floors f ON f.id = r.floor_id
    JOIN buildings bu ON bu.id = f.building_id
    WHERE b.cancelled_at IS NULL AND b.date BETWEEN ${f.start}::date AND ${f.end}::date
      ${f.buildings ? sql`AND ${inBuildings(sql.ref('f.building_id'), f.buildings)}` : sql``}
      ${f.floor ? sql`AND f.id = ${f.floor}` : sql``}
      ${f.room ? sql`AND r.id = ${f.room}` : sql``}
      ${f.desk ? sql`AND b.desk_id = ${f.desk}` : sql``}`;
}

/** Bookings matching the filters, joining only what the place filters need (no names, no users). */
function matching(f: BookingListFilter): RawBuilder<unknown> {
  const place = f.buildings || f.floor || f.room;
  return sql`
    FROM bookings b
    ${place ? sql`LEFT JOIN desks d ON d.id = b.desk_id JOIN rooms r ON r.id = COALESCE(b.room_id, d.room_id) JOIN floors f ON f.id = r.floor_id` : sql``}
    WHERE b.cancelled_at IS NULL AND b.date BETWEEN ${f.start}::date AND ${f.end}::date
      ${f.buildings ? sql`AND ${inBuildings(sql.ref('f.building_id'), f.buildings)}` : sql``}
      ${f.floor ? sql`AND f.id = ${f.floor}` : sql``}
      ${f.room ? sql`AND r.id = ${f.room}` : sql``}
      ${f.desk ? sql`AND b.desk_id = ${f.desk}` : sql``}`;
}

export async function countBookings(db: DbOrTrx, f: BookingListFilter): Promise<number> {
  const { rows } = await sql<{ count: string }>`SELECT count(*) AS count ${matching(f)}`.execute(db);
  return Number(rows[0].count);
}

const columns = sql`
  b.id, b.date, b.start_at, b.end_at, b.created_at, u.first_name || ' ' || u.last_name AS user_name,
  bu.id AS building_id, bu.name AS building_name, f.id AS floor_id, f.name AS floor_name,
  r.id AS room_id, r.name AS room_name, d.id AS desk_id, d.name AS desk_name`;

/**
 * One page: the page's ids are picked first from the (date, start_at, id) index alone, and only
 * those rows get their names joined, so a deep page costs an index walk, not a join of every row.
 */
export function bookingPageQuery(f: BookingListFilter, page: { limit: number; offset: number }) {
  return sql<BookingListRow>`
    WITH page AS (
      SELECT b.id, b.date, b.start_at ${matching(f)}
      ORDER BY b.date, b.start_at, b.id
      LIMIT ${page.limit} OFFSET ${page.offset}
    )
    SELECT ${columns}
    FROM page p
    JOIN bookings b ON b.id = p.id
    JOIN users u ON u.id = b.user_id
    LEFT JOIN desks d ON d.id = b.desk_id
    JOIN rooms r ON r.id = COALESCE(b.room_id, d.room_id)
    JOIN floors f ON f.id = r.floor_id
    JOIN buildings bu ON bu.id = f.building_id
    ORDER BY p.date, p.start_at, p.id`;
}

/** Every row in date / slot order (the export). */
export function bookingListQuery(f: BookingListFilter) {
  return sql<BookingListRow>`
    SELECT ${columns}
    ${fromWhere(f)}
    ORDER BY b.date, b.start_at, b.id`;
}
