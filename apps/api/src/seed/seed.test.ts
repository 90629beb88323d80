import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../../test/helpers';
import { manualClock } from '../lib/clock';
import { deferIndexes } from './bulk';
import { isDatabaseEmpty, seedDemo, type SeedSummary } from './index';

// A Wednesday morning, local time: the seed is made around this moment.
const now = new Date(2026, 2, 18, 10, 30);
const today = '2026-03-18';
const tomorrow = '2026-03-19';

let ctx: TestContext;
let other: TestContext;
let summary: SeedSummary;
let emptyBefore: boolean;

beforeAll(async () => {
  [ctx, other] = await Promise.all([
    createTestContext({ clock: manualClock(now) }),
    createTestContext({ clock: manualClock(now) }),
  ]);
  emptyBefore = await isDatabaseEmpty(ctx.db);
  summary = await seedDemo(ctx.db, { now });
});
afterAll(async () => {
  await Promise.all([ctx?.close(), other?.close()]);
});

/** The `n` column of the first row of a query on the seeded database. */
const q = async (query: RawBuilder<unknown>) => ((await query.execute(ctx.db)).rows[0] as { n: number }).n;

describe('seedDemo (demo size)', () => {
  it('fills an empty database and says so', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(ctx.db)).toBe(false);
  });

  it('creates the structure: two offices, 150+ desks, a floor without plan and SVG plans without scripts', async () => {
    expect(summary.buildings).toBeGreaterThanOrEqual(2);
    expect(summary.desks).toBeGreaterThanOrEqual(150);
    expect(summary.desks).toBeLessThanOrEqual(200);
    const floors = await ctx.db.selectFrom('floors').select(['name', 'plan_image', 'plan_mime']).execute();
    const withPlan = floors.filter((f) => f.plan_image !== null);
    expect(floors.length - withPlan.length).toBeGreaterThanOrEqual(1);
    expect(withPlan.length).toBeGreaterThanOrEqual(4);
    for (const floor of withPlan) {
      const svg = floor.plan_image!.toString('utf8');
      expect(floor.plan_mime).toBe('image/svg+xml');
      expect(svg).toContain('<svg');
      expect(svg).toContain('viewBox="0 0 1000 600"');
      expect(svg.toLowerCase()).not.toContain('<script');
      expect(svg).not.toMatch(/\son\w+=/i);
    }
    const rooms = await ctx.db.selectFrom('rooms').select(['type']).execute();
    expect(rooms.some((r) => r.type === 'MEETING')).toBe(true);
    const slots = await ctx.db.selectFrom('timetables').selectAll().where('is_active', '=', true).execute();
    expect(slots.map((s) => `${s.start_time}-${s.end_time}`)).toEqual(['08:00:00-12:00:00', '12:00:00-17:00:00']);
  });

  it('places every desk inside the plan (0-100 percent, y from the bottom)', async () => {
    const outside = await q(sql`
      select count(*)::int as n from desks
      where x is null or y is null or x < 0 or x > 100 or y < 0 or y > 100`);
    expect(outside).toBe(0);
    expect(await q(sql`select count(*)::int as n from desks where is_closed`)).toBeGreaterThan(0);
  });

  it('creates 100+ users with BHV people and the fixed demo accounts', async () => {
    expect(summary.users).toBeGreaterThanOrEqual(100);
    expect(await q(sql`select count(*)::int as n from users where is_bhv`)).toBeGreaterThanOrEqual(5);
    const fixed = await ctx.db
      .selectFrom('users')
      .select(['username', 'first_name', 'last_name', 'roles', 'language'])
      .where('username', 'in', ['staff', 'employee', 'employee2'])
      .orderBy('username')
      .execute();
    expect(fixed).toEqual([
      { username: 'employee', first_name: 'Daan', last_name: 'Visser', roles: [], language: 'en' },
      { username: 'employee2', first_name: 'Emma', last_name: 'de Jong', roles: [], language: 'nl' },
      { username: 'staff', first_name: 'Sanne', last_name: 'Bakker', roles: ['staff'], language: 'en' },
    ]);
    const statuses = await ctx.db.selectFrom('users').select('status').distinct().execute();
    for (const { status } of statuses) expect([null, 'available', 'busy', 'away', 'do_not_disturb']).toContain(status);
    const usernames = await ctx.db.selectFrom('users').select('username').execute();
    for (const { username } of usernames) expect(username).toMatch(/^[a-z0-9.]+$/);
  });

  it('lets the fixed accounts and a generated user sign in', async () => {
    await expect(login(ctx.app, 'staff', 'staff')).resolves.toMatch(/^JWT /);
    await expect(login(ctx.app, 'employee', 'employee')).resolves.toMatch(/^JWT /);
    await expect(login(ctx.app, 'employee2', 'employee2')).resolves.toMatch(/^JWT /);
    await expect(login(ctx.app, 'anouk.vanderberg', 'flexapp')).resolves.toMatch(/^JWT /);
  });

  it('leaves the fixed accounts without check-ins, bookings or messages', async () => {
    const ids = (
      await ctx.db
        .selectFrom('users')
        .select('id')
        .where('username', 'in', ['staff', 'employee', 'employee2'])
        .execute()
    ).map((r) => r.id);
    const checkins = await ctx.db.selectFrom('checkins').select('id').where('user_id', 'in', ids).execute();
    const bookings = await ctx.db.selectFrom('bookings').select('id').where('user_id', 'in', ids).execute();
    const messages = await ctx.db.selectFrom('messages').select('id').where('user_id', 'in', ids).execute();
    expect([checkins.length, bookings.length, messages.length]).toEqual([0, 0, 0]);
  });

  it('has check-ins in at least six months, with guests and realistic durations', async () => {
    expect(
      await q(sql`select count(distinct date_trunc('month', created))::int as n from checkins where created <= ${now}`),
    ).toBeGreaterThanOrEqual(6);
    expect(await q(sql`select count(*)::int as n from checkins where created > ${now}`)).toBe(0);
    expect(
      await q(
        sql`select count(*)::int as n from checkins where is_guest and user_id is null and guest_name is not null and visit_person_id is not null`,
      ),
    ).toBeGreaterThan(10);
    expect(
      await q(sql`select count(*)::int as n from guest_registrations where checkin_id is not null`),
    ).toBeGreaterThan(0);
    for (const type of ['WORKSPACE', 'MEETING', 'HOMEWORK']) {
      expect(
        await q(sql`select count(*)::int as n from checkins where type = ${type} and deactivated_at is not null`),
      ).toBeGreaterThan(100);
    }
    // Workspace check-ins name the desk's own room.
    expect(
      await q(sql`
      select count(*)::int as n from checkins c join desks d on d.id = c.desk_id
      where c.room_id is distinct from d.room_id`),
    ).toBe(0);
    expect(
      await q(sql`
      select count(*)::int as n from checkins
      where deactivated_at is not null and not is_guest and (deactivated_at - created < interval '25 minutes' or deactivated_at - created > interval '10 hours')`),
    ).toBe(0);
  });

  it('never has two check-ins at one desk at the same time', async () => {
    expect(
      await q(sql`
      select count(*)::int as n from checkins a join checkins b
        on a.desk_id = b.desk_id and a.id < b.id
       and tstzrange(a.created, coalesce(a.deactivated_at, 'infinity')) && tstzrange(b.created, coalesce(b.deactivated_at, 'infinity'))`),
    ).toBe(0);
  });

  it('has open check-ins right now for about 25 colleagues', async () => {
    const open = await q(sql`select count(*)::int as n from checkins where deactivated_at is null and not is_guest`);
    expect(open).toBeGreaterThanOrEqual(20);
    expect(open).toBeLessThanOrEqual(35);
  });

  it('has past, today and future bookings, some cancelled, confirmations for the next 24 hours', async () => {
    expect(
      await q(sql`select count(*)::int as n from bookings where start_at > ${now} and cancelled_at is null`),
    ).toBeGreaterThan(50);
    expect(
      await q(sql`select count(*)::int as n from bookings where end_at < ${now} and date >= ${'2026-01-17'}::date`),
    ).toBeGreaterThan(100);
    expect(await q(sql`select count(*)::int as n from bookings where cancelled_at is not null`)).toBeGreaterThan(0);
    expect(
      await q(sql`select count(*)::int as n from bookings where created_at >= start_at or created_at > ${now}`),
    ).toBe(0);
    expect(await q(sql`select count(*)::int as n from bookings where date > ${today}::date + 9`)).toBe(0);
    const confirmations = await ctx.db
      .selectFrom('booking_confirmations as c')
      .innerJoin('bookings as b', 'b.id', 'c.booking_id')
      .select(['c.status', 'c.opens_at', 'b.start_at'])
      .execute();
    expect(confirmations.length).toBeGreaterThan(0);
    for (const c of confirmations) {
      expect(c.start_at.getTime() - c.opens_at.getTime()).toBe(24 * 3600 * 1000);
      expect(c.start_at.getTime()).toBeGreaterThan(now.getTime());
    }
  });

  it('leaves enough desks free today, including several in the first room', async () => {
    const free = await q(sql`
      select count(*)::int as n from desks d
      where not d.is_closed
        and not exists (select 1 from checkins c where c.desk_id = d.id and c.deactivated_at is null)
        and not exists (select 1 from bookings b where b.desk_id = d.id and b.date = ${today}::date and b.cancelled_at is null)`);
    expect(free / summary.desks).toBeGreaterThanOrEqual(0.3);
    for (const date of [today, tomorrow]) {
      const firstRoomFree = await q(sql`
        select count(*)::int as n from desks d
        where d.room_id = (
          select r.id from rooms r join floors f on f.id = r.floor_id join buildings b on b.id = f.building_id
          order by b.position, f.position, r.position limit 1)
          and not d.is_closed
          and not exists (select 1 from checkins c where c.desk_id = d.id and c.deactivated_at is null)
          and not exists (select 1 from bookings b where b.desk_id = d.id and b.date = ${date}::date and b.cancelled_at is null)`);
      expect(firstRoomFree).toBeGreaterThanOrEqual(5);
    }
  });

  it('has questionnaires answered in several months, custom answers with text', async () => {
    expect(summary.questionnaires).toBeGreaterThanOrEqual(1);
    expect(
      await q(sql`select count(distinct date_trunc('month', created_at))::int as n from questionnaire_responses`),
    ).toBeGreaterThanOrEqual(6);
    expect(
      await q(sql`
      select count(*)::int as n from questionnaire_responses r join question_answers a on a.id = r.answer_id
      where a.is_custom and r.additional_info is not null`),
    ).toBeGreaterThan(0);
  });

  it('is deterministic: the same moment gives the same organisation', async () => {
    const again = await seedDemo(other.db, { now });
    expect(again).toEqual(summary);
    const fingerprint = (db: typeof ctx.db) =>
      sql<{ n: string }>`
        select md5(string_agg(concat_ws('|', user_id, type, desk_id, room_id, created, deactivated_at), ',' order by created, user_id, type)) as n
        from checkins`
        .execute(db)
        .then((r) => r.rows[0].n);
    expect(await fingerprint(other.db)).toBe(await fingerprint(ctx.db));
  });
});

describe('deferIndexes (used by the large seed)', () => {
  const shape = (db: typeof ctx.db) =>
    sql<{ kind: string; name: string; definition: string }>`
      select 'index' as kind, indexname as name, indexdef as definition from pg_indexes where tablename = 'checkins'
      union all
      select 'constraint', conname, pg_get_constraintdef(oid) from pg_constraint where conrelid = 'checkins'::regclass
      order by 1, 2`
      .execute(db)
      .then((r) => r.rows);

  it('drops the secondary indexes and foreign keys, then restores exactly the same ones', async () => {
    const before = await shape(ctx.db);
    expect(before.some((r) => r.name === 'checkins_one_open_per_desk')).toBe(true);
    await ctx.db.transaction().execute(async (trx) => {
      const restore = await deferIndexes(trx, 'checkins');
      const during = await shape(trx);
      expect(during.filter((r) => r.kind === 'index').map((r) => r.name)).toEqual(['checkins_pkey']);
      expect(during.some((r) => r.definition.startsWith('FOREIGN KEY'))).toBe(false);
      await restore();
    });
    expect(await shape(ctx.db)).toEqual(before);
  });
});
