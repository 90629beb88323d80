import type { Db } from '../src/db/database';

export type TestRole = 'location_admin' | 'reception' | 'analyst';

/** Gives a person a role for the given buildings (none: a role without buildings, as the analyst's), decision 301. */
export async function giveRole(db: Db, userId: number, role: TestRole, buildingIds: number[], at: Date) {
  const { id } = await db
    .insertInto('role_assignments')
    .values({ role, user_id: userId, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (buildingIds.length > 0)
    await db
      .insertInto('role_assignment_buildings')
      .values(buildingIds.map((buildingId) => ({ assignment_id: id, building_id: buildingId })))
      .execute();
}
