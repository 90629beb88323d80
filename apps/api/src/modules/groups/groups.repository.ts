import type { TGroupSource } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

const memberCount = sql<number>`(select count(*)::int from group_members gm where gm.group_id = g.id)`;
const groupColumns = ['g.id', 'g.display_name', 'g.source', 'g.external_id', 'g.created_at', 'g.updated_at'] as const;

/** Every group with its member count, by name. */
export function groupRows(db: DbOrTrx) {
  return db
    .selectFrom('groups as g')
    .select([...groupColumns, memberCount.as('member_count')])
    .orderBy(sql`lower(g.display_name)`)
    .orderBy('g.id')
    .execute();
}

export function groupRow(db: DbOrTrx, id: number) {
  return db
    .selectFrom('groups as g')
    .select([...groupColumns, memberCount.as('member_count')])
    .where('g.id', '=', id)
    .executeTakeFirst();
}

/** The group row locked for a change (FOR UPDATE), or undefined. */
export function lockGroupRow(db: DbOrTrx, id: number) {
  return db.selectFrom('groups as g').select(groupColumns).where('g.id', '=', id).forUpdate().executeTakeFirst();
}

export function groupMembers(db: DbOrTrx, groupId: number) {
  return db
    .selectFrom('group_members as gm')
    .innerJoin('users as u', 'u.id', 'gm.user_id')
    .select(['u.id', 'u.username', 'u.first_name', 'u.last_name', 'u.is_active'])
    .where('gm.group_id', '=', groupId)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
}

export async function insertGroup(
  db: DbOrTrx,
  values: { displayName: string; source: TGroupSource; externalId?: string | null; now: Date },
): Promise<number> {
  const row = await db
    .insertInto('groups')
    .values({
      display_name: values.displayName,
      source: values.source,
      external_id: values.externalId ?? null,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateGroup(
  db: DbOrTrx,
  id: number,
  values: { displayName: string; externalId?: string | null; now: Date },
): Promise<void> {
  await db
    .updateTable('groups')
    .set({
      display_name: values.displayName,
      ...(values.externalId !== undefined ? { external_id: values.externalId } : {}),
      updated_at: values.now,
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteGroup(db: DbOrTrx, id: number): Promise<boolean> {
  const result = await db.deleteFrom('groups').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function addMembers(db: DbOrTrx, groupId: number, userIds: number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const rows = await db
    .insertInto('group_members')
    .values(userIds.map((user_id) => ({ group_id: groupId, user_id })))
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .execute();
  return rows.length;
}

export async function removeMembers(db: DbOrTrx, groupId: number, userIds: number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const result = await db
    .deleteFrom('group_members')
    .where('group_id', '=', groupId)
    .where('user_id', 'in', userIds)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function memberIds(db: DbOrTrx, groupId: number): Promise<number[]> {
  const rows = await db.selectFrom('group_members').select('user_id').where('group_id', '=', groupId).execute();
  return rows.map((r) => r.user_id);
}

/**
 * Which of these ids are people a group can hold: not service accounts, not erased (decision 445); for a
 * provider's group also not deleted by the provider (SCIM would answer 404 for them).
 */
export async function existingPeople(db: DbOrTrx, userIds: number[], provisioned = false): Promise<number[]> {
  if (userIds.length === 0) return [];
  let query = db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', userIds)
    .where('service_account', '=', false)
    .where('erased_at', 'is', null);
  if (provisioned) query = query.where('scim_deleted_at', 'is', null);
  const rows = await query.execute();
  return rows.map((r) => r.id);
}

/** The groups of one source with these names (exact), creating the missing ones. */
export async function ensureGroupsByName(
  db: DbOrTrx,
  source: TGroupSource,
  names: string[],
  now: Date,
): Promise<number[]> {
  if (names.length === 0) return [];
  await db
    .insertInto('groups')
    .values(names.map((display_name) => ({ display_name, source, created_at: now, updated_at: now })))
    .onConflict((oc) => oc.constraint('groups_source_display_name').doNothing())
    .execute();
  const rows = await db
    .selectFrom('groups')
    .select('id')
    .where('source', '=', source)
    .where('display_name', 'in', names)
    .execute();
  return rows.map((r) => r.id);
}

/** The groups of one source a person is in. */
export async function userGroupIds(db: DbOrTrx, userId: number, source: TGroupSource): Promise<number[]> {
  const rows = await db
    .selectFrom('group_members as gm')
    .innerJoin('groups as g', 'g.id', 'gm.group_id')
    .select('g.id')
    .where('gm.user_id', '=', userId)
    .where('g.source', '=', source)
    .execute();
  return rows.map((r) => r.id);
}

export async function leaveGroups(db: DbOrTrx, userId: number, groupIds: number[]): Promise<void> {
  if (groupIds.length === 0) return;
  await db.deleteFrom('group_members').where('user_id', '=', userId).where('group_id', 'in', groupIds).execute();
}

/** A person's groups (all sources), by name: for a SCIM User's `groups`. */
export function groupsOfUsers(db: DbOrTrx, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('group_members as gm')
    .innerJoin('groups as g', 'g.id', 'gm.group_id')
    .select(['gm.user_id', 'g.id', 'g.display_name'])
    .where('gm.user_id', 'in', userIds)
    .orderBy('g.display_name')
    .execute();
}
