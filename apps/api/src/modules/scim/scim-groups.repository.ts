import { type Expression, type SqlBool, sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { FilterColumns } from './scim-filter';
import type { ScimGroupRow } from './scim.presenter';

/** The attributes a Groups filter may name (decision 232). */
export const groupFilterColumns: FilterColumns = {
  id: { sql: sql`g.id`, caseExact: true, kind: 'id' },
  displayName: { sql: sql`g.display_name`, caseExact: false, kind: 'string' },
  externalId: { sql: sql`g.external_id`, caseExact: true, kind: 'string' },
  'members.value': { sql: sql`g.id`, caseExact: true, kind: 'member' },
  members: { sql: sql`g.id`, caseExact: true, kind: 'member' },
};

type Where = Expression<SqlBool>;
const columns = ['g.id', 'g.display_name', 'g.external_id', 'g.created_at', 'g.updated_at'] as const;

/** SCIM sees only the groups SCIM keeps (not manual ones, nor those of sign-in claims). */
const scimGroups = (db: DbOrTrx) => db.selectFrom('groups as g').where('g.source', '=', 'scim');

export async function scimGroupPage(db: DbOrTrx, where: Where | null, offset: number, limit: number) {
  const base = where ? scimGroups(db).where(where) : scimGroups(db);
  const [{ total }] = await base.select(sql<number>`count(*)::int`.as('total')).execute();
  const rows = limit === 0 ? [] : await base.select(columns).orderBy('g.id').offset(offset).limit(limit).execute();
  return { total, rows: rows as ScimGroupRow[] };
}

export async function scimGroupRow(db: DbOrTrx, id: number): Promise<ScimGroupRow | undefined> {
  return (await scimGroups(db).select(columns).where('g.id', '=', id).executeTakeFirst()) as ScimGroupRow | undefined;
}

/** Members of several groups at once (a page of a list). */
export function membersOfGroups(db: DbOrTrx, groupIds: number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('group_members as gm')
    .innerJoin('users as u', 'u.id', 'gm.user_id')
    .select(['gm.group_id', 'u.id', 'u.first_name', 'u.last_name'])
    .where('gm.group_id', 'in', groupIds)
    .orderBy('u.id')
    .execute();
}
