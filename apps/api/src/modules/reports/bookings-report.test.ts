import { ZBookingsReportResponseSchema, ZBookingSummarySchema } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertBooking } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
let staff: string;
let employee: string;
let a: Awaited<ReturnType<typeof createStructure>>;
let b: Awaited<ReturnType<typeof createStructure>>;
let ann: number;
let bob: number;
let cas: number;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  a = await createStructure(ctx.db, { building: 'Amsterdam', desks: 4 });
  b = await createStructure(ctx.db, { building: 'Breda', desks: 2 });
  await createUser(ctx.db, { username: 'boss', staff: true });
  ann = await createUser(ctx.db, { username: 'ann', first_name: 'Ann', last_name: 'Aalders' });
  bob = await createUser(ctx.db, { username: 'bob', first_name: 'Bob', last_name: 'Bos' });
  cas = await createUser(ctx.db, { username: 'cas', first_name: 'Cas', last_name: 'Cools' });
  staff = await login(ctx.app, 'boss');
  employee = await login(ctx.app, 'ann');
  const book = (userId: number, deskId: number, slot: number, date: string, cancelled = false) =>
    insertBooking(ctx.db, {
      userId,
      deskId,
      timetableId: slot,
      date,
      start: new Date(`${date}T08:00:00Z`),
      end: new Date(`${date}T12:00:00Z`),
      cancelled,
    });
  const [morning, afternoon] = a.timetableIds;
  // 10 March, Amsterdam: Ann on A-D1 twice (morning + afternoon), Bob on A-D2 -> 2 of 4 desks booked = 50 %.
  await book(ann, a.deskIds[0], morning, '2026-03-10');
  await book(ann, a.deskIds[0], afternoon, '2026-03-10');
  await book(bob, a.deskIds[1], morning, '2026-03-10');
  // 11 March, Amsterdam: Ann on A-D2 (1 of 4 = 25 %); a cancelled booking does not count.
  await book(ann, a.deskIds[1], morning, '2026-03-11');
  await book(cas, a.deskIds[2], morning, '2026-03-11', true);
  // 11 March, Breda: Cas on B-D1 (1 of 2 = 50 %). Outside the range: 13 March.
  await book(cas, b.deskIds[0], morning, '2026-03-11');
  await book(bob, b.deskIds[1], morning, '2026-03-13');
});
afterAll(() => ctx.close());

const get = (path: string, query = 'start_date=2026-03-10&end_date=2026-03-12', auth = staff) =>
  ctx.app.inject({ method: 'GET', url: `/api/reports/bookings/${path}?${query}`, headers: { authorization: auth } });

describe('GET /api/reports/bookings/{building}.{floor}.{room}.0', () => {
  it('answers one row per day and building with the booked-desk percentage', async () => {
    const res = await get('all.all.all.0');
    expect(res.statusCode).toBe(200);
    const rows = ZBookingsReportResponseSchema.parse(res.json());
    expect(rows.map((r) => [r.day, r.building_name, r.booked_desks, r.desks, r.average])).toEqual([
      [10, 'Amsterdam', 2, 4, 50],
      [10, 'Breda', 0, 2, 0],
      [11, 'Amsterdam', 1, 4, 25],
      [11, 'Breda', 1, 2, 50],
      [12, 'Amsterdam', 0, 4, 0],
      [12, 'Breda', 0, 2, 0],
    ]);
    expect(rows[0]).toMatchObject({ year: 2026, month: 3, building_id: a.buildingId });
  });

  it('narrows to a building, floor or room', async () => {
    const building = (await get(`${b.buildingId}.all.all.0`)).json();
    expect(building.map((r: { average: number }) => r.average)).toEqual([0, 50, 0]);
    const floor = (await get(`${a.buildingId}.${a.floorId}.all.0`)).json();
    expect(floor.map((r: { booked_desks: number }) => r.booked_desks)).toEqual([2, 1, 0]);
    const room = (await get(`all.all.${a.roomId}.0`)).json();
    expect(room).toHaveLength(3);
    expect((await get(`all.all.${a.meetingRoomId}.0`)).json()).toEqual([]);
  });

  it('summarises users and desks against the hand-computed figures', async () => {
    const res = await get('all.all.all.0/summary');
    expect(res.statusCode).toBe(200);
    const summary = ZBookingSummarySchema.parse(res.json());
    expect(summary).toEqual({
      unique_users: 3,
      unique_desks: 3,
      total_bookings: 5,
      users: [
        { user: ann, user_name: 'Ann Aalders', total_desks: 2, total_bookings: 3 },
        { user: bob, user_name: 'Bob Bos', total_desks: 1, total_bookings: 1 },
        { user: cas, user_name: 'Cas Cools', total_desks: 1, total_bookings: 1 },
      ],
      desks: [
        { desk: a.deskIds[1], desk__name: 'D2', total_users: 2, total_unique_users: 2 },
        { desk: a.deskIds[0], desk__name: 'D1', total_users: 2, total_unique_users: 1 },
        { desk: b.deskIds[0], desk__name: 'D1', total_users: 1, total_unique_users: 1 },
      ],
    });
    const breda = (await get(`${b.buildingId}.all.all.0/summary`)).json();
    expect(breda).toMatchObject({ unique_users: 1, unique_desks: 1, total_bookings: 1 });
  });

  it('rejects a malformed scope, bad dates and reversed or overlong ranges with 400', async () => {
    const cases: [string, string][] = [
      ['all.all.all', 'start_date=2026-03-10&end_date=2026-03-12'],
      ['x.all.all.0', 'start_date=2026-03-10&end_date=2026-03-12'],
      ['all.all.all.1/summary', 'start_date=2026-03-10&end_date=2026-03-12'],
      ['all.all.all.0', 'start_date=2026-03-12&end_date=2026-03-10'],
      ['all.all.all.0/summary', 'start_date=2026-13-01&end_date=2026-12-10'],
      ['all.all.all.0', 'start_date=2026-03-10'],
      ['all.all.all.0', 'start_date=2025-01-01&end_date=2026-03-10'],
    ];
    for (const [path, query] of cases) {
      const res = await get(path, query);
      expect(res.statusCode, `${path}?${query}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('is for staff only', async () => {
    expect((await get('all.all.all.0', undefined, employee)).statusCode).toBe(403);
    expect((await get('all.all.all.0/summary', undefined, employee)).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/reports/bookings/all.all.all.0?start_date=2026-03-10&end_date=2026-03-12',
        })
      ).statusCode,
    ).toBe(401);
  });
});
