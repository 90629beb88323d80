import {
  BUILDING_SCOPED_ROLES,
  ErrorCode,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  type TGrant,
  type TRoleAssignment,
  type TRoleAssignmentCreate,
} from '@flexapp/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/database';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit } from '../setup';
import {
  assignmentRows,
  buildingOfPlace,
  deleteAssignment,
  insertAssignment,
  insertAssignmentBuildings,
  lockHolder,
  rolesOfUser,
} from './roles.repository';

/**
 * The permissions a person holds through their roles (decision 301): each role's permissions, in the role's
 * buildings (location admin, reception) or everywhere (analyst). Staff hold all, everywhere.
 */
export async function grantsOfUser(db: DbOrTrx, userId: number, isStaff: boolean): Promise<TGrant[]> {
  if (isStaff) return PERMISSIONS.map((permission) => ({ permission, building_ids: null }));
  const roles = await rolesOfUser(db, userId);
  return roles.flatMap((r) =>
    ROLE_PERMISSIONS[r.role].map((permission) => ({
      permission,
      building_ids: BUILDING_SCOPED_ROLES.includes(r.role) ? r.building_ids : null,
    })),
  );
}

export async function listAssignments(db: DbOrTrx): Promise<TRoleAssignment[]> {
  const rows = await assignmentRows(db);
  return rows.map((r) => ({
    id: r.id,
    role: r.role,
    user:
      r.user_id !== null
        ? { id: r.user_id, username: r.username ?? '', name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() }
        : null,
    group: r.group_id !== null ? { id: r.group_id, display_name: r.display_name ?? '', source: r.source ?? '' } : null,
    buildings: r.buildings,
  }));
}

/** Gives a role to one person or one group, with buildings exactly when the role is building-scoped. */
export async function createAssignment(
  db: Db,
  body: TRoleAssignmentCreate,
  staffId: number,
  now: Date,
): Promise<TRoleAssignment> {
  const userId = body.user_id ?? null;
  const groupId = body.group_id ?? null;
  if ((userId === null) === (groupId === null)) throw new AppError(ErrorCode.ROLE_HOLDER_INVALID);
  const buildingIds = [...new Set(body.building_ids)];
  const scoped = BUILDING_SCOPED_ROLES.includes(body.role);
  if (scoped !== buildingIds.length > 0) throw new AppError(ErrorCode.ROLE_BUILDINGS_INVALID);
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      // An erased account takes nothing again, a role included (decision 445).
      if (userId !== null && (await lockHolder(trx, userId))?.erased_at) throw new AppError(ErrorCode.USER_ERASED);
      const created = await insertAssignment(trx, { role: body.role, userId, groupId, createdBy: staffId, now });
      await insertAssignmentBuildings(trx, created, buildingIds);
      await recordAudit(trx, {
        at: now,
        userId: staffId,
        action: 'role.assign',
        entityType: 'role_assignment',
        entityId: created,
        details: { role: body.role, user_id: userId, group_id: groupId, building_ids: buildingIds },
      });
      return created;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(ErrorCode.ROLE_ALREADY_ASSIGNED);
    if (isForeignKeyViolation(err)) throw new AppError(ErrorCode.ROLE_REFERENCE_UNKNOWN);
    throw err;
  }
  const all = await listAssignments(db);
  return all.find((a) => a.id === id)!;
}

export async function removeAssignment(db: Db, id: number, staffId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const gone = await deleteAssignment(trx, id);
    if (!gone) throw notFound('No role assignment with this id');
    await recordAudit(trx, {
      at: now,
      userId: staffId,
      action: 'role.unassign',
      entityType: 'role_assignment',
      entityId: id,
      details: { role: gone.role, user_id: gone.user_id, group_id: gone.group_id },
    });
  });
}

/** The buildings where a person holds the reception role (directly or through a group). */
export async function receptionBuildingsOf(db: DbOrTrx, userId: number): Promise<number[]> {
  const roles = await rolesOfUser(db, userId);
  return [...new Set(roles.filter((r) => r.role === 'reception').flatMap((r) => r.building_ids))];
}

/** The building a place lies in, for the access hook's check of building-scoped callers (decision 345). */
export function placeBuilding(db: DbOrTrx, kind: Parameters<typeof buildingOfPlace>[1], id: number) {
  return buildingOfPlace(db, kind, id);
}
