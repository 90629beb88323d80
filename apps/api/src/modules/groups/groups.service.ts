import {
  ErrorCode,
  GROUP_NAME_MAX,
  type TGroup,
  type TGroupDetail,
  type TGroupSave,
  type TGroupSource,
} from '@flexapp/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/database';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit } from '../setup';
import {
  addMembers,
  deleteGroup,
  ensureGroupsByName,
  existingPeople,
  groupMembers,
  groupRow,
  groupRows,
  insertGroup,
  leaveGroups,
  lockGroupRow,
  removeMembers,
  updateGroup,
  userGroupIds,
} from './groups.repository';

type GroupRow = NonNullable<Awaited<ReturnType<typeof groupRow>>>;
const present = (row: GroupRow): TGroup => ({
  id: row.id,
  display_name: row.display_name,
  source: row.source,
  external_id: row.external_id,
  member_count: row.member_count,
});

/** A unique violation on (source, name) becomes 409 GROUP_NAME_TAKEN; anything else stays. */
export const groupNameTaken = (err: unknown) =>
  isUniqueViolation(err, 'groups_source_display_name')
    ? new AppError(ErrorCode.GROUP_NAME_TAKEN, 'Group name taken', { display_name: ['group_name_taken'] })
    : err;

export async function listGroups(db: DbOrTrx): Promise<TGroup[]> {
  return (await groupRows(db)).map(present);
}

export async function groupDetail(db: DbOrTrx, id: number): Promise<TGroupDetail> {
  const row = await groupRow(db, id);
  if (!row) throw notFound();
  return { ...present(row), members: await groupMembers(db, id) };
}

/** Locks a manual group for a change by staff: provider groups are read-only in Setup (decision 230). */
async function lockManualGroup(db: DbOrTrx, id: number) {
  const row = await lockGroupRow(db, id);
  if (!row) throw notFound();
  if (row.source !== 'manual') throw new AppError(ErrorCode.GROUP_READ_ONLY);
  return row;
}

export async function createManualGroup(db: Db, now: Date, staffId: number, body: TGroupSave): Promise<TGroupDetail> {
  const id = await db.transaction().execute(async (trx) => {
    const groupId = await insertGroup(trx, { displayName: body.display_name, source: 'manual', now }).catch((err) => {
      throw groupNameTaken(err);
    });
    await recordAudit(trx, {
      at: now,
      userId: staffId,
      action: 'group.create',
      entityType: 'group',
      entityId: groupId,
      details: { display_name: body.display_name },
    });
    return groupId;
  });
  return groupDetail(db, id);
}

export async function renameManualGroup(
  db: Db,
  now: Date,
  staffId: number,
  id: number,
  body: TGroupSave,
): Promise<TGroupDetail> {
  await db.transaction().execute(async (trx) => {
    const current = await lockManualGroup(trx, id);
    await updateGroup(trx, id, { displayName: body.display_name, now }).catch((err) => {
      throw groupNameTaken(err);
    });
    await recordAudit(trx, {
      at: now,
      userId: staffId,
      action: 'group.update',
      entityType: 'group',
      entityId: id,
      details: { before: { display_name: current.display_name }, after: { display_name: body.display_name } },
    });
  });
  return groupDetail(db, id);
}

export async function deleteManualGroup(db: Db, now: Date, staffId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await lockManualGroup(trx, id);
    await deleteGroup(trx, id);
    await recordAudit(trx, {
      at: now,
      userId: staffId,
      action: 'group.delete',
      entityType: 'group',
      entityId: id,
      details: { display_name: current.display_name },
    });
  });
}

export async function addManualMember(
  db: Db,
  now: Date,
  staffId: number,
  id: number,
  userId: number,
): Promise<TGroupDetail> {
  await db.transaction().execute(async (trx) => {
    const current = await lockManualGroup(trx, id);
    if ((await existingPeople(trx, [userId])).length === 0) throw notFound('No such person');
    await addMembers(trx, id, [userId]).catch((err) => {
      throw isForeignKeyViolation(err) ? notFound('No such person') : err;
    });
    await recordAudit(trx, {
      at: now,
      userId: staffId,
      action: 'group.member_add',
      entityType: 'group',
      entityId: id,
      details: { display_name: current.display_name, user_id: userId },
    });
  });
  return groupDetail(db, id);
}

export async function removeManualMember(
  db: Db,
  now: Date,
  staffId: number,
  id: number,
  userId: number,
): Promise<TGroupDetail> {
  await db.transaction().execute(async (trx) => {
    const current = await lockManualGroup(trx, id);
    if ((await removeMembers(trx, id, [userId])) === 0) throw notFound('Not a member');
    await recordAudit(trx, {
      at: now,
      userId: staffId,
      action: 'group.member_remove',
      entityType: 'group',
      entityId: id,
      details: { display_name: current.display_name, user_id: userId },
    });
  });
  return groupDetail(db, id);
}

/** Group names as a provider sends them: trimmed, without empties and repeats, cut to the column's length. */
export const cleanGroupNames = (names: readonly string[]): string[] => [
  ...new Set(names.map((n) => n.trim().slice(0, GROUP_NAME_MAX)).filter((n) => n.length > 0)),
];

/**
 * A person's memberships of one provider's groups become exactly `groupNames` (the groups claim of an OIDC or
 * SAML sign-in): missing groups are made, groups left are left. Groups of other sources are not touched. Call it
 * inside the sign-in's transaction.
 */
export async function syncMembershipsFromClaims(
  db: DbOrTrx,
  userId: number,
  source: Exclude<TGroupSource, 'manual'>,
  groupNames: readonly string[],
  now: Date,
): Promise<{ joined: number; left: number }> {
  const wanted = await ensureGroupsByName(db, source, cleanGroupNames(groupNames), now);
  const current = await userGroupIds(db, userId, source);
  const leave = current.filter((id) => !wanted.includes(id));
  const join = wanted.filter((id) => !current.includes(id));
  await leaveGroups(db, userId, leave);
  for (const groupId of join) await addMembers(db, groupId, [userId]);
  return { joined: join.length, left: leave.length };
}
