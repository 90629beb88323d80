import { EVENTS_CHANNEL, type TAppEvent } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../db/database';

/**
 * Publishes a live event with pg_notify. Called with the transaction that
 * makes the change, PostgreSQL delivers it on commit (never for a rollback),
 * to the listeners of every API process.
 */
export async function publishEvent(db: DbOrTrx, event: TAppEvent): Promise<void> {
  await sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`.execute(db);
}

/** desk_status for a desk, looking up its room and floor. */
export async function publishDeskStatus(db: DbOrTrx, deskId: number, date: string): Promise<void> {
  const row = await db
    .selectFrom('desks as d')
    .innerJoin('rooms as r', 'r.id', 'd.room_id')
    .select(['d.room_id', 'r.floor_id'])
    .where('d.id', '=', deskId)
    .executeTakeFirst();
  if (row) await publishEvent(db, { type: 'desk_status', desk_id: deskId, room_id: row.room_id, floor_id: row.floor_id, date });
}
