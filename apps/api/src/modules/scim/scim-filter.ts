import { type Expression, type SqlBool, sql } from 'kysely';
import { type Filter, parse } from 'scim2-parse-filter';
import { scimBadRequest } from './scim-errors';

/** A filterable attribute: the SQL it compares, and whether the comparison ignores case (RFC 7643 caseExact). */
export type FilterColumn = {
  sql: Expression<unknown>;
  caseExact: boolean;
  kind: 'string' | 'boolean' | 'id' | 'member';
};
export type FilterColumns = Record<string, FilterColumn>;

/** Reads a `filter` query with scim2-parse-filter; a filter it cannot read is 400 invalidFilter. */
export function parseScimFilter(filter: string): Filter {
  try {
    return parse(filter);
  } catch (err) {
    throw scimBadRequest(
      'invalidFilter',
      `The filter cannot be read: ${err instanceof Error ? err.message : 'syntax'}`,
    );
  }
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The parsed filter as one SQL condition on `columns` (decision 232): eq, ne, co, sw, ew, pr, and, or, not, and a
 * value path on a multi-valued attribute (`emails[value eq "…"]`). Attribute names ignore case (RFC 7644 §3.10).
 * Anything else (another attribute, gt/lt, a value of the wrong type) is 400 invalidFilter, never a 500.
 */
export function filterToSql(filter: Filter, columns: FilterColumns): Expression<SqlBool> {
  const column = (path: string): FilterColumn => {
    const key = Object.keys(columns).find((k) => k.toLowerCase() === path.toLowerCase());
    if (!key) throw scimBadRequest('invalidFilter', `Filtering on ${path} is not supported.`);
    return columns[key];
  };
  const walk = (f: Filter): Expression<SqlBool> => {
    switch (f.op) {
      case 'and':
        return sql<SqlBool>`(${sql.join(f.filters.map(walk), sql` and `)})`;
      case 'or':
        return sql<SqlBool>`(${sql.join(f.filters.map(walk), sql` or `)})`;
      case 'not':
        return sql<SqlBool>`(not coalesce(${walk(f.filter)}, false))`;
      case '[]': {
        if (f.valFilter.op === 'and' || f.valFilter.op === 'or' || f.valFilter.op === 'not' || f.valFilter.op === '[]')
          throw scimBadRequest('invalidFilter', 'Only one comparison inside a value path is supported.');
        const inner = f.valFilter as { attrPath: string };
        return walk({ ...f.valFilter, attrPath: `${f.attrPath}.${inner.attrPath}` } as Filter);
      }
      case 'pr':
        return sql<SqlBool>`(${column(f.attrPath).sql} is not null)`;
      default:
        return compare(f.op, column(f.attrPath), f.compValue);
    }
  };
  return walk(filter);
}

function compare(op: string, col: FilterColumn, value: unknown): Expression<SqlBool> {
  if (col.kind === 'boolean') {
    if (typeof value !== 'boolean' || (op !== 'eq' && op !== 'ne'))
      throw scimBadRequest('invalidFilter', 'A boolean attribute is compared with eq or ne and true or false.');
    return op === 'eq' ? sql<SqlBool>`(${col.sql} = ${value})` : sql<SqlBool>`(${col.sql} <> ${value})`;
  }
  if (col.kind === 'member') {
    // A group's members.value: the group has this person (col.sql is the group's id).
    const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null;
    if (op !== 'eq') throw scimBadRequest('invalidFilter', 'members.value is compared with eq.');
    if (id === null) return sql<SqlBool>`false`;
    return sql<SqlBool>`exists (select 1 from group_members gm where gm.group_id = ${col.sql} and gm.user_id = ${id})`;
  }
  if (col.kind === 'id') {
    const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null;
    if (op !== 'eq' && op !== 'ne') throw scimBadRequest('invalidFilter', 'An id is compared with eq or ne.');
    if (id === null) return op === 'eq' ? sql<SqlBool>`false` : sql<SqlBool>`true`;
    return op === 'eq' ? sql<SqlBool>`(${col.sql} = ${id})` : sql<SqlBool>`(${col.sql} is distinct from ${id})`;
  }
  if (typeof value !== 'string') throw scimBadRequest('invalidFilter', 'This attribute is compared with a string.');
  const left = col.caseExact ? col.sql : sql`lower(${col.sql})`;
  const v = col.caseExact ? value : value.toLowerCase();
  switch (op) {
    case 'eq':
      return sql<SqlBool>`(${left} = ${v})`;
    case 'ne':
      return sql<SqlBool>`(${left} is distinct from ${v})`;
    case 'co':
      return sql<SqlBool>`(${left} like ${`%${likeEscape(v)}%`})`;
    case 'sw':
      return sql<SqlBool>`(${left} like ${`${likeEscape(v)}%`})`;
    case 'ew':
      return sql<SqlBool>`(${left} like ${`%${likeEscape(v)}`})`;
    default:
      throw scimBadRequest('invalidFilter', `The operator ${op} is not supported.`);
  }
}
