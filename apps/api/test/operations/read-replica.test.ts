import { addDays, toApiDate } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createDb, type Db } from '../../src/db/database';
import { manualClock } from '../../src/lib/clock';
import { createStructure } from '../fixtures';
import { createUser, login, TEST_JWT_SECRET } from '../helpers';
import { databaseUrl, PostgresServers, until } from './postgres-servers';
import { postgresMissing } from './postgres-tools';

/**
 * Reports read from a real streaming replica (decisions 326, 375): Debian's PostgreSQL, a primary on loopback port
 * 8712 and a hot standby made with `pg_basebackup -R` on 8713. Pausing the standby's replay makes it lag for real.
 */
const PRIMARY_PORT = 8712;
const REPLICA_PORT = 8713;
/** REPLICA_MAX_LAG_SECONDS of the app under test. */
const MAX_LAG_SECONDS = 1;
const missing = postgresMissing();
const clock = manualClock('2027-03-01T09:30:00');
const day = (n: number) => addDays(toApiDate(clock.now()), 1 + n);
const closers: (() => Promise<unknown>)[] = [];

let servers: PostgresServers | undefined;
let replicaData: string;
let app: FastifyInstance;
let primary: Db;
let replica: Db;
let staff: string;
let ann: string;
let deskIds: number[];
let slotId: number;

beforeAll(async () => {
  if (missing) return;
  servers = new PostgresServers('ops-replica-');
  ({ db: primary } = await servers.primary('primary', PRIMARY_PORT, '-c fsync=off'));
  closers.push(() => primary.destroy());
  const s = await createStructure(primary, { desks: 3 });
  deskIds = s.deskIds;
  slotId = s.timetableIds[0];
  await createUser(primary, { username: 'ann' });
  await createUser(primary, { username: 'boss', staff: true });
  // The standby: a base backup that streams the primary's WAL from then on (-R writes standby.signal).
  replicaData = servers.baseBackup(PRIMARY_PORT, 'replica', ['-R']);
  servers.start(replicaData, REPLICA_PORT, '-c fsync=off');
  replica = createDb(databaseUrl(REPLICA_PORT), 5);
  closers.push(() => replica.destroy());
  app = await buildApp({
    db: primary,
    replica: { db: replica, maxLagSeconds: MAX_LAG_SECONDS },
    jwtSecret: TEST_JWT_SECRET,
    clock,
  });
  await app.ready();
  closers.push(() => app.close());
  ann = await login(app, 'ann');
  staff = await login(app, 'boss');
}, 240_000);

afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  servers?.stopAll();
});

async function book(desk: number, date: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/booking/new/',
    headers: { authorization: ann },
    payload: [{ desk_id: deskIds[desk], timetable_id: slotId, date }],
  });
  expect(res.statusCode).toBe(201);
  return res.json().bookings[0].id as number;
}

/** The staff booking list (a report: read from the replica) over the next week. */
async function bookingList() {
  const res = await app.inject({
    method: 'GET',
    url: `/api/booking/list/all/?start_date=${day(0)}&end_date=${day(6)}&limit=100`,
    headers: { authorization: staff },
  });
  expect(res.statusCode).toBe(200);
  const ids = (res.json().results as { id: number }[]).map((b) => b.id);
  return { ids, age: res.headers['replica-age'] as string | undefined };
}

/** Ann's own reservations: what she just did, always read from the primary. */
async function ownReservations(): Promise<number[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/booking/reservations/me/',
    headers: { authorization: ann },
  });
  expect(res.statusCode).toBe(200);
  return Object.values(res.json().list as Record<string, { id: number }[]>)
    .flat()
    .map((b) => b.id);
}

const replayPaused = async () =>
  (await sql<{ paused: boolean }>`select pg_is_wal_replay_paused() as paused`.execute(replica)).rows[0].paused;

describe.skipIf(missing !== null)('reports from a streaming replica (decisions 326, 375)', () => {
  it('answers reports from the replica once it has replayed, without Replica-Age while it keeps up', async () => {
    const first = await book(0, day(0));
    const seen = await until('the replica to replay the booking', 60, async () => {
      const answer = await bookingList();
      return answer.ids.includes(first) ? answer : undefined;
    });
    expect(seen.age).toBeUndefined();
  });

  it('says how old a lagging replica is, while bookings and their readers stay on the primary', async () => {
    await sql`select pg_wal_replay_pause()`.execute(replica);
    await until('the replay to pause', 30, async () => ((await replayPaused()) ? true : undefined));
    const second = await book(1, day(1));
    // Ann sees her booking at once: her own reservations read the primary.
    expect(await ownReservations()).toContain(second);

    // The report keeps answering the replica's older rows; past the allowed lag it says how old they are.
    const stale = await until(`Replica-Age past ${MAX_LAG_SECONDS} s`, 60, async () => {
      const answer = await bookingList();
      expect(answer.ids).not.toContain(second);
      return answer.age === undefined ? undefined : answer;
    });
    const age = Number(stale.age);
    expect(Number.isInteger(age)).toBe(true);
    expect(age).toBeGreaterThan(MAX_LAG_SECONDS);
    // The age is the time since the last commit the replica replayed, rounded up.
    const { rows } = await sql<{
      ms: string;
    }>`select extract(epoch from pg_last_xact_replay_timestamp()) * 1000 as ms`.execute(replica);
    const sinceReplayed = (Date.now() - Number(rows[0].ms)) / 1000;
    expect(age).toBeGreaterThanOrEqual(Math.floor(sinceReplayed) - 1);
    expect(age).toBeLessThanOrEqual(Math.ceil(sinceReplayed));

    await sql`select pg_wal_replay_resume()`.execute(replica);
    const fresh = await until('the replica to catch up', 60, async () => {
      const answer = await bookingList();
      return answer.ids.includes(second) && answer.age === undefined ? answer : undefined;
    });
    expect(fresh.ids).toEqual(expect.arrayContaining([second]));
  });

  it('fails the reports with a retryable 503 while the replica is down, and nothing else', async () => {
    servers!.stop(replicaData, 'immediate');
    const res = await app.inject({
      method: 'GET',
      url: `/api/booking/list/all/?start_date=${day(0)}&end_date=${day(6)}&limit=100`,
      headers: { authorization: staff },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
    expect(res.headers['retry-after']).toBe('1');
    const third = await book(2, day(2));
    expect(await ownReservations()).toContain(third);
  });
});
