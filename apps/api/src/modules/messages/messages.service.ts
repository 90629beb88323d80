import type { Language } from '@flexapp/contract';
import type { DbOrTrx } from '../../db/database';
import { messageEvents, publishEvent, type TServerEvent, writeInChunks } from '../../live';
import { insertMessage, insertMessageRows, userLanguage, userLanguages } from './messages.repository';

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
  const language = await userLanguage(db, message.userId);
  if (!language) return undefined;
  const { title, body } = message.texts[language];
  const id = await insertMessage(db, {
    userId: message.userId,
    kind: message.kind,
    title,
    body,
    data: message.data ?? {},
    at: message.at,
  });
  await publishEvent(db, { type: 'message', user_id: message.userId, message_id: id });
  return id;
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
  const languageOf = opts.languages ?? (await userLanguages(db, [...new Set(messages.map((m) => m.userId))]));
  const render = (m: (typeof messages)[number]) => {
    const lang = languageOf.get(m.userId);
    if (!lang) return [];
    const { title, body } = typeof m.texts === 'function' ? m.texts(lang) : m.texts[lang];
    return [JSON.stringify({ user_id: m.userId, kind: m.kind, title, body, data: m.data ?? {} })];
  };
  // Each thousand goes to PostgreSQL as soon as it is rendered, while the next is rendered (decision 033).
  const rows = await writeInChunks(messages, INSERT_ROWS, render, (values) => insertMessageRows(db, values, opts.at));
  if (rows.length === 0) return 0;
  const events = messageEvents(rows);
  if (opts.events) opts.events.push(...events);
  else await publishEvent(db, ...events);
  return rows.length;
}
