import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

const columns = ['id', 'name', 'colour', 'access', 'open_days_before', 'open_time', 'weekdays'] as const;
const live = sql<boolean>`r.deleted_at IS NULL AND f.deleted_at IS NULL AND b.deleted_at IS NULL`;

export function listNeighbourhoods(db: DbOrTrx, ids?: number[]) {
  let q = db.selectFrom('neighbourhoods').select(columns).orderBy('name');
  if (ids) q = q.where('id', 'in', ids.length > 0 ? ids : [0]);
  return q.execute();
}
export type NeighbourhoodRow = Awaited<ReturnType<typeof listNeighbourhoods>>[number];

export function placeRows(db: DbOrTrx) {
  return db.selectFrom('neighbourhood_places').select(['neighbourhood_id', 'desk_id', 'room_id', 'floor_id']).execute();
}

/** Each neighbourhood's groups, by name, and whether the user is a member of each. */
export function groupsOf(db: DbOrTrx, ids: number[], userId: number) {
  return db
    .selectFrom('neighbourhood_groups as ng')
    .innerJoin('groups as g', 'g.id', 'ng.group_id')
    .select((eb) => [
      'ng.neighbourhood_id',
      'g.id as group_id',
      'g.display_name',
      eb
        .exists(
          eb
            .selectFrom('group_members as m')
            .select('m.user_id')
            .whereRef('m.group_id', '=', 'g.id')
            .where('m.user_id', '=', userId),
        )
        .as('member'),
    ])
    .where('ng.neighbourhood_id', 'in', ids.length > 0 ? ids : [0])
    .orderBy('g.display_name')
    .execute();
}

/** The live desks each neighbourhood holds (named itself, by its room or by its floor); `deskIds` narrows. */
export function coveredDesks(db: DbOrTrx, deskIds?: number[]) {
  let q = db
    .selectFrom('desks as d')
    .innerJoin('rooms as r', 'r.id', 'd.room_id')
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .innerJoin('buildings as b', 'b.id', 'f.building_id')
    .innerJoin('neighbourhood_places as np', (join) =>
      join.on((eb) =>
        eb.or([
          eb('np.desk_id', '=', eb.ref('d.id')),
          eb('np.room_id', '=', eb.ref('r.id')),
          eb('np.floor_id', '=', eb.ref('f.id')),
        ]),
      ),
    )
    .select(['np.neighbourhood_id', 'd.id as desk_id'])
    .distinct()
    .where('d.deleted_at', 'is', null)
    .where(live);
  if (deskIds) q = q.where('d.id', 'in', deskIds.length > 0 ? deskIds : [0]);
  return q.orderBy('d.id').execute();
}

/** The live meeting rooms each neighbourhood holds (named itself or by its floor); `roomIds` narrows. */
export function coveredRooms(db: DbOrTrx, roomIds?: number[]) {
  let q = db
    .selectFrom('rooms as r')
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .innerJoin('buildings as b', 'b.id', 'f.building_id')
    .innerJoin('neighbourhood_places as np', (join) =>
      join.on((eb) => eb.or([eb('np.room_id', '=', eb.ref('r.id')), eb('np.floor_id', '=', eb.ref('f.id'))])),
    )
    .select(['np.neighbourhood_id', 'r.id as room_id'])
    .distinct()
    .where('r.type', '=', 'MEETING')
    .where(live);
  if (roomIds) q = q.where('r.id', 'in', roomIds.length > 0 ? roomIds : [0]);
  return q.orderBy('r.id').execute();
}

/** What staff choose from: live desks, rooms and floors with where they are, and every group. */
export async function choices(db: DbOrTrx) {
  const [desks, rooms, floors, groups] = await Promise.all([
    db
      .selectFrom('desks as d')
      .innerJoin('rooms as r', 'r.id', 'd.room_id')
      .innerJoin('floors as f', 'f.id', 'r.floor_id')
      .innerJoin('buildings as b', 'b.id', 'f.building_id')
      .select(['d.id', sql<string>`b.name || ' · ' || f.name || ' · ' || r.name || ' · ' || d.name`.as('label')])
      .where('d.deleted_at', 'is', null)
      .where(live)
      .orderBy('b.name')
      .orderBy('f.name')
      .orderBy('r.name')
      .orderBy('d.name')
      .execute(),
    db
      .selectFrom('rooms as r')
      .innerJoin('floors as f', 'f.id', 'r.floor_id')
      .innerJoin('buildings as b', 'b.id', 'f.building_id')
      .select(['r.id', sql<string>`b.name || ' · ' || f.name || ' · ' || r.name`.as('label')])
      .where(live)
      .orderBy('b.name')
      .orderBy('f.name')
      .orderBy('r.name')
      .execute(),
    db
      .selectFrom('floors as f')
      .innerJoin('buildings as b', 'b.id', 'f.building_id')
      .select(['f.id', sql<string>`b.name || ' · ' || f.name`.as('label')])
      .where('f.deleted_at', 'is', null)
      .where('b.deleted_at', 'is', null)
      .orderBy('b.name')
      .orderBy('f.name')
      .execute(),
    db.selectFrom('groups').select(['id', 'display_name as label']).orderBy('display_name').execute(),
  ]);
  return { desks, rooms, floors, groups };
}

export type NeighbourhoodValues = {
  name: string;
  colour: string;
  access: 'groups_only' | 'groups_first';
  open_days_before: number | null;
  open_time: string | null;
  weekdays: number[];
};

export function insertNeighbourhood(db: DbOrTrx, values: NeighbourhoodValues) {
  return db.insertInto('neighbourhoods').values(values).returning('id').executeTakeFirstOrThrow();
}
export function updateNeighbourhood(db: DbOrTrx, id: number, values: NeighbourhoodValues) {
  return db.updateTable('neighbourhoods').set(values).where('id', '=', id).returning('id').executeTakeFirst();
}
export function deleteNeighbourhood(db: DbOrTrx, id: number) {
  return db.deleteFrom('neighbourhoods').where('id', '=', id).returning(['id', 'name']).executeTakeFirst();
}

export async function replaceMembers(
  trx: DbOrTrx,
  id: number,
  places: { desk_ids: number[]; room_ids: number[]; floor_ids: number[] },
  groupIds: number[],
) {
  await trx.deleteFrom('neighbourhood_places').where('neighbourhood_id', '=', id).execute();
  await trx.deleteFrom('neighbourhood_groups').where('neighbourhood_id', '=', id).execute();
  const rows = [
    ...places.desk_ids.map((desk_id) => ({ neighbourhood_id: id, desk_id, room_id: null, floor_id: null })),
    ...places.room_ids.map((room_id) => ({ neighbourhood_id: id, desk_id: null, room_id, floor_id: null })),
    ...places.floor_ids.map((floor_id) => ({ neighbourhood_id: id, desk_id: null, room_id: null, floor_id })),
  ];
  if (rows.length > 0) await trx.insertInto('neighbourhood_places').values(rows).execute();
  if (groupIds.length > 0)
    await trx
      .insertInto('neighbourhood_groups')
      .values(groupIds.map((group_id) => ({ neighbourhood_id: id, group_id })))
      .execute();
}
