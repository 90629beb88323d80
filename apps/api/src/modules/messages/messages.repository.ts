import type { Language } from '@flexapp/contract';
import type { DbOrTrx } from '../../db/database';
import { publishEvent, type TServerEvent } from '../../lib/events';

export type MessageTexts = Record<Language, { title: string; body: string }>;

/**
 * Puts a message in a user's inbox, written in the recipient's language, and
 * publishes a `message` event. Call it with the transaction that causes the
 * message, so the message exists exactly when the change does.
 */
export async function createMessage(
  db: DbOrTrx,
  message: { userId: number; kind: string; texts: MessageTexts; data?: Record<string, unknown> },
): Promise<number | undefined> {
  const user = await db.selectFrom('users').select('language').where('id', '=', message.userId).executeTakeFirst();
  if (!user) return undefined;
  const { title, body } = message.texts[user.language];
  const row = await db
    .insertInto('messages')
    .values({ user_id: message.userId, kind: message.kind, title, body, data: JSON.stringify(message.data ?? {}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await publishEvent(db, { type: 'message', user_id: message.userId, message_id: row.id });
  return row.id;
}

/**
 * Many messages at once (the sweep releases a morning's no-shows in one go): one insert for all,
 * each in its recipient's language, and one `message` event each.
 */
export async function createMessages(
  db: DbOrTrx,
  messages: { userId: number; kind: string; texts: MessageTexts; data?: Record<string, unknown> }[],
  opts: {
    /** The recipients' languages when the caller has them (saves a query). */
    languages?: Map<number, Language>;
    /** Collect the `message` events here for the caller to publish with its own (saves a round trip). */
    events?: TServerEvent[];
  } = {},
): Promise<number> {
  if (messages.length === 0) return 0;
  let language = opts.languages;
  if (!language) {
    const ids = [...new Set(messages.map((m) => m.userId))];
    const users = await db.selectFrom('users').select(['id', 'language']).where('id', 'in', ids).execute();
    language = new Map(users.map((u) => [u.id, u.language]));
  }
  const languageOf = language;
  const values = messages
    .filter((m) => languageOf.has(m.userId))
    .map((m) => {
      const { title, body } = m.texts[languageOf.get(m.userId)!];
      return { user_id: m.userId, kind: m.kind, title, body, data: JSON.stringify(m.data ?? {}) };
    });
  let count = 0;
  // 5 parameters a row: chunks stay under PostgreSQL's 65,535 parameters per statement.
  for (let i = 0; i < values.length; i += 5000) {
    const rows = await db
      .insertInto('messages')
      .values(values.slice(i, i + 5000))
      .returning(['id', 'user_id'])
      .execute();
    const events = rows.map((r) => ({ type: 'message' as const, user_id: r.user_id, message_id: r.id }));
    if (opts.events) opts.events.push(...events);
    else await publishEvent(db, ...events);
    count += rows.length;
  }
  return count;
}
