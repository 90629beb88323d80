import { sql } from 'kysely';
import type { DbOrTrx } from '../db/database';

/**
 * A fixed-window request counter per client and bucket, kept in the database so
 * every API process shares it. Answers whether this request is still allowed.
 */
export async function takePublicQuota(
  db: DbOrTrx,
  bucket: string,
  client: string,
  limit: { max: number; windowSeconds: number },
  now: Date,
): Promise<boolean> {
  const { count } = await countRequest(db, bucket, client, limit.windowSeconds, now);
  return count <= limit.max;
}

/** Counts one request of a client in its current window: the count so far and the seconds the window has left. */
export async function countRequest(
  db: DbOrTrx,
  bucket: string,
  client: string,
  windowSeconds: number,
  now: Date,
): Promise<{ count: number; resetSeconds: number }> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const row = await db
    .insertInto('public_request_counters')
    .values({ bucket, client: client.slice(0, 100), window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.columns(['bucket', 'client', 'window_start']).doUpdateSet({ count: sql`public_request_counters.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  if (Math.random() < 0.01) {
    // Now and then, forget windows that ended long ago.
    await db
      .deleteFrom('public_request_counters')
      .where('window_start', '<', new Date(now.getTime() - 86_400_000))
      .execute();
  }
  const resetSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { count: row.count, resetSeconds };
}

/** Public guest registrations: 10 per client per 10 minutes. Lookups: 60 per minute. */
export const PUBLIC_REGISTER_LIMIT = { max: 10, windowSeconds: 600 };
export const PUBLIC_LOOKUP_LIMIT = { max: 60, windowSeconds: 60 };
/** Single sign-on starts (each stores a login attempt): 30 per client per minute. */
export const SSO_START_LIMIT = { max: 30, windowSeconds: 60 };
