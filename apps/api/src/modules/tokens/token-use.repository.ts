import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

const MINUTE_MS = 60_000;

/** Whether a token last used at `lastUsedAt` is due a new last-use mark at `now`: at most one a minute. */
export const dueForTouch = (lastUsedAt: Date | null, now: Date): boolean =>
  !lastUsedAt || now.getTime() - lastUsedAt.getTime() >= MINUTE_MS;

/** A token's last use, kept to the minute: at most one write a minute per token (API and SCIM tokens alike). */
export async function touchToken(
  db: DbOrTrx,
  table: 'api_tokens' | 'scim_tokens',
  id: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ last_used_at: now })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('last_used_at', 'is', null),
        eb('last_used_at', '<', sql<Date>`${now}::timestamptz - interval '1 minute'`),
      ]),
    )
    .execute();
}
