import type { Language } from '@flexapp/contract';
import type { DbOrTrx } from '../../db/database';
import { publishEvent } from '../../lib/events';

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
