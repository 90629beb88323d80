import { type Expression, type SqlBool, sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { FilterColumns } from './scim-filter';

/** What a SCIM User is made of. */
export const scimUserColumns = [
  'u.id',
  'u.username',
  'u.email',
  'u.first_name',
  'u.last_name',
  'u.language',
  'u.is_active',
  'u.external_id',
  'u.version',
  'u.created_at',
  'u.updated_at',
] as const;
export type ScimUserRow = {
  id: number;
  username: string;
  email: string | null;
  first_name: string;
  last_name: string;
  language: 'en' | 'nl';
  is_active: boolean;
  external_id: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
};

/** The attributes a Users filter may name (decision 232). */
export const userFilterColumns: FilterColumns = {
  id: { sql: sql`u.id`, caseExact: true, kind: 'id' },
  userName: { sql: sql`u.username`, caseExact: false, kind: 'string' },
  externalId: { sql: sql`u.external_id`, caseExact: true, kind: 'string' },
  'emails.value': { sql: sql`u.email`, caseExact: false, kind: 'string' },
  emails: { sql: sql`u.email`, caseExact: false, kind: 'string' },
  displayName: { sql: sql`(u.first_name || ' ' || u.last_name)`, caseExact: false, kind: 'string' },
  'name.givenName': { sql: sql`u.first_name`, caseExact: false, kind: 'string' },
  'name.familyName': { sql: sql`u.last_name`, caseExact: false, kind: 'string' },
  active: { sql: sql`u.is_active`, caseExact: true, kind: 'boolean' },
};

type Where = Expression<SqlBool>;

/**
 * People the provider manages: not service accounts, not deleted by the provider, not the retention run's twins
 * (decision 316), not erased (gone as the provider deleted them, decision 445).
 */
const visible = (db: DbOrTrx) =>
  db
    .selectFrom('users as u')
    .where('u.service_account', '=', false)
    .where('u.scim_deleted_at', 'is', null)
    .where('u.erased_at', 'is', null)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('retention_twins as t').select('t.twin_id').whereRef('t.twin_id', '=', 'u.id'))),
    );

export async function scimUserPage(db: DbOrTrx, where: Where | null, offset: number, limit: number) {
  const base = where ? visible(db).where(where) : visible(db);
  const [{ total }] = await base.select(sql<number>`count(*)::int`.as('total')).execute();
  const rows =
    limit === 0 ? [] : await base.select(scimUserColumns).orderBy('u.id').offset(offset).limit(limit).execute();
  return { total, rows: rows as ScimUserRow[] };
}

export async function scimUserRow(db: DbOrTrx, id: number, lock = false): Promise<ScimUserRow | undefined> {
  const query = visible(db).select(scimUserColumns).where('u.id', '=', id);
  return (lock ? await query.forUpdate().executeTakeFirst() : await query.executeTakeFirst()) as
    ScimUserRow | undefined;
}

/** A person the provider deleted earlier under this user name: created again, they get their account back. */
export async function deletedUserByName(db: DbOrTrx, username: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .where('scim_deleted_at', 'is not', null)
    .forUpdate()
    .executeTakeFirst();
  return row?.id;
}

export type ScimUserFields = {
  username: string;
  email: string | null;
  first_name: string;
  last_name: string;
  language: 'en' | 'nl';
  external_id: string | null;
};

export async function insertScimUser(db: DbOrTrx, fields: ScimUserFields, active: boolean, now: Date) {
  const row = await db
    .insertInto('users')
    .values({ ...fields, is_active: active, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateScimUser(db: DbOrTrx, id: number, fields: ScimUserFields, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...fields, updated_at: now, version: sql`version + 1` })
    .where('id', '=', id)
    .execute();
}

export async function markScimDeleted(db: DbOrTrx, id: number, at: Date | null): Promise<void> {
  await db
    .updateTable('users')
    .set({ scim_deleted_at: at, ...(at ? { external_id: null } : {}) })
    .where('id', '=', id)
    .execute();
}
