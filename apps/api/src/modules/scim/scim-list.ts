import type { Expression, SqlBool } from 'kysely';
import type { z } from 'zod';
import { scimBadRequest } from './scim-errors';
import { type FilterColumns, filterToSql, parseScimFilter } from './scim-filter';
import { listResponse } from './scim.presenter';

/** What a SCIM list asks for: `filter`, 1-based `startIndex`, page size `count` (decision 232). */
export type ScimListQuery = { filter: string | undefined; startIndex: number; count: number };

export interface ScimListSource<Row extends { id: number }, Related> {
  /** The attributes the filter may name. */
  columns: FilterColumns;
  /** The rows that match `where` (all when null): their number and one page of them. */
  page(where: Expression<SqlBool> | null, offset: number, limit: number): Promise<{ total: number; rows: Row[] }>;
  /** What the page's rows carry besides themselves (groups, members), read in one query. */
  related(ids: number[]): Promise<Related[]>;
  /** The row id a related row belongs to. */
  ownerOf(related: Related): number;
  present(row: Row, related: Related[]): unknown;
}

/** A SCIM ListResponse: the filter as SQL, one page, each row presented with its own related rows. */
export async function scimList<Row extends { id: number }, Related>(
  query: ScimListQuery,
  source: ScimListSource<Row, Related>,
) {
  const parsed = query.filter ? parseScimFilter(query.filter) : null;
  const { total, rows } = await source.page(
    parsed ? filterToSql(parsed, source.columns) : null,
    query.startIndex - 1,
    query.count,
  );
  const related = await source.related(rows.map((r) => r.id));
  return listResponse(
    total,
    query.startIndex,
    rows.map((row) =>
      source.present(
        row,
        related.filter((r) => source.ownerOf(r) === row.id),
      ),
    ),
  );
}

/** A body read as a SCIM resource of `schema`; what does not fit is 400 invalidValue (invalidSyntax for a non-object). */
export function readScimResource<T>(schema: z.ZodType<T>, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw scimBadRequest('invalidSyntax', 'The body is not a SCIM resource.');
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw scimBadRequest('invalidValue', `${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  return parsed.data;
}
