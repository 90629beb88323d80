import { addDays, toApiDate } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
const tokens: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 10 });
  for (let i = 0; i < 50; i++) {
    await createUser(ctx.db, { username: `racer${i}` });
    tokens.push(await login(ctx.app, `racer${i}`));
  }
}, 60_000);
afterAll(() => ctx.close());

describe('POST booking/new under concurrency (real PostgreSQL)', () => {
  it('50 simultaneous requests for one desk and slot give one booking and 49 conflicts', async () => {
    const date = addDays(toApiDate(clock.now()), 1);
    const payload = [{ date, timetable_id: s.timetableIds[0], desk_id: s.deskIds[0] }];
    const answers = await Promise.all(
      tokens.map((authorization) =>
        ctx.app.inject({ method: 'POST', url: '/api/booking/new/', headers: { authorization }, payload }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().code).toBe('ERROR_CONFLICT_BOOKING');
    const rows = await ctx.db.selectFrom('bookings').select('id').where('cancelled_at', 'is', null).execute();
    expect(rows).toHaveLength(1);
    expect(await ctx.db.selectFrom('booking_confirmations').select('id').execute()).toHaveLength(1);
  });

  it('50 simultaneous overlapping room requests give exactly one booking (bookings_room_no_overlap)', async () => {
    const date = addDays(toApiDate(clock.now()), 3);
    // Every range contains 11:00-11:15, so any two overlap; they start and end at different quarters.
    const ranges = tokens.map((_, i) => {
      const start = 8 * 60 + (i % 12) * 15;
      const end = 11 * 60 + 15 + (i % 9) * 15;
      const t = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      return { time_start: t(start), time_end: t(Math.min(end, start + 240)) };
    });
    const answers = await Promise.all(
      tokens.map((authorization, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/booking/new/',
          headers: { authorization },
          payload: [{ date, room_id: s.meetingRoomId, ...ranges[i] }],
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().code).toBe('ERROR_CONFLICT_BOOKING');
    const rows = await ctx.db
      .selectFrom('bookings')
      .select('id')
      .where('room_id', '=', s.meetingRoomId)
      .where('cancelled_at', 'is', null)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('50 simultaneous requests for touching and overlapping pairs of rooms never double book', async () => {
    const date = addDays(toApiDate(clock.now()), 4);
    const second = await ctx.db
      .insertInto('rooms')
      .values({ floor_id: s.floorId, name: 'Huddle', type: 'MEETING' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Each request books both rooms, in opposite orders, at one of four hours: requests of the same hour
    // clash on both rooms (a deadlock without a steady insert order); neighbouring hours only touch.
    const answers = await Promise.all(
      tokens.map((authorization, i) => {
        const h = 9 + (i % 4);
        const range = { time_start: `${h}:00`.padStart(5, '0'), time_end: `${h + 1}:00`.padStart(5, '0') };
        const items = [
          { date, room_id: s.meetingRoomId, ...range },
          { date, room_id: second.id, ...range },
        ];
        return ctx.app.inject({
          method: 'POST',
          url: '/api/booking/new/',
          headers: { authorization },
          payload: i % 2 ? items : items.reverse(),
        });
      }),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(4);
    expect(codes.filter((c) => c === 409)).toHaveLength(46);
    const rows = await ctx.db
      .selectFrom('bookings')
      .select(['room_id', 'start_at'])
      .where('date', '=', date)
      .where('cancelled_at', 'is', null)
      .execute();
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((r) => `${r.room_id}|${r.start_at.getTime()}`)).size).toBe(8);
  });

  it('keeps a floor limit exact when many people book different desks at once', async () => {
    const date = addDays(toApiDate(clock.now()), 2);
    await ctx.db.updateTable('floors').set({ booking_limit: 3 }).execute();
    try {
      const answers = await Promise.all(
        tokens.slice(0, 10).map((authorization, i) =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/booking/new/',
            headers: { authorization },
            payload: [{ date, timetable_id: s.timetableIds[1], desk_id: s.deskIds[i] }],
          }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
      const refused = answers.filter((a) => a.statusCode !== 201);
      expect(refused).toHaveLength(7);
      for (const a of refused) expect(a.json().code).toBe('BOOKING_LIMIT_REACHED');
      const rows = await ctx.db
        .selectFrom('bookings')
        .select('id')
        .where('date', '=', date)
        .where('cancelled_at', 'is', null)
        .execute();
      expect(rows).toHaveLength(3);
    } finally {
      await ctx.db.updateTable('floors').set({ booking_limit: null }).execute();
    }
  });

  it('a later day alone is one statement: seen at once, and its webhook event written when one subscribes', async () => {
    const date = addDays(toApiDate(clock.now()), 3);
    const [first, second] = tokens;
    const slots = `/api/booking/desk/${s.deskIds[2]}/timetables/?date=${date}`;
    const taken = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: slots, headers: { authorization: second } });
      return res.json().timetables[date].filter((x: { used: boolean }) => x.used).length;
    };
    expect(await taken()).toBe(0);
    const book = (authorization: string, timetable: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/booking/new/',
        headers: { authorization },
        payload: [{ date, timetable_id: s.timetableIds[timetable], desk_id: s.deskIds[2] }],
      });
    expect((await book(first!, 0)).statusCode).toBe(201);
    // The cached slots were dropped by the statement's events (decision 336).
    expect(await taken()).toBe(1);
    await ctx.db
      .insertInto('webhook_endpoints')
      .values({
        url: 'https://receiver.example/hook',
        events: ['booking.created'],
        secret: 'whsec_x',
        created_at: clock.now(),
      })
      .execute();
    try {
      const booked = await book(first!, 1);
      expect(booked.statusCode).toBe(201);
      const events = await ctx.db.selectFrom('webhook_events').select(['type', 'payload']).execute();
      expect(events.map((e) => [e.type, (e.payload as { data: { booking_id: number } }).data.booking_id])).toEqual([
        ['booking.created', booked.json().bookings[0].id],
      ]);
      expect(await taken()).toBe(2);
    } finally {
      await ctx.db.deleteFrom('webhook_endpoints').execute();
    }
  });
});
