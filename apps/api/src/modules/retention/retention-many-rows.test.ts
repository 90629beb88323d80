import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';
import { runRetention } from './index';
import { RETENTION_BATCH } from './retention.repository';

/**
 * The first run over many old rows (issue 38, decision 414): every batch finds the next rows after the last one it
 * moved, so all of them move in one run and a second run has nothing left. RETENTION_ROWS seeds more rows for a
 * measurement (e.g. 50000); the pace is printed, never asserted.
 */
const clock = manualClock('2027-03-01T09:30:00');
const DAY = 86_400_000;
const ROWS = Number(process.env.RETENTION_ROWS ?? 4 * RETENTION_BATCH + 37);
const PEOPLE = Math.max(50, Math.round(ROWS / 50));
const GUEST_EVERY = 25;
/** Seeding and running a measurement's many rows takes minutes on a busy machine. */
const LONG = ROWS > 10_000 ? 3_600_000 : undefined;

let ctx: TestContext;
let people: number[];

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  const s = await createStructure(ctx.db, { desks: 3 });
  const made = await sql<{ id: number }>`insert into users (username, first_name, last_name, email)
    select 'many' || i, 'Person', 'Number ' || i, 'many' || i || '@example.test' from generate_series(1, ${PEOPLE}) i
    returning id`.execute(ctx.db);
  people = made.rows.map((r) => r.id);
  const cutoff = new Date(clock.now().getTime() - 30 * DAY);
  // Ended check-ins of a year before the period, one a minute backwards; every GUEST_EVERY-th is a guest with a
  // host. Then one recent check-in per person that stays theirs.
  await sql`insert into checkins (user_id, type, desk_id, room_id, created, deactivated_at, is_guest, guest_name,
      visit_person_id)
    select case when i % ${GUEST_EVERY} = 0 then null else (${people}::int[])[1 + i % ${PEOPLE}] end,
           case when i % ${GUEST_EVERY} = 0 then 'MEETING' else 'WORKSPACE' end,
           case when i % ${GUEST_EVERY} = 0 then null else ${s.deskIds[0]!}::int end,
           case when i % ${GUEST_EVERY} = 0 then ${s.meetingRoomId}::int else ${s.roomId}::int end,
           ${cutoff}::timestamptz - make_interval(mins => i + 60), ${cutoff}::timestamptz - make_interval(mins => i),
           i % ${GUEST_EVERY} = 0,
           case when i % ${GUEST_EVERY} = 0 then 'Guest ' || i end,
           case when i % ${GUEST_EVERY} = 0 then (${people}::int[])[1 + (i / ${GUEST_EVERY}) % ${PEOPLE}] end
    from generate_series(1, ${ROWS}) i`.execute(ctx.db);
  await sql`insert into checkins (user_id, type, desk_id, room_id, created, deactivated_at)
    select p, 'WORKSPACE', ${s.deskIds[1]!}, ${s.roomId}, ${cutoff}::timestamptz + interval '1 day',
           ${cutoff}::timestamptz + interval '1 day 1 hour'
    from unnest(${people}::int[]) p`.execute(ctx.db);
  await sql`insert into settings (key, value) values ('retention_checkins_days', '30'::jsonb)
    on conflict (key) do update set value = excluded.value`.execute(ctx.db);
  await sql`analyze checkins`.execute(ctx.db);
}, LONG);
afterAll(() => ctx.close());

describe('the first retention run over many old check-ins (decision 414)', () => {
  it(
    'moves every one of them in one run, one twin per person, and a second run moves nothing',
    async () => {
      const started = performance.now();
      const first = await runRetention(ctx.app);
      const seconds = (performance.now() - started) / 1000;
      console.info(
        `retention first run: ${first.checkins} check-ins (${PEOPLE} people) in ${seconds.toFixed(1)} s, ` +
          `${Math.round(first.checkins / seconds)} check-ins/s`,
      );
      expect(first.checkins).toBe(ROWS);
      const named = await sql<{ n: string }>`select count(*) as n from checkins c
      where c.created < ${new Date(clock.now().getTime() - 30 * DAY)}
        and (c.user_id = any(${people}::int[]) or c.visit_person_id = any(${people}::int[]))`.execute(ctx.db);
      expect(Number(named.rows[0]!.n)).toBe(0);
      const twins = await ctx.db
        .selectFrom('retention_twins')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(twins.n)).toBe(PEOPLE);
      const recent = await sql<{ n: string }>`select count(*) as n from checkins
      where user_id = any(${people}::int[])`.execute(ctx.db);
      expect(Number(recent.rows[0]!.n)).toBe(PEOPLE);

      const again = await runRetention(ctx.app);
      expect(again).toMatchObject({ checkins: 0, bookings: 0, questionnaire_answers: 0 });
      const twinsAfter = await ctx.db
        .selectFrom('retention_twins')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(twinsAfter.n)).toBe(PEOPLE);
    },
    LONG,
  );
});
