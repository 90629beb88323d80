import type { Language, TMessage } from '@flexapp/contract';
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { Database } from '../../db/schema';
import { releaseNoticeTexts } from '../mail';

type MessageRow = Selectable<Database['messages']>;

/** A message as its reader sees it: as written, or a release notice rendered now in their language (decision 033). */
function present(row: MessageRow, lang: Language): TMessage {
  const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
  const texts = row.title === null ? releaseNoticeTexts(lang, data) : { title: row.title, body: row.body };
  return {
    id: row.id,
    kind: row.kind,
    ...texts,
    data: (data ?? {}) as Record<string, unknown>,
    created: row.created_at.toISOString(),
    read: row.read_at !== null,
    read_at: row.read_at ? row.read_at.toISOString() : null,
  };
}

/** The reader of an inbox: whose it is, and the language its notices are rendered in. */
export interface Reader {
  id: number;
  language: Language;
}

/** One page of a user's inbox, newest first, with the totals. */
export async function listMessages(db: DbOrTrx, reader: Reader, page: { offset: number; limit: number }) {
  const userId = reader.id;
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
  return {
    count: Number(totals.count),
    unread: Number(totals.unread),
    messages: rows.map((row) => present(row, reader.language)),
  };
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
export async function findMessage(db: DbOrTrx, reader: Reader, id: number): Promise<TMessage | undefined> {
  const row = await db
    .selectFrom('messages')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', reader.id)
    .executeTakeFirst();
  return row ? present(row, reader.language) : undefined;
}

/** Marks one of the user's messages read (keeping the first read time). */
export async function markRead(db: DbOrTrx, reader: Reader, id: number, now: Date): Promise<TMessage | undefined> {
  await db
    .updateTable('messages')
    .set({ read_at: now })
    .where('id', '=', id)
    .where('user_id', '=', reader.id)
    .where('read_at', 'is', null)
    .execute();
  return findMessage(db, reader, id);
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
