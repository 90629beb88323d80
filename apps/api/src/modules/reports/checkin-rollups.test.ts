import { DAY_OF_WEEK_ALL } from '@flexapp/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext } from '../../../test/helpers';
import { rebuildCheckinRollups } from '../../db/checkin-rollups';
import { checkinStats } from './checkin-stats.repository';
import { deskUsage, roomUsage } from './dashboard-usage.repository';
import { serverTimeZone } from '../../lib/time-zone';
import type { RangeScope } from './dashboard-scope.sql';
import {
  activeUsers,
  activeUsersDirect,
  checkinDurations,
  checkinDurationsDirect,
  checkinSummaries,
  checkinSummariesDirect,
} from './dashboard-reports.repository';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

// The daily roll-ups (decision 051) must always give what the check-ins themselves give. Random check-ins,
// check-outs, moves, deletes and a truncate go through the database like the app's own writes; after each
// round every report is asked both ways, for many scopes, ranges and weekdays, and must be equal.

let ctx: TestContext;
const tz = serverTimeZone();
const places = { buildings: [] as number[], floors: [] as number[], rooms: [] as number[], meeting: [] as number[] };
const desks: { id: number; room: number }[] = [];
const users: number[] = [];

/** A small deterministic random source (mulberry32), so a failure can be replayed. */
function randomSource(seed: number) {
  let a = seed;
  const next = () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}
