import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/**
 * Failed sign-ins are counted in the database (so every API process sees
 * them): more than MAX_PER_USERNAME failures for one client and username, or
 * MAX_PER_CLIENT failures from one client, within the window, refuse further
 * attempts until the window has passed.
 */
export const THROTTLE_WINDOW_MINUTES = 15;
export const MAX_PER_USERNAME = 5;
export const MAX_PER_CLIENT = 30;

export async function isLoginThrottled(db: DbOrTrx, ip: string, username: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('login_attempts')
    .select([
      sql<string>`count(*) filter (where lower(username) = lower(${username}))`.as('for_username'),
      sql<string>`count(*)`.as('for_client'),
    ])
    .where('ip', '=', ip)
    .where('succeeded', '=', false)
    .where('created_at', '>', new Date(now.getTime() - THROTTLE_WINDOW_MINUTES * 60_000))
    .executeTakeFirstOrThrow();
  return Number(row.for_username) >= MAX_PER_USERNAME || Number(row.for_client) >= MAX_PER_CLIENT;
}

export async function recordLoginAttempt(db: DbOrTrx, ip: string, username: string, succeeded: boolean, now: Date) {
  await db
    .insertInto('login_attempts')
    .values({ ip, username: username.slice(0, 150), succeeded, created_at: now })
    .execute();
  if (succeeded) {
    // A successful sign-in forgives this client's earlier failures for that name.
    await db
      .deleteFrom('login_attempts')
      .where('ip', '=', ip)
      .where(sql`lower(username)`, '=', username.toLowerCase())
      .where('succeeded', '=', false)
      .execute();
  }
}
