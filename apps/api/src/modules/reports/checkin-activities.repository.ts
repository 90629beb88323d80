import { CHECKIN_EXPORT_COLUMNS, CSV_FORMULA_START, CSV_PLAIN_NUMBER, type TCheckinActivity } from '@flexapp/contract';
import { type RawBuilder, sql } from 'kysely';
import { buildingOfRoom, type GuestReader, guestDetailsHidden, guestFirstName } from './guest-details';

export interface CheckinActivityFilter {
  /** Inclusive start and exclusive end, as instants. */
  from: Date;
  until: Date;
  /** The check-in's desk or room lies in one of these buildings (decision 418); undefined: any. */
  buildings?: readonly number[];
  room?: number;
  desk?: number;
  user?: number;
  guestOnly: boolean;
  /** At most this many rows (newest first); undefined = all. */
  limit?: number;
  /** Whose guests' personal data the reader sees (decision 446); undefined: all of it. */
  guests?: GuestReader;
}

/** The local moment of a YYYY-MM-DD date and HH:MM time (the server's zone is the organisation's). */
export function localMoment(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(y, m - 1, d, hh, mm, 0, 0);
}

/** A timestamptz as an ISO 8601 UTC string, made by PostgreSQL. */
const iso = (column: RawBuilder<unknown>) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const fullName = (alias: string) =>
  sql`CASE WHEN ${sql.ref(`${alias}.id`)} IS NULL THEN NULL ELSE ${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)} END`;

/**
 * Every field of the checkin activity entity (docs/product/reports.md), as SQL, for the CSV export. The JSON
 * objects are made by the view `checkin_activity_bodies` (migration 2026_11_23_0100) with the same
 * definitions; a test holds the two outputs equal.
 */
const fields: Record<keyof TCheckinActivity, RawBuilder<unknown>> = {
  id: sql`c.id`,
  desk: sql`c.desk_id`,
  desk_name: sql`d.name`,
  room: sql`r.id`,
  room_name: sql`r.name`,
  type: sql`c.type`,
  user: sql`c.user_id`,
  user_name: fullName('u'),
  guest: sql`c.is_guest`,
  guest_name: sql`c.guest_name`,
  guest_company: sql`c.guest_company`,
  guest_email: sql`c.guest_email`,
  guest_phonenumber: sql`c.guest_phonenumber`,
  visit_person: fullName('v'),
  created: iso(sql`c.created`),
  deactivated_at: iso(sql`c.deactivated_at`),
};

/** Fields that can never hold a comma, quote or line break (numbers, booleans, the type, ISO times). */
const plainFields = new Set<keyof TCheckinActivity>([
  'id',
  'desk',
  'room',
  'type',
  'user',
  'guest',
  'created',
  'deactivated_at',
]);

/**
 * One RFC 4180 field: empty for NULL, quoted (quotes doubled) when it holds , " CR or LF; text that a
 * spreadsheet would run as a formula gets a leading apostrophe (neutraliseCsvCell, the same patterns).
 */
const csvField = (name: keyof TCheckinActivity, hidden: RawBuilder<boolean>) => {
  const raw = guestField(name, fields[name], sql`c.guest_name`, hidden);
  if (plainFields.has(name)) return sql`COALESCE((${raw})::text, '')`;
  const value = sql`(CASE WHEN (${raw}) ~ ${sql.lit(CSV_FORMULA_START)} AND (${raw}) !~ ${sql.lit(CSV_PLAIN_NUMBER)} THEN '''' || (${raw}) ELSE (${raw}) END)`;
  return sql`CASE WHEN (${raw}) IS NULL THEN '' WHEN ${value} ~ '[",\r\n]' THEN '"' || replace(${value}, '"', '""') || '"' ELSE ${value} END`;
};

/** The guest fields a reader may not see: the first name only, no e-mail or phone (decision 446). */
function guestField(
  name: keyof TCheckinActivity,
  raw: RawBuilder<unknown>,
  guestName: RawBuilder<unknown>,
  hidden: RawBuilder<boolean>,
): RawBuilder<unknown> {
  if (name === 'guest_name') return sql`(CASE WHEN ${hidden} THEN ${guestFirstName(guestName)} ELSE ${raw} END)`;
  if (name === 'guest_email' || name === 'guest_phonenumber')
    return sql`(CASE WHEN ${hidden} THEN NULL ELSE ${raw} END)`;
  return raw;
}

