import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** Monday 1 March 2027, 09:30. Decision 310. */
const clock = manualClock('2027-03-01T09:30:00');
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let financeGroup: number;
const auth: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 3 });
  await createUser(ctx.db, { username: 'ann' });
  await createUser(ctx.db, { username: 'noor', language: 'nl' });
  const fin = await createUser(ctx.db, { username: 'fin' });
  await createUser(ctx.db, { username: 'boss', staff: true });
  await signIn();
  financeGroup = (
    await ctx.db
      .insertInto('groups')
      .values({ display_name: 'Team Finance', source: 'manual', external_id: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await ctx.db.insertInto('group_members').values({ group_id: financeGroup, user_id: fin }).execute();
}, 60_000);
afterAll(() => ctx.close());

/** Sessions expire as the clock moves on: everyone signs in again at the new instant. */
async function signIn() {
  for (const who of ['ann', 'noor', 'fin', 'boss']) auth[who] = await login(ctx.app, who);
}
async function at(instant: string) {
  clock.set(instant);
  await signIn();
}
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: who ? { authorization: auth[who] } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const finance = (over: Record<string, unknown> = {}) => ({
  name: 'Finance corner',
  colour: '#2F9E44',
  access: 'groups_first',
  open_days_before: 1,
  open_time: '15:00',
  weekdays: [1, 2, 3, 4, 5],
  desk_ids: [s.deskIds[0]],
  room_ids: [s.meetingRoomId],
  floor_ids: [],
  group_ids: [financeGroup],
  ...over,
});
const bookDesk = (who: string, date: string, desk = 0) =>
  call('POST', '/api/booking/new/', who, [{ date, timetable_id: s.timetableIds[0], desk_id: s.deskIds[desk] }]);
const bookRoom = (who: string, date: string) =>
  call('POST', '/api/booking/new/', who, [{ date, room_id: s.meetingRoomId, time_start: '10:00', time_end: '11:00' }]);
/** A local time of the organisation's time zone as the API writes instants. */
const local = (at: string) => new Date(at).toISOString();

describe('neighbourhoods', () => {
  it('staff alone define them; bad input, unknown places and a taken name are refused', async () => {
    expect((await call('GET', '/api/setup/neighbourhoods')).statusCode).toBe(401);
    expect((await call('GET', '/api/setup/neighbourhoods', 'ann')).statusCode).toBe(403);
    expect((await call('POST', '/api/setup/neighbourhoods', 'ann', finance())).statusCode).toBe(403);
    for (const bad of [
      finance({ open_time: null }),
      finance({ access: 'groups_only' }),
      finance({ colour: 'green' }),
      finance({ weekdays: [] }),
      finance({ weekdays: [1, 1] }),
      finance({ open_days_before: 15 }),
      finance({ name: ' ' }),
    ]) {
      const res = await call('POST', '/api/setup/neighbourhoods', 'boss', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const unknown = await call('POST', '/api/setup/neighbourhoods', 'boss', finance({ desk_ids: [999_999] }));
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NO_EXISTS']);
    const made = await call('POST', '/api/setup/neighbourhoods', 'boss', finance({ name: 'Scratch' }));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const taken = await call('POST', '/api/setup/neighbourhoods', 'boss', finance({ name: 'SCRATCH' }));
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'NEIGHBOURHOOD_NAME_TAKEN']);
    const changed = await call(
      'PUT',
      `/api/setup/neighbourhoods/${id}`,
      'boss',
      finance({ name: 'Scratch 2', floor_ids: [s.floorId], desk_ids: [] }),
    );
    expect(changed.json()).toMatchObject({
      name: 'Scratch 2',
      floor_ids: [s.floorId],
      desk_ids: [],
      colour: '#2f9e44',
    });
    const setup = (await call('GET', '/api/setup/neighbourhoods', 'boss')).json();
    expect(setup.groups).toEqual([{ id: financeGroup, label: 'Team Finance' }]);
    expect(setup.desks).toContainEqual({ id: s.deskIds[2], label: 'HQ · Floor 1 · Open space · D3' });
    expect((await call('DELETE', `/api/setup/neighbourhoods/${id}`, 'boss')).statusCode).toBe(204);
    expect((await call('DELETE', `/api/setup/neighbourhoods/${id}`, 'boss')).statusCode).toBe(404);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_type', '=', 'neighbourhood')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'neighbourhood.create',
      'neighbourhood.update',
      'neighbourhood.delete',
    ]);
  });

  it('keeps a desk and a room for its groups until it opens to everyone, on its weekdays only', async () => {
    const created = await call('POST', '/api/setup/neighbourhoods', 'boss', finance());
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;

    // Monday: Thursday's desk is Finance's until Wednesday 15:00; a member books it, others are told why.
    const refused = await bookDesk('ann', '2027-03-04');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'NEIGHBOURHOOD_RESERVED',
      message: 'This place is reserved for another team on that day.',
      neighbourhood: 'Finance corner',
      groups: ['Team Finance'],
      opens_at: local('2027-03-03T15:00:00'),
    });
    expect((await bookDesk('noor', '2027-03-04')).json().message).toBe(
      'Deze plek is die dag gereserveerd voor een ander team.',
    );
    expect((await bookRoom('ann', '2027-03-04')).json().code).toBe('NEIGHBOURHOOD_RESERVED');
    expect((await bookDesk('ann', '2027-03-04', 1)).statusCode).toBe(201);
    expect((await bookDesk('fin', '2027-03-03')).statusCode).toBe(201);

    const day = async (who: string, date: string) =>
      (await call('GET', `/api/booking/neighbourhoods?date=${date}`, who)).json();
    expect(await day('ann', '2027-03-04')).toEqual({
      neighbourhoods: [
        {
          id,
          name: 'Finance corner',
          colour: '#2f9e44',
          desk_ids: [s.deskIds[0]],
          room_ids: [s.meetingRoomId],
          groups: ['Team Finance'],
          open_to_me: false,
          opens_at: local('2027-03-03T15:00:00'),
        },
      ],
      reserved_desks: [{ id: s.deskIds[0], neighbourhood_id: id }],
      reserved_rooms: [{ id: s.meetingRoomId, neighbourhood_id: id }],
    });
    expect(await day('fin', '2027-03-04')).toMatchObject({
      neighbourhoods: [{ open_to_me: true }],
      reserved_desks: [],
      reserved_rooms: [],
    });

    // The moment it opens: a second before, still Finance's; at 15:00, everyone's.
    await at('2027-03-03T14:59:59');
    expect((await bookDesk('ann', '2027-03-04')).statusCode).toBe(409);
    await at('2027-03-03T15:00:00');
    expect((await day('ann', '2027-03-04')).reserved_desks).toEqual([]);
    expect((await bookDesk('noor', '2027-03-04')).statusCode).toBe(201);
    expect((await bookRoom('ann', '2027-03-04')).statusCode).toBe(201);
    // Saturday is outside its weekdays; Friday is not open yet.
    expect((await bookDesk('ann', '2027-03-06')).statusCode).toBe(201);
    expect((await bookDesk('ann', '2027-03-05')).json().code).toBe('NEIGHBOURHOOD_RESERVED');

    // Groups only: never opens. A second neighbourhood without groups holds nothing and admits no one.
    await call(
      'PUT',
      `/api/setup/neighbourhoods/${id}`,
      'boss',
      finance({ access: 'groups_only', open_days_before: null, open_time: null }),
    );
    await call(
      'POST',
      '/api/setup/neighbourhoods',
      'boss',
      finance({ name: 'Whole floor', floor_ids: [s.floorId], group_ids: [] }),
    );
    const only = await bookDesk('ann', '2027-03-05');
    expect(only.json()).toMatchObject({ code: 'NEIGHBOURHOOD_RESERVED', opens_at: null });
    expect((await bookDesk('ann', '2027-03-05', 2)).statusCode).toBe(201);
    expect((await bookDesk('fin', '2027-03-05')).statusCode).toBe(201);

    // A series skips the dates the neighbourhood keeps (Friday), and books the others (Saturday).
    const series = {
      start_date: '2027-03-05',
      rrule: 'FREQ=WEEKLY;BYDAY=FR,SA;COUNT=2',
      place: { desk_id: s.deskIds[0], timetable_id: s.timetableIds[1] },
    };
    const preview = await call('POST', '/api/booking/series/preview', 'noor', series);
    expect(preview.json().occurrences.map((o: { date: string; state: string }) => [o.date, o.state])).toEqual([
      ['2027-03-05', 'reserved'],
      ['2027-03-06', 'free'],
    ]);
    const made = await call('POST', '/api/booking/series', 'noor', series);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      created: [{ date: '2027-03-06' }],
      skipped: [{ date: '2027-03-05', reason: 'reserved' }],
    });
  });

  it('refuses a bad date on the day view', async () => {
    const res = await call('GET', '/api/booking/neighbourhoods?date=2027-13-01', 'ann');
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    expect((await call('GET', '/api/booking/neighbourhoods?date=2027-03-01')).statusCode).toBe(401);
  });
});
