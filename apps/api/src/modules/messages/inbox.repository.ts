import type { TMessage } from '@flexapp/contract';
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { Database } from '../../db/schema';

type MessageRow = Selectable<Database['messages']>;

function present(row: MessageRow): TMessage {
  const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    data: (data ?? {}) as Record<string, unknown>,
    created: row.created_at.toISOString(),
    read: row.read_at !== null,
    read_at: row.read_at ? row.read_at.toISOString() : null,
  };
}

/** One page of a user's inbox, newest first, with the totals. */
export async function listMessages(db: DbOrTrx, userId: number, page: { offset: number; limit: number }) {
  const [rows, totals] = await Promise.all([
    db
      .selectFrom('messages')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('messages')
      .select((eb) => [
        eb.fn.countAll<string>().as('count'),
        eb.fn.countAll<string>().filterWhere('read_at', 'is', null).as('unread'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { count: Number(totals.count), unread: Number(totals.unread), messages: rows.map(present) };
}

export async function unreadCount(db: DbOrTrx, userId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A message of this user (another user's message is as good as absent). */
export async function findMessage(db: DbOrTrx, userId: number, id: number): Promise<TMessage | undefined> {
  const row = await db
    .selectFrom('messages')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? present(row) : undefined;
}

/** Marks one of the user's messages read (keeping the first read time). */
export async function markRead(db: DbOrTrx, userId: number, id: number, now: Date): Promise<TMessage | undefined> {
  await db
    .updateTable('messages')
    .set({ read_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
  return findMessage(db, userId, id);
}

export async function markAllRead(db: DbOrTrx, userId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('messages')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