/** An id the route validated, inlined into the SQL (COPY takes no bind parameters). */
function id(value: number): RawBuilder<unknown> {
  if (!Number.isSafeInteger(value)) throw new Error(`not an id: ${value}`);
  return sql.lit(value);
}

/** The filters of the report on the check-in `c` (guests have no user; a room also matches its desks' check-ins). */
function checkinFilters(f: CheckinActivityFilter): RawBuilder<unknown>[] {
  const filters: RawBuilder<unknown>[] = [];
  if (f.buildings) {
    const ids = sql`ARRAY[${sql.join(f.buildings.map(id))}]::int[]`;
    const rooms = sql`SELECT r.id FROM rooms r JOIN floors fl ON fl.id = r.floor_id WHERE fl.building_id = ANY(${ids})`;
    filters.push(
      f.buildings.length === 0
        ? sql`false`
        : sql`(c.room_id IN (${rooms}) OR c.desk_id IN (SELECT id FROM desks WHERE room_id IN (${rooms})))`,
    );
  }
  if (f.desk) filters.push(sql`c.desk_id = ${id(f.desk)}`);
  if (f.room)
    filters.push(sql`(c.room_id = ${id(f.room)} OR c.desk_id IN (SELECT id FROM desks WHERE room_id = ${id(f.room)}))`);
  if (f.user) filters.push(sql`c.user_id = ${id(f.user)}`);
  if (f.guestOnly) filters.push(sql`c.is_guest`);
  return filters;
}

const createdIn = (column: RawBuilder<unknown>, f: CheckinActivityFilter) => [
  sql`${column} >= ${sql.lit(f.from)}`,
  sql`${column} < ${sql.lit(f.until)}`,
];
const limitTo = (f: CheckinActivityFilter) => (f.limit ? sql`LIMIT ${id(f.limit)}` : sql``);

/**
 * The JSON objects (docs/product/reports.md) of the check-ins, guests included, created in
 * [from, until), newest first: as stored by the triggers of migration 2026_11_23_0100, so a
 * fortnight is read from one index without building its objects. The place/person filters
 * join the check-ins themselves. Values are inline: this runs through `copyRows`.
 */
export function checkinActivityBodiesQuery(f: CheckinActivityFilter): RawBuilder<{ body: string }> {
  const filters = checkinFilters(f);
  const reader = f.guests ?? 'all';
  const room = sql`COALESCE(c.room_id, (SELECT room_id FROM desks WHERE id = c.desk_id))`;
  const body =
    reader === 'all'
      ? sql`a.body`
      : sql`CASE WHEN ${guestDetailsHidden(reader, 'c', buildingOfRoom(room))}
          THEN (a.body::jsonb || jsonb_build_object('guest_name', ${guestFirstName(sql`c.guest_name`)},
            'guest_email', NULL, 'guest_phonenumber', NULL))::text
          ELSE a.body END`;
  return sql`
    SELECT ${body} AS body
    FROM checkin_activities a
    ${filters.length > 0 || reader !== 'all' ? sql`JOIN checkins c ON c.id = a.checkin_id` : sql``}
    WHERE ${sql.join([...createdIn(sql`a.created`, f), ...filters], sql` AND `)}
    ORDER BY a.created DESC, a.checkin_id DESC
    ${limitTo(f)}`;
}

/**
 * The same check-ins as ready RFC 4180 records written by PostgreSQL (CRLF-terminated, columns
 * CHECKIN_EXPORT_COLUMNS, quoting included), so a year of rows costs Node almost nothing.
 * Values are inline: this runs through `copyRows`.
 */
export function checkinActivityCsvQuery(f: CheckinActivityFilter): RawBuilder<{ line: string }> {
  const filters = [...createdIn(sql`c.created`, f), ...checkinFilters(f)];
  const hidden = guestDetailsHidden(f.guests ?? 'all', 'c', buildingOfRoom(sql`r.id`));
  return sql`
    SELECT concat_ws(',', ${sql.join(CHECKIN_EXPORT_COLUMNS.map((name) => csvField(name, hidden)))}) || E'\\r\\n' AS line
    FROM checkins c
    LEFT JOIN desks d ON d.id = c.desk_id
    LEFT JOIN rooms r ON r.id = COALESCE(c.room_id, d.room_id)
    LEFT JOIN users u ON u.id = c.user_id
    LEFT JOIN users v ON v.id = c.visit_person_id
    WHERE ${sql.join(filters, sql` AND `)}
    ORDER BY c.created DESC, c.id DESC
    ${limitTo(f)}`;
}