const rnd = randomSource(20261125);

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  for (const name of ['North', 'South']) {
    const b = await ctx.db.insertInto('buildings').values({ name }).returning('id').executeTakeFirstOrThrow();
    places.buildings.push(b.id);
    for (const level of [1, 2]) {
      const f = await ctx.db
        .insertInto('floors')
        .values({ building_id: b.id, name: `${name} ${level}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      places.floors.push(f.id);
      for (const kind of ['WORKSPACE', 'WORKSPACE', 'MEETING'] as const) {
        const r = await ctx.db
          .insertInto('rooms')
          .values({ floor_id: f.id, name: `${name} ${level} ${places.rooms.length}`, type: kind })
          .returning('id')
          .executeTakeFirstOrThrow();
        places.rooms.push(r.id);
        if (kind === 'MEETING') places.meeting.push(r.id);
        else
          for (let i = 0; i < 4; i++) {
            const d = await ctx.db
              .insertInto('desks')
              .values({ room_id: r.id, name: `D${r.id}-${i}`, label: '', position: i })
              .returning('id')
              .executeTakeFirstOrThrow();
            desks.push({ id: d.id, room: r.id });
          }
      }
    }
  }
  for (let i = 0; i < 12; i++) users.push(await createUser(ctx.db, { username: `u${i}` }));
});
afterAll(() => ctx.close());

/** A random moment in January-March 2027, often near midnight (where the local day matters). */
function randomMoment() {
  const day = 1 + rnd.int(88);
  const base = Date.UTC(2027, 0, day);
  const minute = rnd.next() < 0.3 ? 22 * 60 + rnd.int(4 * 60) : rnd.int(24 * 60);
  return new Date(base + minute * 60_000 + rnd.int(60_000));
}

async function insertRandom(n: number) {
  for (let i = 0; i < n; i++) {
    const created = randomMoment();
    const kind = rnd.next();
    const desk = rnd.pick(desks);
    const values =
      kind < 0.65
        ? { type: 'WORKSPACE' as const, desk_id: desk.id, room_id: rnd.next() < 0.5 ? desk.room : null }
        : kind < 0.85
          ? { type: 'MEETING' as const, desk_id: null, room_id: rnd.pick(places.meeting) }
          : { type: 'HOMEWORK' as const, desk_id: null, room_id: null };
    // Open check-ins: meeting-room guests only (one open check-in per person and per desk are database rules).
    const open = values.type === 'MEETING' && rnd.next() < 0.3;
    const closed = open ? null : new Date(created.getTime() + rnd.int(10 * 3600_000));
    await ctx.db
      .insertInto('checkins')
      .values({
        user_id: rnd.pick(users),
        created,
        deactivated_at: closed,
        is_guest: open || rnd.next() < 0.1,
        ...values,
      })
      .execute();
  }
}

async function changeRandom(n: number) {
  const ids = (await ctx.db.selectFrom('checkins').select('id').execute()).map((r) => r.id);
  for (let i = 0; i < n && ids.length > 0; i++) {
    const id = rnd.pick(ids);
    const what = rnd.next();
    if (what < 0.3) {
      // Check out now (or again), never before it began.
      await sql`update checkins set deactivated_at = created + ${`${rnd.int(36000)} seconds`}::interval where id = ${id}`.execute(
        ctx.db,
      );
    } else if (what < 0.45) {
      await ctx.db
        .updateTable('checkins')
        .set({ deactivated_at: null })
        .where('id', '=', id)
        .where('is_guest', '=', true)
        .where('type', '=', 'MEETING')
        .execute();
    } else if (what < 0.65) {
      // Moved in time (an edit across midnight or months).
      await sql`update checkins set created = created + ${`${rnd.int(72) - 36} hours`}::interval,
                  deactivated_at = deactivated_at + ${`${rnd.int(72) - 36} hours`}::interval
                where id = ${id} and (deactivated_at is null or deactivated_at + ${`${0} hours`}::interval >= created)`
        .execute(ctx.db)
        .catch(() => undefined);
    } else if (what < 0.8) {
      const desk = rnd.pick(desks);
      await ctx.db
        .updateTable('checkins')
        .set({ desk_id: desk.id, room_id: desk.room })
        .where('id', '=', id)
        .where('type', '=', 'WORKSPACE')
        .where('deactivated_at', 'is not', null)
        .execute();
    } else if (what < 0.88) {
      // Handed to another person, or marked a guest's (the active people count follows, decision 335).
      await ctx.db
        .updateTable('checkins')
        .set({ user_id: rnd.pick(users), is_guest: rnd.next() < 0.2 })
        .where('id', '=', id)
        .where('deactivated_at', 'is not', null)
        .execute();
    } else {
      await ctx.db.deleteFrom('checkins').where('id', '=', id).execute();
    }
  }
}

const scopes = (): RangeScope[] => {
  const out: RangeScope[] = [];
  const ranges = [
    ['2027-01-01', '2027-03-31'],
    ['2027-01-15', '2027-02-14'],
    ['2026-12-01', '2027-12-31'],
    ['2027-02-28', '2027-03-01'],
    // Whole months only, and whole months with part-months on both sides (the monthly desk roll-ups).
    ['2027-01-01', '2027-02-28'],
    ['2026-12-17', '2027-03-09'],
  ];
  for (const [start_date, end_date] of ranges)
    for (const day_of_week of [DAY_OF_WEEK_ALL, 1, 5, 0]) {
      out.push({ start_date: start_date!, end_date: end_date!, day_of_week });
      out.push({ start_date: start_date!, end_date: end_date!, day_of_week, building_id: rnd.pick(places.buildings) });
      out.push({ start_date: start_date!, end_date: end_date!, day_of_week, floor_id: rnd.pick(places.floors) });
      out.push({ start_date: start_date!, end_date: end_date!, day_of_week, room_id: rnd.pick(places.rooms) });
    }
  return out;
};

async function expectSameAnswers() {
  for (const scope of scopes()) {
    const label = JSON.stringify(scope);
    for (const type of ['WORKSPACE', 'MEETING'] as const)
      expect(await checkinDurations(ctx.db, scope, tz, type), label).toEqual(
        await checkinDurationsDirect(ctx.db, scope, tz, type),
      );
    for (const type of [undefined, 'WORKSPACE', 'MEETING'] as const)
      expect(await checkinSummaries(ctx.db, scope, tz, type), label).toEqual(
        await checkinSummariesDirect(ctx.db, scope, tz, type),
      );
    for (const type of [undefined, 'WORKSPACE', 'MEETING'] as const)
      for (const sort of ['asc', 'desc'] as const)
        expect(await roomUsage(ctx.db, scope, tz, type, sort, 100), label).toEqual(
          await roomUsage(ctx.db, scope, tz, type, sort, 100, { direct: true }),
        );
    for (const sort of ['asc', 'desc'] as const)
      expect(await deskUsage(ctx.db, scope, tz, sort, 500), label).toEqual(
        await deskUsage(ctx.db, scope, tz, sort, 500, { direct: true }),
      );
    expect(await activeUsers(ctx.db, scope, tz), label).toEqual(await activeUsersDirect(ctx.db, scope, tz));
    const stats = { ...scope, start_time: '00:00', end_time: '23:59' };
    expect(await checkinStats(ctx.db, stats, tz, 'asc'), label).toEqual(
      await checkinStats(ctx.db, stats, tz, 'asc', { direct: true }),
    );
  }
}

// Each round asks 96 scopes twice over hundreds of writes through the trigger: minutes on a loaded machine.
describe('check-in roll-ups equal the check-ins themselves', { timeout: 180_000 }, () => {
  it('after random check-ins', async () => {
    await insertRandom(600);
    const sums = await sql<{ direct: string; rolled: string }>`
      select (select count(*) from checkins where type in ('WORKSPACE', 'MEETING')) as direct,
             (select coalesce(sum(checkins), 0) from checkin_day_rollups) as rolled`.execute(ctx.db);
    expect(Number(sums.rows[0]!.rolled)).toBe(Number(sums.rows[0]!.direct));
    await expectSameAnswers();
  });

  it('after random check-outs, re-openings, moves in time and place, and deletes', async () => {
    await changeRandom(400);
    await insertRandom(150);
    await expectSameAnswers();
  });

  it('after a rebuild (the migration, a new time zone) they are the same again', async () => {
    await rebuildCheckinRollups(ctx.db, tz);
    await expectSameAnswers();
    const nonEmpty = await sql<{ n: string }>`select count(*) as n from checkin_day_rollups`.execute(ctx.db);
    expect(Number(nonEmpty.rows[0]!.n)).toBeGreaterThan(50);
  });

  it('a truncate of the check-ins empties them too', async () => {
    await sql`truncate checkins cascade`.execute(ctx.db);
    const left = await sql<{
      n: string;
    }>`select (select count(*) from checkin_day_rollups) + (select count(*) from checkin_desk_days) + (select count(*) from checkin_desk_months)
      + (select count(*) from checkin_building_days) + (select count(*) from checkin_room_months)
      + (select count(*) from checkin_user_days) + (select count(*) from checkin_active_gaps) as n`.execute(ctx.db);
    expect(Number(left.rows[0]!.n)).toBe(0);
    await insertRandom(100);
    await expectSameAnswers();
  });
});
