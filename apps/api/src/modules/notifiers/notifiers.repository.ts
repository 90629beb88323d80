import type { TNotifier } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { todayApiDate } from '../../lib/today';
import { listDesks } from '../structure/structure.repository';

export async function listNotifiers(db: DbOrTrx, userId: number, now: Date): Promise<TNotifier[]> {
  const rows = await db
    .selectFrom('notifiers')
    .select(['id', 'desk_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  if (rows.length === 0) return [];
  const desks = await listDesks(db, sql`d.id = any(${rows.map((r) => r.desk_id)}::int[])`, todayApiDate(now), now);
  const byId = new Map(desks.map((d) => [d.id, d]));
  return rows
    .filter((r) => byId.has(r.desk_id))
    .map((r) => ({ id: r.id, desk: r.desk_id, created: r.created_at.toISOString(), desk_info: byId.get(r.desk_id)! }));
}

/** Watches a desk; watching it twice is the same as once. */
export async function addNotifier(
  db: DbOrTrx,
  userId: number,
  deskId: number,
): Promise<{ id: number; created: boolean }> {
  const inserted = await db
    .insertInto('notifiers')
    .values({ user_id: userId, desk_id: deskId })
    .onConflict((oc) => oc.columns(['user_id', 'desk_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .selectFrom('notifiers')
    .select('id')
    .where('user_id', '=', userId)
    .where('desk_id', '=', deskId)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

export async function removeNotifier(db: DbOrTrx, userId: number, deskId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('notifiers')
    .where('user_id', '=', userId)
    .where('desk_id', '=', deskId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
