/**
 * STAND-IN for issue 3's check-in / check-out endpoints, which are not on main
 * yet (see docs/decisions/043-live-events-e2e-stand-in.md). It runs the
 * server's own code (publishDeskStatus, notifyWatchersDeskFree) on the e2e
 * server's database, in one transaction, exactly as the check-out endpoint
 * will. Once issue 3 is merged, the live-desk-status spec should occupy and
 * free the desk through employee2's browser instead, and this file goes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { toApiDate } from '@flexapp/contract';
import { createDb, type Db } from '../../apps/api/src/db/database';
import { publishDeskStatus } from '../../apps/api/src/lib/events';
import { notifyWatchersDeskFree } from '../../apps/api/src/modules/notifiers/desk-freed';

process.env.TZ = 'Europe/Amsterdam'; // the e2e server's time zone: "today" must agree

export function openE2eDb(): Db {
  const dataDir = path.resolve(import.meta.dirname, '..', '.tmp', 'data');
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3].trim();
  const { postgresPassword } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { postgresPassword: string };
  return createDb(`postgresql://postgres:${encodeURIComponent(postgresPassword)}@127.0.0.1:${port}/flexapp`, 2);
}

async function userId(db: Db, username: string): Promise<number> {
  return (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

/** What POST /api/checkins/ with a desk will do: an open workspace check-in, and the live desk event. */
export async function checkInAtDesk(db: Db, username: string, deskId: number): Promise<number> {
  const uid = await userId(db, username);
  return db.transaction().execute(async (trx) => {
    const desk = await trx.selectFrom('desks').select('room_id').where('id', '=', deskId).executeTakeFirstOrThrow();
    const row = await trx.insertInto('checkins').values({ user_id: uid, type: 'WORKSPACE', desk_id: deskId, room_id: desk.room_id }).returning('id').executeTakeFirstOrThrow();
    await publishDeskStatus(trx, deskId, toApiDate(new Date()));
    return row.id;
  });
}

/** What DELETE /api/checkins/{id} will do: end it, publish, and tell the desk's watchers, in one transaction. */
export async function checkOut(db: Db, username: string, checkinId: number): Promise<number> {
  const uid = await userId(db, username);
  return db.transaction().execute(async (trx) => {
    const row = await trx.updateTable('checkins').set({ deactivated_at: new Date() }).where('id', '=', checkinId).where('user_id', '=', uid).returning('desk_id').executeTakeFirstOrThrow();
    await publishDeskStatus(trx, row.desk_id!, toApiDate(new Date()));
    return notifyWatchersDeskFree(trx, row.desk_id!, uid);
  });
}
