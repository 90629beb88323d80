import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { rebuildCheckinRollups } from '../../db/checkin-rollups';
import type { DbOrTrx } from '../../db/database';
import type { CheckinType } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { runRetention } from './index';
import { checkinBatch, makeTwins, moveCheckins, RETENTION_BATCH } from './retention.repository';

/**
 * A check-in that only changes hands keeps its place roll-ups (decision 429): a retention batch writes none of
 * the room, desk and building roll-ups, the people's roll-ups are kept once per statement, and after a whole run
 * every roll-up equals a rebuild from the check-ins themselves. Seeded: RETENTION_SEED replays another.
 */
const clock = manualClock('2027-03-01T09:30:00');
const DAY = 86_400_000;
const SEED = Number(process.env.RETENTION_SEED ?? 20_271_202);
const PEOPLE = 40;
const ROWS = 3 * RETENTION_BATCH + 211;
const PLACE_ROLLUPS = [
  'checkin_day_rollups',
  'checkin_building_days',
  'checkin_desk_days',
  'checkin_desk_months',
  'checkin_room_months',
] as const;
const ROLLUPS = [...PLACE_ROLLUPS, 'checkin_user_days', 'checkin_active_gaps'] as const;

let ctx: TestContext;
let people: number[];

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Every roll-up table's rows in key order. */
async function rollups() {
  const out: Record<string, unknown[]> = {};
  for (const table of ROLLUPS) {
    const { rows } = await sql`select * from ${sql.table(table)} order by 1, 2, 3`.execute(ctx.db);
    out[table] = rows;
  }
  return out;
}

/** The roll-ups as they are must equal the roll-ups rebuilt from the check-ins (in a transaction rolled back). */
async function expectRollupsEqualRebuild() {
  const kept = await rollups();
  const { rows } = await sql<{ time_zone: string }>`select time_zone from checkin_rollup_settings`.execute(ctx.db);
  const rebuilt = await ctx.db
    .transaction()
    .execute(async (trx) => {
      await rebuildCheckinRollups(trx, rows[0]!.time_zone);
      const out: Record<string, unknown[]> = {};
      for (const table of ROLLUPS)
        out[table] = (await sql`select * from ${sql.table(table)} order by 1, 2, 3`.execute(trx)).rows;
      throw Object.assign(new Error('rollback'), { out });
    })
    .catch((e: { out?: Record<string, unknown[]> }) => {
      if (!e.out) throw e;
      return e.out;
    });
  for (const table of ROLLUPS) expect(kept[table], table).toEqual(rebuilt[table]);
  expect(kept.checkin_active_gaps!.length).toBeGreaterThan(20);
}

/**
 * The session's writes per roll-up table and calls per function so far. The counts of earlier transactions not yet
 * reported count too, so a test takes the difference of two readings in one transaction.
 */
async function counters(trx: DbOrTrx) {
  const tables = await sql<{ relname: string; n: string }>`
    select relname, n_tup_ins + n_tup_upd + n_tup_del as n from pg_stat_xact_user_tables
    where relname = any(${[...ROLLUPS]}::text[])`.execute(trx);
  const functions = await sql<{ funcname: string; calls: string }>`
    select funcname, calls from pg_stat_xact_user_functions`.execute(trx);
  return {
    tables: Object.fromEntries(tables.rows.map((r) => [r.relname, Number(r.n)])),
    functions: Object.fromEntries(functions.rows.map((r) => [r.funcname, Number(r.calls)])),
  };
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  const s = await createStructure(ctx.db, { desks: 6 });
  const made = await sql<{ id: number }>`insert into users (username, first_name, last_name, email)
    select 'roll' || i, 'Person', 'Number ' || i, 'roll' || i || '@example.test' from generate_series(1, ${PEOPLE}) i
    returning id`.execute(ctx.db);
  people = made.rows.map((r) => r.id);
  // Ended check-ins over the 120 days before now, each person on days of their own (so their gaps differ), some
  // at midnight's edge, a desk with and without its room, meeting rooms, working from home and guests with hosts.
  const next = random(SEED);
  const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)]!;
  const rows = Array.from({ length: ROWS }, () => {
    const person = people[Math.floor(next() ** 2 * PEOPLE)]!;
    const minute = next() < 0.2 ? 23 * 60 + Math.floor(next() * 120) : 7 * 60 + Math.floor(next() * 600);
    const created = new Date(clock.now().getTime() - (1 + Math.floor(next() * 120)) * DAY + minute * 60_000);
    const kind = next();
    const guest = kind > 0.92;
    const type: CheckinType = kind < 0.7 ? 'WORKSPACE' : kind < 0.85 || guest ? 'MEETING' : 'HOMEWORK';
    const desk = type === 'WORKSPACE' ? pick(s.deskIds) : null;
    return {
      user_id: guest ? null : person,
      type,
      desk_id: desk,
      room_id: type === 'MEETING' ? s.meetingRoomId : desk !== null && next() < 0.5 ? s.roomId : null,
      created,
      deactivated_at: new Date(created.getTime() + (10 + Math.floor(next() * 500)) * 60_000),
      is_guest: guest,
      guest_name: guest ? 'A guest' : null,
      visit_person_id: guest ? person : null,
    };
  });
  await ctx.db.insertInto('checkins').values(rows).execute();
  await sql`insert into settings (key, value) values ('retention_checkins_days', '30'::jsonb)
    on conflict (key) do update set value = excluded.value`.execute(ctx.db);
});
afterAll(() => ctx.close());

