import { sql } from 'kysely';
import type { DbOrTrx } from './database';

/** The organisation's time zone: the server's, as every report uses (reports/dashboard-scope.sql.ts). */
const serverTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The check-in roll-ups count days in one time zone (migration 2026_11_25_1500). When the server now runs in
 * another, they are rebuilt from the check-ins before anything reads them, so they stay exact.
 */
export async function ensureRollupTimeZone(db: DbOrTrx, tz = serverTimeZone()): Promise<boolean> {
  const { rows } = await sql<{ time_zone: string }>`SELECT time_zone FROM checkin_rollup_settings`.execute(db);
  if (rows[0]?.time_zone === tz) return false;
  await rebuildCheckinRollups(db, tz);
  return true;
}

/** Rebuilds every roll-up from the check-ins (a seed that loaded with the trigger off, a new time zone). */
export async function rebuildCheckinRollups(db: DbOrTrx, tz = serverTimeZone()): Promise<void> {
  await sql`SELECT flexapp_rebuild_checkin_rollups(${tz})`.execute(db);
}

/** Loads many check-ins without keeping the roll-ups row by row; `done` rebuilds them once (same transaction). */
export async function pauseCheckinRollups(trx: DbOrTrx): Promise<{ done: () => Promise<void> }> {
  await sql`ALTER TABLE checkins DISABLE TRIGGER checkins_rollup`.execute(trx);
  await sql`ALTER TABLE checkins DISABLE TRIGGER checkins_rollup_people`.execute(trx);
  return {
    done: async () => {
      await sql`ALTER TABLE checkins ENABLE TRIGGER checkins_rollup`.execute(trx);
      await sql`ALTER TABLE checkins ENABLE TRIGGER checkins_rollup_people`.execute(trx);
      await rebuildCheckinRollups(trx);
    },
  };
}
