import type { TRole } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/** The roles a person holds, given to them or to a group they are in, with each assignment's buildings. */
export function rolesOfUser(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('role_assignments as ra')
    .select([
      'ra.role',
      sql<number[]>`coalesce((select array_agg(rb.building_id) from role_assignment_buildings rb
        where rb.assignment_id = ra.id), '{}')`.as('building_ids'),
    ])
    .where((eb) =>
      eb.or([
        eb('ra.user_id', '=', userId),
        eb('ra.group_id', 'in', eb.selectFrom('group_members').select('group_id').where('user_id', '=', userId)),
      ]),
    )
    .execute();
}

/** A person about to hold a role, locked for the assignment's transaction; undefined when unknown. */
export function lockHolder(db: DbOrTrx, userId: number) {
  return db.selectFrom('users').select('erased_at').where('id', '=', userId).forShare().executeTakeFirst();
}

/** Every assignment with its holder and buildings, by role then holder. */
export function assignmentRows(db: DbOrTrx) {
  return db
    .selectFrom('role_assignments as ra')
    .leftJoin('users as u', 'u.id', 'ra.user_id')
    .leftJoin('groups as g', 'g.id', 'ra.group_id')
    .select([
      'ra.id',
      'ra.role',
      'ra.user_id',
      'u.username',
      'u.first_name',
      'u.last_name',
      'ra.group_id',
      'g.display_name',
      'g.source',
      sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', b.id, 'name', b.name)
        order by b.name, b.id) from role_assignment_buildings rb join buildings b on b.id = rb.building_id
        where rb.assignment_id = ra.id), '[]')`.as('buildings'),
    ])
    .orderBy('ra.role')
    .orderBy(sql`lower(coalesce(g.display_name, u.first_name || ' ' || u.last_name))`)
    .orderBy('ra.id')
    .execute();
}

export async function insertAssignment(
  db: DbOrTrx,
  row: { role: TRole; userId: number | null; groupId: number | null; createdBy: number; now: Date },
) {
  const { id } = await db
    .insertInto('role_assignments')
    .values({
      role: row.role,
      user_id: row.userId,
      group_id: row.groupId,
      created_by: row.createdBy,
      created_at: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertAssignmentBuildings(db: DbOrTrx, assignmentId: number, buildingIds: readonly number[]) {
  if (buildingIds.length === 0) return;
  await db
    .insertInto('role_assignment_buildings')
    .values(buildingIds.map((building_id) => ({ assignment_id: assignmentId, building_id })))
    .execute();
}

export function deleteAssignment(db: DbOrTrx, id: number) {
  return db
    .deleteFrom('role_assignments')
    .where('id', '=', id)
    .returning(['id', 'role', 'user_id', 'group_id'])
    .executeTakeFirst();
}

/** The building a place lies in (decision 345): a building, floor, room, desk, or a check-in at a desk or room. */
export async function buildingOfPlace(
  db: DbOrTrx,
  kind: 'building' | 'floor' | 'room' | 'desk' | 'checkin',
  id: number,
): Promise<number | undefined> {
  const roomBuilding = (roomId: unknown) =>
    sql<number>`(select f.building_id from rooms r join floors f on f.id = r.floor_id where r.id = ${roomId})`;
  const query = {
    building: sql<number>`(select b.id from buildings b where b.id = ${id})`,
    floor: sql<number>`(select f.building_id from floors f where f.id = ${id})`,
    room: roomBuilding(id),
    desk: roomBuilding(sql`(select d.room_id from desks d where d.id = ${id})`),
    checkin: roomBuilding(
      sql`(select coalesce(c.room_id, d.room_id) from checkins c left join desks d on d.id = c.desk_id
        where c.id = ${id})`,
    ),
  }[kind];
  const { rows } = await sql<{ building_id: number | null }>`select ${query} as building_id`.execute(db);
  return rows[0]?.building_id ?? undefined;
}
