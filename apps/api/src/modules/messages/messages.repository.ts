import type { Language } from '@flexapp/contract';
import { sql } from 'kysely';
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
    const users = await db
      .selectFrom('users')
      .select(['id', 'language'])
      .where(sql<boolean>`id = any(${ids}::int[])`)
      .execute();
    language = new Map(users.map((u) => [u.id, u.language]));
  }
  const languageOf = language;
  const values = messages
    .filter((m) => languageOf.has(m.userId))
    .map((m) => ({ ...m.texts[languageOf.get(m.userId)!], userId: m.userId, kind: m.kind, data: m.data ?? {} }));
  if (values.length === 0) return 0;
  // One array parameter a column (not 5 parameters a row): a sweep's 2,647 messages cost one short
  // statement to compile, send and plan, with no limit on parameters.
  const { rows } = await sql<{ id: number; user_id: number }>`
    insert into messages (user_id, kind, title, body, data)
    select * from unnest(${values.map((v) => v.userId)}::int[], ${values.map((v) => v.kind)}::text[],
      ${values.map((v) => v.title)}::text[], ${values.map((v) => v.body)}::text[],
      ${values.map((v) => JSON.stringify(v.data))}::jsonb[])
    returning id, user_id`.execute(db);
  const events = rows.map((r) => ({ type: 'message' as const, user_id: r.user_id, message_id: r.id }));
  if (opts.events) opts.events.push(...events);
  else await publishEvent(db, ...events);
  return rows.length;
}
