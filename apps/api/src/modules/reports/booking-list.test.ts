import { ZBookingListResponseSchema } from '@flexapp/contract';
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
const dates = Array.from({ length: 25 }, (_, i) => `2026-04-${String(i + 1).padStart(2, '0')}`);

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  a = await createStructure(ctx.db, { building: 'Amsterdam', desks: 5 });
  b = await createStructure(ctx.db, { building: 'Breda', desks: 1 });
  await createUser(ctx.db, { username: 'boss', staff: true });
  const users: number[] = [];
  for (let i = 0; i < 5; i++)
    users.push(await createUser(ctx.db, { username: `u${i}`, first_name: 'Jérôme', last_name: `Öztürk ${i}` }));
  employee = await login(ctx.app, 'u0');
  staff = await login(ctx.app, 'boss');
  // 25 days x 5 desks in Amsterdam (125 bookings), 1 per day in Breda (25), 1 cancelled (ignored).
  for (const date of dates) {
    for (let d = 0; d < 5; d++) {
      await insertBooking(ctx.db, {
        userId: users[d],
        deskId: a.deskIds[d],
        timetableId: a.timetableIds[0],
        date,
        start: new Date(`${date}T07:00:00Z`),
        end: new Date(`${date}T11:00:00Z`),
      });
    }
    await insertBooking(ctx.db, {
      userId: users[0],
      deskId: b.deskIds[0],
      timetableId: a.timetableIds[1],
      date,
      start: new Date(`${date}T11:00:00Z`),
      end: new Date(`${date}T16:00:00Z`),
    });
  }
  await insertBooking(ctx.db, {
    userId: users[1],
    deskId: b.deskIds[0],
    timetableId: a.timetableIds[0],
    date: '2026-04-02',
    start: new Date('2026-04-02T07:00:00Z'),
    end: new Date('2026-04-02T11:00:00Z'),
    cancelled: true,
  });
});
afterAll(() => ctx.close());

const get = (query: string, auth = staff) =>
  ctx.app.inject({ method: 'GET', url: `/api/booking/list/all/?${query}`, headers: { authorization: auth } });
const range = 'start_date=2026-04-01&end_date=2026-04-25';

describe('GET /api/booking/list/all/', () => {
  it('pages through the active bookings of the range, 100 per page by default', async () => {
    const first = ZBookingListResponseSchema.parse((await get(range)).json());
    expect(first.count).toBe(150);
    expect(first.page_size).toBe(100);
    expect(first.results).toHaveLength(100);
    const second = ZBookingListResponseSchema.parse((await get(`${range}&page=2`)).json());
    expect(second.results).toHaveLength(50);
    const ids = new Set([...first.results, ...second.results].map((r) => r.id));
    expect(ids.size).toBe(150);
    expect((await get(`${range}&page=3`)).json()).toEqual({ count: 150, page_size: 100, results: [] });
    const dates1 = first.results.map((r) => r.date);
    expect(dates1).toEqual([...dates1].sort());
  });

  it('answers the booking fields with the location from building to desk', async () => {
    const res = (await get(`start_date=2026-04-03&end_date=2026-04-03&building=${b.buildingId}`)).json();
    expect(res.count).toBe(1);
    expect(res.results[0]).toEqual({
      id: expect.any(Number),
      date: '2026-04-03',
      date_start: '2026-04-03T11:00:00.000Z',
      date_end: '2026-04-03T16:00:00.000Z',
      user_name: 'Jérôme Öztürk 0',
      created: expect.any(String),
      location: [
        { id: b.buildingId, name: 'Breda' },
        { id: b.floorId, name: 'Floor 1' },
        { id: b.roomId, name: 'Open space' },
        { id: b.deskIds[0], name: 'D1' },
      ],
    });
  });

  it('filters by building, floor, room and desk, and honours limit', async () => {
    const count = async (q: string) => (await get(`${range}&${q}`)).json().count;
    expect(await count(`building=${a.buildingId}`)).toBe(125);
    expect(await count(`floor=${b.floorId}`)).toBe(25);
    expect(await count(`room=${a.roomId}`)).toBe(125);
    expect(await count(`desk=${a.deskIds[2]}`)).toBe(25);
    expect(await count('building=all&floor=&room=all')).toBe(150);
    const small = (await get(`${range}&limit=7&page=3`)).json();
    expect(small).toMatchObject({ count: 150, page_size: 7 });
    expect(small.results).toHaveLength(7);
  });

  it('limit=-1 streams every row for the export', async () => {
    const res = await get(`${range}&limit=-1`);
    expect(res.statusCode).toBe(200);
    const all = ZBookingListResponseSchema.parse(res.json());
    expect(all.count).toBe(150);
    expect(all.page_size).toBe(150);
    expect(all.results).toHaveLength(150);
    expect(new Set(all.results.map((r) => r.id)).size).toBe(150);
    expect((await get('start_date=2027-01-01&end_date=2027-01-02&limit=-1')).json()).toEqual({
      count: 0,
      page_size: 0,
      results: [],
    });
  });

  it('rejects bad input with 400', async () => {
    for (const q of [
      'start_date=2026-04-25&end_date=2026-04-01',
      'start_date=2026-04-31&end_date=2026-05-01',
      'start_date=2026-04-01',
      `${range}&page=0`,
      `${range}&limit=0`,
      `${range}&limit=-2`,
      `${range}&limit=5000`,
      `${range}&desk=-3`,
    ]) {
      const res = await get(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('is for staff only', async () => {
    expect((await get(range, employee)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/booking/list/all/?${range}` })).statusCode).toBe(401);
  });
});
