import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { todayApiDate } from '../../lib/today';
import { deskRows, type DeskRow } from '../structure';

export type NotifierRow = { id: number; desk_id: number; created_at: Date };

/** The desks a user watches, oldest first, and those desks' rows as they stand at `now`. */
export async function notifierRows(
  db: DbOrTrx,
  userId: number,
  now: Date,
): Promise<{ rows: NotifierRow[]; desks: DeskRow[] }> {
  const rows = await db
    .selectFrom('notifiers')
    .select(['id', 'desk_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  if (rows.length === 0) return { rows, desks: [] };
  const desks = await deskRows(db, sql`d.id = any(${rows.map((r) => r.desk_id)}::int[])`, todayApiDate(now), now);
  return { rows, desks };
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

/** Ends every watch of a person (their account is deactivated); answers how many there were. */
export async function removeUserNotifiers(db: DbOrTrx, userId: number): Promise<number> {
  const result = await db.deleteFrom('notifiers').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
