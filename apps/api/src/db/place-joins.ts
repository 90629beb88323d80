import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from './schema';

/** The columns of a row that stands at a desk or a meeting room (a check-in, a guest registration). */
interface PlaceColumns {
  desk_id: number | null;
  room_id: number | null;
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** The tables `joinPlace` adds, each null for a row without a place. */
interface PlaceTables {
  d: Nullable<Database['desks']>;
  r: Nullable<Database['rooms']>;
  f: Nullable<Database['floors']>;
  b: Nullable<Database['buildings']>;
}

/**
 * Joins the place of the rows `alias` of `qb`: its desk `d`, its room `r` (the desk's room when only the desk is
 * set), floor `f` and building `b` (left joins: all null for a row without a place).
 */
export function joinPlace<DB extends Record<A, PlaceColumns>, A extends string, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  alias: A,
): SelectQueryBuilder<DB & PlaceTables, TB | keyof PlaceTables, O> {
  // Kysely cannot check joins against a generic database type: the joins are checked against a row of
  // `PlaceColumns` under the fixed name `s`, and the SQL names the caller's alias.
  const query = qb as unknown as SelectQueryBuilder<Database & { s: PlaceColumns }, 's', O>;
  const row = (column: keyof PlaceColumns) => sql.ref(`${alias}.${column}`);
  return query
    .leftJoin('desks as d', (join) => join.on(sql`d.id`, '=', row('desk_id')))
    .leftJoin('rooms as r', (join) => join.on(sql`r.id`, '=', sql`coalesce(${row('room_id')}, d.room_id)`))
    .leftJoin('floors as f', 'f.id', 'r.floor_id')
    .leftJoin('buildings as b', 'b.id', 'f.building_id') as unknown as SelectQueryBuilder<
    DB & PlaceTables,
    TB | keyof PlaceTables,
    O
  >;
}
