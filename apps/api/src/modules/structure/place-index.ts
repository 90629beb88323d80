import type { DbOrTrx } from '../../db/database';

export interface PlaceIndex {
  buildings: Set<number>;
  floors: Map<number, { buildingId: number }>;
  rooms: Map<number, { floorId: number; buildingId: number }>;
  desks: Map<number, { roomId: number; floorId: number; buildingId: number }>;
}

/** Where every place that is not deleted sits: desk → room → floor → building. */
export async function loadPlaceIndex(db: DbOrTrx): Promise<PlaceIndex> {
  const [buildings, floors, rooms, desks] = await Promise.all([
    db.selectFrom('buildings').select('id').where('deleted_at', 'is', null).execute(),
    db
      .selectFrom('floors as f')
      .innerJoin('buildings as b', 'b.id', 'f.building_id')
      .select(['f.id', 'f.building_id'])
      .where('f.deleted_at', 'is', null)
      .where('b.deleted_at', 'is', null)
      .execute(),
    db
      .selectFrom('rooms as r')
      .innerJoin('floors as f', 'f.id', 'r.floor_id')
      .select(['r.id', 'r.floor_id', 'f.building_id'])
      .where('r.deleted_at', 'is', null)
      .where('f.deleted_at', 'is', null)
      .execute(),
    db
      .selectFrom('desks as d')
      .innerJoin('rooms as r', 'r.id', 'd.room_id')
      .innerJoin('floors as f', 'f.id', 'r.floor_id')
      .select(['d.id', 'd.room_id', 'r.floor_id', 'f.building_id'])
      .where('d.deleted_at', 'is', null)
      .where('r.deleted_at', 'is', null)
      .where('f.deleted_at', 'is', null)
      .execute(),
  ]);
  return {
    buildings: new Set(buildings.map((b) => b.id)),
    floors: new Map(floors.map((f) => [f.id, { buildingId: f.building_id }])),
    rooms: new Map(rooms.map((r) => [r.id, { floorId: r.floor_id, buildingId: r.building_id }])),
    desks: new Map(desks.map((d) => [d.id, { roomId: d.room_id, floorId: d.floor_id, buildingId: d.building_id }])),
  };
}
