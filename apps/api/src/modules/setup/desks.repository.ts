import type { TDeskBulkCreate } from '@flexapp/contract';
import type { DbOrTrx } from '../../db/database';
import { nextPosition } from './places.repository';

/**
 * Creates many desks in one room at once. A desk sent without a name gets
 * D<n>, n counting on from the highest D-number among the room's live desks.
 */
export async function createDesks(db: DbOrTrx, roomId: number, desks: TDeskBulkCreate['desks']): Promise<number[]> {
  const existing = await db
    .selectFrom('desks')
    .select('name')
    .where('room_id', '=', roomId)
    .where('deleted_at', 'is', null)
    .execute();
  let n = Math.max(
    0,
    ...existing
      .map((d) => /^D(\d+)$/i.exec(d.name))
      .filter(Boolean)
      .map((m) => Number(m![1])),
  );
  const taken = new Set(existing.map((d) => d.name.toLowerCase()));
  const position = await nextPosition(db, 'desks', roomId);
  const values = desks.map((desk, i) => {
    let name = desk.name;
    if (!name) {
      do name = `D${++n}`;
      while (taken.has(name.toLowerCase()));
    }
    taken.add(name.toLowerCase());
    return { room_id: roomId, name, label: desk.label ?? name, x: desk.x, y: desk.y, position: position + i };
  });
  const rows = await db.insertInto('desks').values(values).returning('id').execute();
  return rows.map((r) => r.id);
}