describe('retention and the check-in roll-ups (decision 429)', () => {
  it('a batch that moves check-ins to twins writes no place roll-up and keeps the people once per statement', async () => {
    await expectRollupsEqualRebuild();
    const cutoff = new Date(clock.now().getTime() - 30 * DAY);
    const writes = await ctx.db.transaction().execute(async (trx) => {
      await sql`set local track_functions = 'pl'`.execute(trx);
      const batch = await checkinBatch(trx, cutoff, null);
      expect(batch).toHaveLength(RETENTION_BATCH);
      const days = await sql<{ n: string }>`
        select count(distinct (c.user_id, (c.created at time zone s.time_zone)::date)) as n
        from checkins c cross join checkin_rollup_settings s
        where c.id = any(${batch.map((r) => r.id)}::int[]) and not c.is_guest and c.type <> 'HOMEWORK'`.execute(trx);
      await makeTwins(
        trx,
        batch.flatMap((r) => [r.user_id, r.host_id]).filter((id): id is number => id !== null),
        clock.now(),
      );
      const before = await counters(trx);
      await moveCheckins(
        trx,
        batch.map((r) => r.id),
      );
      const after = await counters(trx);
      const delta = (a: Record<string, number>, b: Record<string, number>) =>
        Object.fromEntries(Object.entries(a).map(([k, n]) => [k, n - (b[k] ?? 0)]));
      return {
        personDays: Number(days.rows[0]!.n),
        tables: delta(after.tables, before.tables),
        functions: delta(after.functions, before.functions),
      };
    });
    for (const table of PLACE_ROLLUPS) expect(writes.tables[table] ?? 0, table).toBe(0);
    // Per statement, not per row: per person and day the batch touches, one upsert for the person, one for the
    // twin and a delete when the person has no check-in left that day; the row trigger wrote two upserts per row.
    expect(writes.personDays).toBeLessThan(RETENTION_BATCH);
    expect(writes.tables.checkin_user_days).toBeGreaterThanOrEqual(2 * writes.personDays);
    expect(writes.tables.checkin_user_days).toBeLessThanOrEqual(3 * writes.personDays);
    expect(writes.functions.flexapp_rollup_apply ?? 0).toBe(0);
    expect(writes.functions.flexapp_active_day_apply ?? 0).toBe(0);
    // moveCheckins is two UPDATEs (the people, the hosts): the statement trigger runs once for each.
    expect(writes.functions.flexapp_checkin_people_rollup).toBe(2);
    await expectRollupsEqualRebuild();
  });

  it('after the whole run every roll-up equals a rebuild from the check-ins', async () => {
    const report = await runRetention(ctx.app);
    expect(report.checkins).toBeGreaterThan(RETENTION_BATCH);
    await expectRollupsEqualRebuild();
  });

  it("one UPDATE that swaps two people and gives a third one's check-ins to a fourth keeps them equal too", async () => {
    const [a, b, c, d] = people;
    await sql`update checkins set user_id = case
        when user_id = ${a} then ${b}::int when user_id = ${b} then ${a}::int else ${d}::int end
      where user_id in (${a}, ${b}, ${c})`.execute(ctx.db);
    await expectRollupsEqualRebuild();
  });
});
