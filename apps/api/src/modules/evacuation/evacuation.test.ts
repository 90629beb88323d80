import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** Monday 1 March 2027, 09:30 (decision 100). Decision 365. */
const clock = manualClock('2027-03-01T09:30:00');
let ctx: TestContext;
let hq: Awaited<ReturnType<typeof createStructure>>;
let annex: Awaited<ReturnType<typeof createStructure>>;
const ids: Record<string, number> = {};
const auth: Record<string, string> = {};
const at = (time: string) => new Date(`2027-03-01T${time}`);

const list = (who: string | null, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/evacuation/${query}`,
    headers: who ? { authorization: auth[who] } : {},
  });
const checkin = (who: string, deskId: number, created: Date, ended: Date | null = null) =>
  ctx.db
    .insertInto('checkins')
    .values({ user_id: ids[who], type: 'WORKSPACE', desk_id: deskId, created, deactivated_at: ended })
    .execute();
const book = (who: string, place: { desk_id?: number; room_id?: number }, start: string, end: string) =>
  ctx.db
    .insertInto('bookings')
    .values({
      user_id: ids[who],
      date: '2027-03-01',
      start_at: at(start),
      end_at: at(end),
      created_at: at('08:00'),
      timetable_id: place.desk_id ? hq.timetableIds[0] : null,
      ...place,
    })
    .execute();

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  hq = await createStructure(ctx.db, { building: 'HQ', desks: 4 });
  annex = await createStructure(ctx.db, { building: 'Annex', desks: 2 });
  for (const [username, first_name, last_name, staff] of [
    ['boss', 'Bo', 'Boss', true],
    ['rita', 'Rita', 'Reception', false],
    ['ann', 'Ann', 'Aalders', false],
    ['pim', 'Pim', 'Private', false],
    ['out', 'Olga', 'Out', false],
    ['yest', 'Yara', 'Yesterday', false],
    ['late', 'Lou', 'Late', false],
    ['away', 'Aad', 'Away', false],
    ['else', 'Eva', 'Elsewhere', false],
    ['host', 'Hank', 'Host', false],
  ] as const) {
    ids[username] = await createUser(ctx.db, { username, first_name, last_name, staff });
    auth[username] = await login(ctx.app, username);
  }
  const role = await ctx.app.inject({
    method: 'POST',
    url: '/api/setup/roles',
    headers: { authorization: auth.boss },
    payload: { role: 'reception', user_id: ids.rita, building_ids: [hq.buildingId] },
  });
  expect(role.statusCode, role.body).toBe(201);
  await ctx.db.updateTable('users').set({ private_bookings: true }).where('id', '=', ids.pim).execute();
  await ctx.db.updateTable('users').set({ is_bhv: true }).where('id', '=', ids.ann).execute();
  await checkin('ann', hq.deskIds[0], at('08:10'));
  await checkin('pim', hq.deskIds[1], at('08:20')); // keeps bookings private: still on the list
  await checkin('out', hq.deskIds[2], at('08:00'), at('09:00')); // checked out
  await checkin('yest', hq.deskIds[2], new Date('2027-02-28T15:00:00')); // yesterday, never checked out
  await checkin('else', annex.deskIds[0], at('08:30')); // other building
  await ctx.db
    .insertInto('checkins')
    .values([
      {
        user_id: null,
        type: 'WORKSPACE',
        is_guest: true,
        guest_name: 'Gina Gast',
        guest_company: 'Visitors Ltd',
        visit_person_id: ids.host,
        desk_id: hq.deskIds[3],
        created: at('09:00'),
        deactivated_at: at('12:00'),
      },
      {
        user_id: null,
        type: 'WORKSPACE',
        is_guest: true,
        guest_name: 'Gone Guest',
        guest_company: 'Left Ltd',
        visit_person_id: ids.host,
        desk_id: hq.deskIds[3],
        created: at('08:00'),
        deactivated_at: at('09:15'),
      },
    ])
    .execute();
  await book('away', { room_id: hq.meetingRoomId }, '09:00', '11:00'); // booked now, not checked in
  await book('ann', { desk_id: hq.deskIds[0] }, '08:00', '17:00'); // booked and checked in: present only
  await book('late', { desk_id: hq.deskIds[2] }, '13:00', '17:00'); // later today: not yet expected
}, 120_000);
afterAll(() => ctx.close());

type Body = {
  building: { id: number; name: string } | null;
  buildings: { name: string }[];
  present: { kind: string; name: string; company: string | null; host: string | null; bhv: boolean; place: string }[];
  unconfirmed: { name: string; place: string; until: string }[];
};

describe('the evacuation list (decision 365)', () => {
  it('names everyone present in the building, private bookings and guests included, and who is booked but not in', async () => {
    const res = await list('boss', `?building_id=${hq.buildingId}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Body;
    expect(body.building).toEqual({ id: hq.buildingId, name: 'HQ' });
    expect(body.buildings.map((b) => b.name)).toEqual(['HQ', 'Annex']);
    expect(body.present).toEqual([
      expect.objectContaining({ kind: 'employee', name: 'Ann Aalders', bhv: true, place: 'D1', company: null }),
      expect.objectContaining({ kind: 'guest', name: 'Gina Gast', company: 'Visitors Ltd', host: 'Hank Host' }),
      expect.objectContaining({ kind: 'employee', name: 'Pim Private', bhv: false, place: 'D2' }),
    ]);
    expect(body.unconfirmed).toEqual([
      { name: 'Aad Away', floor: expect.any(Object), place: 'Boardroom', until: at('11:00').toISOString() },
    ]);
  });

  it('follows the clock: a guest who has left and a booking that has ended drop off', async () => {
    clock.set('2027-03-01T12:30:00');
    try {
      const body = (await list('boss', `?building_id=${hq.buildingId}`)).json() as Body;
      expect(body.present.map((p) => p.name)).toEqual(['Ann Aalders', 'Pim Private']);
      expect(body.unconfirmed).toEqual([]);
    } finally {
      clock.set('2027-03-01T09:30:00');
    }
  });

  it('reception sees their own building only: another building is 403', async () => {
    const own = await list('rita');
    expect(own.statusCode, own.body).toBe(200);
    const body = own.json() as Body;
    expect(body.buildings.map((b) => b.name)).toEqual(['HQ']);
    expect(body.present.map((p) => p.name)).toContain('Pim Private');
    const other = await list('rita', `?building_id=${annex.buildingId}`);
    expect([other.statusCode, other.json().code]).toEqual([403, 'FORBIDDEN']);
    const annexBody = (await list('boss', `?building_id=${annex.buildingId}`)).json() as Body;
    expect(annexBody.present.map((p) => p.name)).toEqual(['Eva Elsewhere']);
  });

  it('employees get 403, anonymous callers 401, bad and unknown buildings 400 and 404', async () => {
    expect((await list('ann')).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
    expect((await list('boss', '?building_id=abc')).statusCode).toBe(400);
    expect((await list('boss', '?building_id=999999')).statusCode).toBe(404);
  });
});
