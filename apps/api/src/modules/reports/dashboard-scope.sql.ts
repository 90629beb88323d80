import { DAY_OF_WEEK_ALL, addDays, monthsBetween } from '@flexapp/contract';
import { type RawBuilder, sql } from 'kysely';

/**
 * The filters the dashboard reports share, turned into SQL fragments.
 * Aliases: c (checkins), r (rooms), f (floors). Dates are calendar days in the organisation's time
 * zone (the server's), see docs/decisions/050-dashboard-report-definitions.md.
 */
export interface PlaceScope {
  /** One building or several (decision 402). */
  building_id?: number | readonly number[];
  floor_id?: number;
  room_id?: number;
}

export interface RangeScope extends PlaceScope {
  start_date: string;
  end_date: string;
  day_of_week: number;
}

/** A check-in's creation moment as a local timestamp. */
export const localCreated = (tz: string) => sql`(c.created at time zone ${tz})`;

/** A building column in the scope's building or buildings (decision 402). */
export function inBuildings(column: RawBuilder<unknown>, buildings: number | readonly number[]): RawBuilder<unknown> {
  return typeof buildings === 'number' ? sql`${column} = ${buildings}` : sql`${column} = any(${[...buildings]}::int[])`;
}

export function placeWhere(scope: PlaceScope): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (scope.building_id !== undefined) parts.push(inBuildings(sql.ref('f.building_id'), scope.building_id));
  if (scope.floor_id !== undefined) parts.push(sql`r.floor_id = ${scope.floor_id}`);
  if (scope.room_id !== undefined) parts.push(sql`r.id = ${scope.room_id}`);
  return sql.join(parts, sql` and `);
}

/**
 * Created on a day of [start_date, end_date] (local), on the chosen weekday.
 * The bounds are constants, so the created index serves the range.
 */
export function rangeWhere(scope: RangeScope, tz: string): RawBuilder<unknown> {
  const from = sql`(${scope.start_date}::timestamp at time zone ${tz})`;
  const until = sql`(${addDays(scope.end_date, 1)}::timestamp at time zone ${tz})`;
  const dow =
    scope.day_of_week === DAY_OF_WEEK_ALL
      ? sql`true`
      : sql`extract(dow from ${localCreated(tz)}) = ${scope.day_of_week}`;
  return sql`c.created >= ${from} and c.created < ${until} and ${dow}`;
}

const hasPlace = (scope: PlaceScope) =>
  scope.building_id !== undefined || scope.floor_id !== undefined || scope.room_id !== undefined;

/**
 * The check-in (alias c) happened in the chosen building/floor/room: its
 * meeting room or its desk lies there. Written as hashed sub-selects over the
 * small structure tables, so the check-ins themselves are read from one index
 * without joins.
 */
export function checkinPlaceWhere(scope: PlaceScope): RawBuilder<unknown> {
  if (!hasPlace(scope)) return sql`true`;
  return sql`(c.room_id in (select r.id from rooms r join floors f on f.id = r.floor_id where ${placeWhere(scope)})
    or c.desk_id in (select d.id from desks d join rooms r on r.id = d.room_id join floors f on f.id = r.floor_id where ${placeWhere(scope)}))`;
}

/**
 * Check-ins at a place (desk or meeting room; guests included), filtered by
 * place, range and weekday, optionally by type. Alias c (checkins).
 */
export function placeCheckinsWhere(scope: RangeScope, tz: string, type?: 'WORKSPACE' | 'MEETING'): RawBuilder<unknown> {
  const typeWhere = type ? sql`c.type = ${type}` : sql`c.type in ('WORKSPACE', 'MEETING')`;
  return sql`${typeWhere} and ${rangeWhere(scope, tz)} and ${checkinPlaceWhere(scope)}`;
}

/** Every month (YYYY-MM) the range touches. */
export const monthsOf = monthsBetween;
