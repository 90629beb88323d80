import type { TSetupBuilding } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

export async function listSetupBuildings(db: DbOrTrx, id?: number): Promise<TSetupBuilding[]> {
  const { rows } = await sql<TSetupBuilding & { floor_count: string }>`
    select b.id, b.name, b.position, b.booking_limit, to_char(b.closing_time, 'HH24:MI') as closing_time, b.version,
      to_char(b.opens_at, 'HH24:MI') as opens_at, to_char(b.closes_at, 'HH24:MI') as closes_at,
      (select count(*) from floors f where f.building_id = b.id and f.deleted_at is null) as floor_count
    from buildings b where b.deleted_at is null ${id ? sql`and b.id = ${id}` : sql``}
    order by b.position, b.name`.execute(db);
  return rows.map((r) => ({ ...r, floor_count: Number(r.floor_count) }));
}
