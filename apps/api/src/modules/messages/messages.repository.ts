import type { Language } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { messageEvents, publishEvent, type TServerEvent, writeInChunks } from '../../live';
import { jsonRows } from '../../lib/json-rows';

export interface MessageText {
  title: string;
  body: string;
}
export type MessageTexts = Record<Language, MessageText>;

/**
 * Puts a message in a user's inbox, written in the recipient's language, and
 * publishes a `message` event. Call it with the transaction that causes the
 * message, so the message exists exactly when the change does. `at` dates it: the
 * app's clock at the change (`app.clock.now()`, the sweep's `now`), not the database's.
 */
export async function createMessage(
  db: DbOrTrx,
  message: { userId: number; kind: string; texts: MessageTexts; data?: Record<string, unknown>; at: Date },
): Promise<number | undefined> {
  const user = await db.selectFrom('users').select('language').where('id', '=', message.userId).executeTakeFirst();
  if (!user) return undefined;
  const { title, body } = message.texts[user.language];
  const row = await db
    .insertInto('messages')
    .values({
      user_id: message.userId,
      kind: message.kind,
      title,
      body,
      data: JSON.stringify(message.data ?? {}),
      created_at: message.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await publishEvent(db, { type: 'message', user_id: message.userId, message_id: row.id });
  return row.id;
}

/** Messages a statement: the sweep's thousands go in a few, each parameter small to send (decision 033). */
const INSERT_ROWS = 1000;

/**
 * Many messages at once (the sweep releases a morning's no-shows in one go): a few inserts for all,
 * each in its recipient's language. `texts` may be a function of the language, called only for the
 * recipient's; thousands are written in slices, giving the requests that share this process a turn
 * between them (decision 033). Up to 20 are told in a `message` event each, more in a few `messages`
 * events (messageEvents, decision 033).
 */
export async function createMessages(
  db: DbOrTrx,
  messages: {
    userId: number;
    kind: string;
    texts: MessageTexts | ((lang: Language) => MessageText);
    data?: Record<string, unknown>;
  }[],
  opts: {
    /** When, by the app's clock (createMessage's `at`). */
    at: Date;
    /** The recipients' languages when the caller has them (saves a query). */
    languages?: Map<number, Language>;
    /** Collect the `message` events here for the caller to publish with its own (saves a round trip). */
    events?: TServerEvent[];
  },
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
  const render = (m: (typeof messages)[number]) => {
    const lang = languageOf.get(m.userId);
    if (!lang) return [];
    const { title, body } = typeof m.texts === 'function' ? m.texts(lang) : m.texts[lang];
    return [JSON.stringify({ user_id: m.userId, kind: m.kind, title, body, data: m.data ?? {} })];
  };
  // Each thousand goes to PostgreSQL as soon as it is rendered, while the next is rendered (decision 033).
  const rows = await writeInChunks(
    messages,
    INSERT_ROWS,
    render,
    async (values) =>
      (
        await sql<{ id: number; user_id: number }>`
          insert into messages (user_id, kind, title, body, data, created_at)
          select user_id, kind, title, body, data, ${opts.at}::timestamptz
          from json_to_recordset(${jsonRows(values)})
            as x(user_id int, kind text, title text, body text, data jsonb)
          returning id, user_id`.execute(db)
      ).rows,
  );
  if (rows.length === 0) return 0;
  const events = messageEvents(rows);
  if (opts.events) opts.events.push(...events);
  else await publishEvent(db, ...events);
  return rows.length;
}
