import type { Language } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { jsonRows } from '../../lib/json-rows';

/** The user's language, or undefined for an unknown user. */
export async function userLanguage(db: DbOrTrx, userId: number): Promise<Language | undefined> {
  const user = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return user?.language;
}

/** The languages of the users that exist among `ids`. */
export async function userLanguages(db: DbOrTrx, ids: number[]): Promise<Map<number, Language>> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'language'])
    .where(sql<boolean>`id = any(${ids}::int[])`)
    .execute();
  return new Map(users.map((u) => [u.id, u.language]));
}

export async function insertMessage(
  db: DbOrTrx,
  message: { userId: number; kind: string; title: string; body: string; data: Record<string, unknown>; at: Date },
): Promise<number> {
  const row = await db
    .insertInto('messages')
    .values({
      user_id: message.userId,
      kind: message.kind,
      title: message.title,
      body: message.body,
      data: JSON.stringify(message.data),
      created_at: message.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts messages given as JSON rows (user_id, kind, title, body, data) in one statement, dated `at`. */
export async function insertMessageRows(db: DbOrTrx, values: string[], at: Date) {
  const { rows } = await sql<{ id: number; user_id: number }>`
    insert into messages (user_id, kind, title, body, data, created_at)
    select user_id, kind, title, body, data, ${at}::timestamptz
    from json_to_recordset(${jsonRows(values)})
      as x(user_id int, kind text, title text, body text, data jsonb)
    returning id, user_id`.execute(db);
  return rows;
}
