import type { TPlanMime } from '@flexapp/contract';
import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { Database } from '../../db/schema';
import type { PlaceTable } from './places.repository';

/** Inserts one building, floor, room or desk; answers its id. A name used by a sibling violates a unique index. */
export async function insertPlace<T extends PlaceTable>(
  db: DbOrTrx,
  table: T,
  values: Insertable<Database[T]>,
): Promise<number> {
  const row = await db
    .insertInto(table as PlaceTable)
    .values(values as Insertable<Database[PlaceTable]>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets (or, with null, removes) a floor's plan image at `now`. */
export async function setFloorPlan(
  db: DbOrTrx,
  floorId: number,
  plan: { image: Buffer; mime: TPlanMime } | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('floors')
    .set(
      plan
        ? { plan_image: plan.image, plan_mime: plan.mime, plan_updated_at: now, updated_at: now }
        : { plan_image: null, plan_mime: null, plan_updated_at: null, updated_at: now },
    )
    .where('id', '=', floorId)
    .execute();
}
