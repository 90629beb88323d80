import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Bulk writing for the seed: large tables go in as column arrays through `unnest`. */

export type Trx = Transaction<Database>;

export type PgType = 'int4' | 'text' | 'bool' | 'timestamptz' | 'date' | 'time';

/**
 * Rows kept column by column and written with
 * `INSERT ... SELECT * FROM unnest($1::int4[], $2::text[], ...)`: one bind
 * parameter per column whatever the number of rows, so PostgreSQL's limit of
 * 65,535 parameters never applies, and it is several times faster than a
 * multi-row VALUES list.
 */
export class ColumnWriter<C extends string> {
  private columns: Record<C, unknown[]>;
  private readonly names: C[];
  private length = 0;
  /** Rows written so far (flushed or buffered). */
  total = 0;

  constructor(
    private readonly trx: Trx,
    private readonly table: keyof Database & string,
    private readonly types: Record<C, PgType>,
    private readonly options: { chunkSize?: number; before?: () => Promise<void> } = {},
  ) {
    this.names = Object.keys(types) as C[];
    this.columns = this.empty();
  }

  private empty(): Record<C, unknown[]> {
    const columns = {} as Record<C, unknown[]>;
    for (const name of this.names) columns[name] = [];
    return columns;
  }

  push(row: Record<C, unknown>): void {
    for (const name of this.names) this.columns[name].push(row[name] ?? null);
    this.length++;
    this.total++;
  }

  /** Writes the buffer once it holds a full chunk. */
  async flushIfFull(): Promise<void> {
    if (this.length >= (this.options.chunkSize ?? 20_000)) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.length === 0) return;
    if (this.options.before) await this.options.before();
    const columns = this.columns;
    this.columns = this.empty();
    this.length = 0;
    await sql`
      insert into ${sql.table(this.table)} (${sql.join(this.names.map((n) => sql.ref(n)))})
      select * from unnest(${sql.join(this.names.map((n) => sql`${arrayLiteral(columns[n])}::${sql.raw(this.types[n])}[]`))})
    `.execute(this.trx);
  }
}

/**
 * A PostgreSQL array literal ('{1,NULL,"text"}'), built here rather than by
 * the driver: much cheaper for millions of values. Dates go as UTC ISO
 * strings, strings are always quoted (so the text NULL stays text).
 */
export function arrayLiteral(values: readonly unknown[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) parts[i] = 'NULL';
    else if (typeof v === 'number') parts[i] = String(v);
    else if (v instanceof Date) parts[i] = v.toISOString();
    else if (typeof v === 'boolean') parts[i] = v ? 't' : 'f';
    else parts[i] = `"${String(v).replace(/["\\]/g, '\\$&')}"`;
  }
  return `{${parts.join(',')}}`;
}

/**
 * Ids taken from a table's own sequence ahead of time, so rows that others
 * refer to (bookings, guest check-ins) can be written in bulk and referenced
 * without reading anything back.
 */
export class IdAllocator {
  private pool: number[] = [];
  private position = 0;

  constructor(
    private readonly trx: Trx,
    private readonly table: keyof Database & string,
  ) {}

  /** Makes sure at least `count` ids can be taken with `next()`. */
  async ensure(count: number): Promise<void> {
    const available = this.pool.length - this.position;
    if (available >= count) return;
    const wanted = Math.max(count - available, 2_000);
    const result = await sql<{ id: number }>`
      select nextval(pg_get_serial_sequence(${this.table}, 'id'))::int as id from generate_series(1, ${wanted}::int)
    `.execute(this.trx);
    this.pool = this.pool.slice(this.position).concat(result.rows.map((r) => r.id));
    this.position = 0;
  }

  next(): number {
    if (this.position >= this.pool.length) throw new Error(`IdAllocator(${this.table}): call ensure() first`);
    return this.pool[this.position++];
  }
}

/** Splits rows into chunks, for multi-row VALUES inserts that stay under the parameter limit. */
export function* chunks<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/**
 * Drops a table's secondary indexes (not those behind constraints) and its
 * foreign keys, and returns a function that puts them back from their own
 * definitions: each index is built once and each foreign key checked in one
 * pass, instead of row by row. Inside the seed's transaction this makes
 * loading a million rows several times faster, nothing outside the
 * transaction ever sees the table without them, and the unique indexes and
 * foreign keys still check every row when they come back.
 */
export async function deferIndexes(trx: Trx, table: keyof Database & string): Promise<() => Promise<void>> {
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = ${table}
      and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)
  `.execute(trx);
  const { rows: foreignKeys } = await sql<{ name: string; definition: string }>`
    select conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint
    where conrelid = ${table}::regclass and contype = 'f'
  `.execute(trx);
  for (const fk of foreignKeys)
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(fk.name)}`.execute(trx);
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(trx);
  return async () => {
    for (const index of indexes) await sql.raw(index.definition).execute(trx);
    for (const fk of foreignKeys) {
      await sql`alter table ${sql.table(table)} add constraint ${sql.id(fk.name)} ${sql.raw(fk.definition)}`.execute(
        trx,
      );
    }
  };
}
