import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, toApiDate } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createDb, type Db } from '../../src/db/database';
import { manualClock } from '../../src/lib/clock';
import { createStructure } from '../fixtures';
import { createUser, login, TEST_JWT_SECRET } from '../helpers';
import { databaseUrl, PostgresServers, until } from './postgres-servers';
import { ownedByPostgres, postgresMissing } from './postgres-tools';

/**
 * docs/operations.md's runbook, as written: WAL archiving, a base backup, then a restore to a point in time
 * with Debian's PostgreSQL 15, on loopback ports 8710 (primary) and 8711 (restored). Every booking the API
 * acknowledged before the chosen point is there after the restore; what happened after it is not.
 */
const PRIMARY_PORT = 8710;
const RESTORED_PORT = 8711;
const missing = postgresMissing();
const clock = manualClock('2027-03-01T09:30:00');
/** The n-th day from tomorrow: one booking a day (a person books one place a slot). */
const day = (n: number) => addDays(toApiDate(clock.now()), 1 + n);
const closers: (() => Promise<unknown>)[] = [];
let servers: PostgresServers | undefined;

afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  servers?.stopAll();
});

/** The app on `db`, with bookers signed in. */
async function appOn(db: Db): Promise<FastifyInstance> {
  const app = await buildApp({ db, jwtSecret: TEST_JWT_SECRET, clock });
  await app.ready();
  closers.push(() => app.close());
  return app;
}

describe.skipIf(missing !== null)('backup and point-in-time restore (docs/operations.md)', () => {
  it(
    'restores every booking acknowledged before the chosen point, and nothing after it',
    { timeout: 300_000 },
    async () => {
      servers = new PostgresServers('ops-pitr-');
      const archive = path.join(servers.dir, 'archive');
      mkdirSync(archive);
      ownedByPostgres(archive);
      // 1. The primary, archiving every finished WAL segment (docs/operations.md, "Settings").
      const { data: primaryData, db } = await servers.primary(
        'primary',
        PRIMARY_PORT,
        `-c wal_level=replica -c archive_mode=on -c "archive_command=test ! -f ${archive}/%f && cp %p ${archive}/%f"`,
      );
      closers.push(() => db.destroy());
      const s = await createStructure(db, { desks: 4 });
      await createUser(db, { username: 'ann' });
      const app = await appOn(db);
      const token = await login(app, 'ann');
      const book = async (desk: number, slot: number, date: string) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/booking/new/',
          headers: { authorization: token },
          payload: [{ desk_id: s.deskIds[desk], timetable_id: s.timetableIds[slot], date }],
        });
        expect(res.statusCode).toBe(201);
        return res.json().bookings[0].id as number;
      };
      const acknowledged = [await book(0, 0, day(0)), await book(1, 0, day(1))];

      // 2. The base backup (docs/operations.md, "Base backup").
      const baseBackup = servers.baseBackup(PRIMARY_PORT, 'base', ['-X', 'none']);

      // 3. More bookings after the backup, acknowledged before the chosen point: they come from the archived WAL.
      acknowledged.push(await book(2, 0, day(2)), await book(0, 1, day(3)), await book(1, 1, day(4)));
      const { rows } = await sql<{
        t: string;
      }>`select to_char(clock_timestamp(), 'YYYY-MM-DD HH24:MI:SS.USOF') as t`.execute(db);
      const point = rows[0].t;
      // The bad day: after the point, every booking is cancelled and one more is made.
      await new Promise((r) => setTimeout(r, 50));
      await db.updateTable('bookings').set({ cancelled_at: clock.now() }).execute();
      const afterPoint = await book(3, 1, day(5));
      // The segment holding all this is finished and archived (the runbook's pg_switch_wal, then the archiver).
      const { rows: switched } = await sql<{ f: string }>`select pg_walfile_name(pg_switch_wal()) as f`.execute(db);
      await until('the switched WAL segment to be archived', 60, async () => {
        const { rows: a } = await sql<{
          w: string | null;
        }>`select last_archived_wal as w from pg_stat_archiver`.execute(db);
        return a[0].w !== null && a[0].w >= switched[0].f ? true : undefined;
      });

      // 4. The restore, on another data directory and port (docs/operations.md, "Restore to a point in time").
      servers.stop(primaryData, 'fast');
      // cp -a: ownership and modes kept (PostgreSQL wants its data directory 0700).
      const restoredData = path.join(servers.dir, 'restored');
      execFileSync('cp', ['-a', baseBackup, restoredData], { timeout: 120_000 });
      appendFileSync(
        path.join(restoredData, 'postgresql.auto.conf'),
        [
          `restore_command = 'cp ${archive}/%f %p'`,
          `recovery_target_time = '${point}'`,
          `recovery_target_action = 'promote'`,
          '',
        ].join('\n'),
      );
      writeFileSync(path.join(restoredData, 'recovery.signal'), '');
      ownedByPostgres(path.join(restoredData, 'recovery.signal'));
      servers.start(restoredData, RESTORED_PORT);
      const restored = createDb(databaseUrl(RESTORED_PORT), 5);
      closers.push(() => restored.destroy());
      await until('the restored server to finish recovery and promote', 60, async () => {
        const { rows: r } = await sql<{ recovering: boolean }>`select pg_is_in_recovery() as recovering`.execute(
          restored,
        );
        return r[0].recovering ? undefined : true;
      });

      // 5. Every booking acknowledged before the point, not cancelled; nothing after it.
      const kept = await restored.selectFrom('bookings').select(['id', 'cancelled_at']).orderBy('id').execute();
      expect(kept).toEqual(acknowledged.map((id) => ({ id, cancelled_at: null })));
      expect(kept.map((b) => b.id)).not.toContain(afterPoint);
      // And the restored database serves the app: Ann sees her bookings.
      const restoredApp = await appOn(restored);
      const mine = await restoredApp.inject({
        method: 'GET',
        url: '/api/booking/reservations/me/',
        headers: { authorization: await login(restoredApp, 'ann') },
      });
      expect(mine.statusCode).toBe(200);
      const listed = Object.values(mine.json().list as Record<string, { id: number }[]>)
        .flat()
        .map((b) => b.id);
      expect(listed.sort((a, b) => a - b)).toEqual(acknowledged);
    },
  );
});
