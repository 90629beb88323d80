import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStructure, insertBooking } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';
import { DESK_EVENTS_EACH, onPublished, type TServerEvent } from '../../live/events';
import { saveSettings } from '../configuration';
import { releaseBookings } from './release-bookings';
import { runSweep } from './sweep';

/** Every rule at chosen instants of the app's clock: Monday 1 March 2027, slots 08:00-12:00 and 12:00-17:00. */
const clock = manualClock('2027-03-01T07:00:00');
const DAY = '2027-03-01';
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let ids: Record<string, number>;
let auth: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 4 });
  ids = {
    ann: await createUser(ctx.db, { username: 'ann', language: 'en' }),
    bas: await createUser(ctx.db, { username: 'bas', language: 'nl' }),
    cor: await createUser(ctx.db, { username: 'cor' }),
    dee: await createUser(ctx.db, { username: 'dee', staff: true }),
  };
  auth = {
    ann: await login(ctx.app, 'ann'),
    bas: await login(ctx.app, 'bas'),
    cor: await login(ctx.app, 'cor'),
    dee: await login(ctx.app, 'dee'),
  };
});
afterAll(() => ctx.close());

beforeEach(async () => {
  clock.set(`${DAY}T07:00:00`);
  await ctx.db.deleteFrom('checkins').execute();
  await ctx.db.deleteFrom('bookings').execute();
  await ctx.db.deleteFrom('messages').execute();
  await ctx.db.deleteFrom('notifiers').execute();
  await ctx.db.deleteFrom('settings').execute();
  await ctx.db.updateTable('buildings').set({ closing_time: null }).execute();
});

const sweep = () => runSweep(ctx.app, clock.now());
const at = (hhmm: string) => clock.set(`${DAY}T${hhmm}:00`);
const api = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT', url: string, who: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { authorization: auth[who] }, payload: payload as object });

async function book(who: string, desk: number, slot = 0): Promise<number> {
  const res = await api('POST', '/api/booking/new/', who, [
    { desk_id: s.deskIds[desk], timetable_id: s.timetableIds[slot], date: DAY },
  ]);
  expect(res.statusCode).toBe(201);
  return res.json().bookings[0].id;
}
const booking = (id: number) =>
  ctx.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const messages = (userId: number, kind?: string) => {
  let q = ctx.db.selectFrom('messages').selectAll().where('user_id', '=', userId);
  if (kind) q = q.where('kind', '=', kind);
  return q.orderBy('id').execute();
};
/** The inbox as its owner reads it through the API: a release notice is rendered there, in their language. */
const inbox = async (who: string, kind: string) =>
  (
    (await api('GET', '/api/messages/', who)).json().results as {
      kind: string;
      title: string;
      body: string;
      created: string;
    }[]
  ).filter((m) => m.kind === kind);
const settings = (values: Parameters<typeof saveSettings>[1]) => saveSettings(ctx.db, values, null);

describe('auto-release of no-shows', () => {
  it('releases a booking nobody checked in for exactly auto_release_minutes after its start, once', async () => {
    await settings({ auto_release_minutes: 15 });
    const id = await book('ann', 0);
    await api('POST', `/api/notifiers/desk/${s.deskIds[0]}/`, 'bas');

    at('08:14');
    expect((await sweep()).released_no_show).toBe(0);
    expect((await booking(id)).cancelled_at).toBeNull();

    at('08:15');
    // Read (and so cached) at the very instant of the release, so that only its events can refresh them:
    // the owner's list and her slots on the desk.
    const ownSlot = async () =>
      (await api('GET', `/api/booking/desk/${s.deskIds[0]}/timetables?date=${DAY}`, 'ann')).json().timetables[DAY][0];
    expect(Object.values((await api('GET', '/api/booking/reservations/me/', 'ann')).json().list).flat()).toEqual([
      expect.objectContaining({ id }),
    ]);
    expect(await ownSlot()).toMatchObject({ owner: true });
    expect((await sweep()).released_no_show).toBe(1);
    const row = await booking(id);
    expect(row.release_reason).toBe('no_show');
    expect(row.released_at).toEqual(clock.now());
    expect(row.cancelled_at).toEqual(clock.now());
    // The owner is told, in English; the watcher, in Dutch, that the desk is free.
    const [owned] = await inbox('ann', 'booking_released');
    expect(owned.title).toBe('Your booking of desk D1, floor Floor 1, HQ was released');
    expect(owned.body).toBe(
      '01-03-2027 08:00-12:00: nobody had checked in 15 minutes after the start, so the place was released for others.',
    );
    expect(owned).toMatchObject({ data: { booking_id: id, reason: 'no_show', date: DAY } });
    // Dated by the app's clock, the instant of the release.
    expect(owned.created).toBe(clock.now().toISOString());
    // Written as the booking's facts and rendered when read (decision 033): in the reader's language of the moment.
    expect((await messages(ids.ann, 'booking_released'))[0]).toMatchObject({ title: null, body: '' });
    const profile = (language: string) =>
      api('PUT', '/api/users/self/', 'ann', { first_name: 'Ann', last_name: 'A', profile: { language } });
    expect((await profile('nl')).statusCode).toBe(200);
    expect((await inbox('ann', 'booking_released'))[0].title).toBe(
      'Uw reservering van werkplek D1, verdieping Floor 1, HQ is vrijgegeven',
    );
    expect((await profile('en')).statusCode).toBe(200);
    const [watched] = await messages(ids.bas, 'desk_free');
    expect(watched.title).toBe('Werkplek D1 op verdieping Floor 1 is vrij');
    expect(watched.created_at).toEqual(clock.now());
    // The desk is free on the live status; the owner's list no longer shows it.
    const mine = (await api('GET', '/api/booking/reservations/me/', 'ann')).json();
    expect(mine.list).toEqual({});
    expect(await ownSlot()).toMatchObject({ owner: false, used: false });
    const timetables = (await api('GET', `/api/booking/desk/${s.deskIds[0]}/timetables?date=${DAY}`, 'cor')).json();
    expect(JSON.stringify(timetables)).not.toContain('"reserved":true');

    // Running again (or in a second process) changes and tells nothing more.
    at('08:16');
    expect((await sweep()).released_no_show).toBe(0);
    expect(await messages(ids.ann, 'booking_released')).toHaveLength(1);
    expect(await messages(ids.bas, 'desk_free')).toHaveLength(1);
  });

  it('takes the released bookings out of the answers the booking endpoints hold, right after the sweep', async () => {
    await settings({ auto_release_minutes: 15 });
    const released = await book('ann', 0);
    const kept = await book('ann', 1, 1);
    const other = await book('bas', 2);
    at('08:05');
    expect((await api('POST', '/api/checkins/', 'bas', { desk: s.deskIds[2] })).statusCode).toBe(201);
    at('08:15');
    const list = async (who: string) =>
      Object.values(
        (await api('GET', '/api/booking/reservations/me/', who)).json().list as Record<string, { id: number }[]>,
      )
        .flat()
        .map((r) => r.id);
    const slot = async (who: string, desk: number, index = 0) =>
      (await api('GET', `/api/booking/desk/${s.deskIds[desk]}/timetables?date=${DAY}`, who)).json().timetables[DAY][
        index
      ];
    const read = async () => ({
      ann: await list('ann'),
      bas: await list('bas'),
      annOnHers: await slot('ann', 0),
      corOnHers: await slot('cor', 0),
      annOnAnother: await slot('ann', 3),
      annKept: await slot('ann', 1, 1),
    });
    // Read (and so kept by the live cache) at the instant of the release.
    const before = await read();
    expect(before.ann).toEqual([released, kept]);
    expect(before.annOnHers).toMatchObject({ owner: true });
    expect(before.corOnHers).toMatchObject({ owner: false, used: true });
    expect(before.annOnAnother).toMatchObject({ owner: false, used: true }); // she has a desk in that slot
    expect((await sweep()).released_no_show).toBe(1);
    const after = await read();
    expect(after.ann).toEqual([kept]);
    expect(after.bas).toEqual([other]);
    expect(after.annOnHers).toMatchObject({ owner: false, used: false });
    expect(after.corOnHers).toMatchObject({ owner: false, used: false });
    expect(after.annOnAnother).toMatchObject({ owner: false, used: false });
    expect(after.annKept).toMatchObject({ owner: true });
  });

  it('releases a meeting room nobody checked in to: free on the room lists, and the open apps are told', async () => {
    await settings({ auto_release_minutes: 15 });
    await ctx.db.updateTable('buildings').set({ opens_at: '08:00', closes_at: '18:00' }).execute();
    const made = await api('POST', '/api/booking/new/', 'ann', [
      { date: DAY, room_id: s.meetingRoomId, time_start: '09:00', time_end: '10:00', title: 'Stand-up' },
    ]);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().bookings[0].id as number;
    const busy = async () =>
      (await api('GET', `/api/booking/rooms/availability?date=${DAY}&building_id=${s.buildingId}`, 'cor'))
        .json()
        .rooms.find((r: { id: number }) => r.id === s.meetingRoomId).busy;
    at('09:14');
    expect(await busy()).toHaveLength(1);
    expect((await sweep()).released_no_show).toBe(0);
    at('09:15');
    const heard: TServerEvent[] = [];
    const stop = onPublished((e) => heard.push(e));
    try {
      expect((await sweep()).released_no_show).toBe(1);
    } finally {
      stop();
    }
    expect((await booking(id)).release_reason).toBe('no_show');
    expect(await busy()).toEqual([]);
    expect(heard.filter((e) => e.type === 'streams_only')).toEqual([
      {
        type: 'streams_only',
        event: {
          type: 'room_status',
          room_id: s.meetingRoomId,
          floor_id: s.floorId,
          building_id: s.buildingId,
          date: DAY,
        },
      },
    ]);
    expect(heard.filter((e) => e.type === 'bookings_released')).toEqual([
      { type: 'bookings_released', bookings: [[id, ids.ann, null, s.buildingId, DAY, null]] },
    ]);
    const [told] = await inbox('ann', 'booking_released');
    expect(told.title).toBe('Your booking of room Boardroom, floor Floor 1, HQ was released');
  });

  it('keeps bookings that were checked in for, and does nothing when off (0)', async () => {
    const checkedIn = await book('ann', 0);
    const other = await book('bas', 1);
    at('08:05');
    expect((await api('POST', '/api/checkins/', 'ann', { desk: s.deskIds[0] })).statusCode).toBe(201);
    at('09:00');
    expect((await sweep()).released_no_show).toBe(0); // off by default
    await settings({ auto_release_minutes: 30 });
    expect((await sweep()).released_no_show).toBe(1);
    expect((await booking(checkedIn)).cancelled_at).toBeNull();
    expect((await booking(other)).release_reason).toBe('no_show');
  });

  it('keeps a booking whose owner checked in and has left again (its check-in is over)', async () => {
    await settings({ auto_release_minutes: 30 });
    const came = await book('ann', 0);
    at('08:05');
    const checkin = await api('POST', '/api/checkins/', 'ann', { desk: s.deskIds[0] });
    expect(checkin.statusCode).toBe(201);
    at('08:20');
    expect((await api('DELETE', `/api/checkins/${checkin.json().id}`, 'ann')).statusCode).toBe(204);
    at('09:00');
    expect((await sweep()).released_no_show).toBe(0);
    expect((await booking(came)).cancelled_at).toBeNull();
    expect(await messages(ids.ann, 'booking_released')).toHaveLength(0);
  });

  it('two sweeps at the same instant release each booking once and tell once', async () => {
    await settings({ auto_release_minutes: 10 });
    const a = await book('ann', 0);
    const b = await book('bas', 1);
    at('08:10');
    const [r1, r2] = await Promise.all([sweep(), sweep()]);
    expect(r1.released_no_show + r2.released_no_show).toBe(2);
    expect((await booking(a)).release_reason).toBe('no_show');
    expect((await booking(b)).release_reason).toBe('no_show');
    expect(await messages(ids.ann, 'booking_released')).toHaveLength(1);
    expect(await messages(ids.bas, 'booking_released')).toHaveLength(1);
    // Each in their own language.
    expect((await inbox('ann', 'booking_released'))[0].title).toBe(
      'Your booking of desk D1, floor Floor 1, HQ was released',
    );
    expect((await inbox('bas', 'booking_released'))[0].title).toBe(
      'Uw reservering van werkplek D2, verdieping Floor 1, HQ is vrijgegeven',
    );
  });

  it('releases in batches: each batch takes bookings the previous ones did not', async () => {
    const a = await book('ann', 0);
    const b = await book('bas', 1);
    at('08:20');
    const once = () =>
      ctx.db
        .transaction()
        .execute((trx) => releaseBookings(trx, 'no_show', 15, clock.now(), ctx.app.mail, { batch: 1, heard: [] }));
    expect(await once()).toBe(1);
    expect(await once()).toBe(1);
    expect(await once()).toBe(0);
    expect((await booking(a)).release_reason).toBe('no_show');
    expect((await booking(b)).release_reason).toBe('no_show');
  });

  it('leaves a booking that ended alone (nothing to free) and one not started yet', async () => {
    await settings({ auto_release_minutes: 15 });
    const later = await book('ann', 0, 1); // 12:00-17:00
    at('11:59');
    expect((await sweep()).released_no_show).toBe(0);
    at('12:14');
    expect((await sweep()).released_no_show).toBe(0);
    at('12:15');
    expect((await sweep()).released_no_show).toBe(1);
    expect((await booking(later)).release_reason).toBe('no_show');
  });
});

describe('reminders and confirmations', () => {
  it('reminds reminder_minutes before the start, once, with the confirmation open', async () => {
    await settings({ reminder_minutes: 30 });
    const id = await book('bas', 0);
    at('07:29');
    expect((await sweep()).reminded).toBe(0);
    at('07:30');
    expect((await sweep()).reminded).toBe(1);
    const [m] = await messages(ids.bas, 'reminder');
    expect(m.title).toBe('Herinnering: bevestig uw reservering om 08:00');
    expect(m.data).toMatchObject({ booking_id: id });
    expect((await sweep()).reminded).toBe(0);
    // The reminder feeds the spec's confirmation flow: open_confirmation and booking/reminders/{id}/update/.
    const list = (await api('GET', '/api/booking/reservations/me/', 'bas')).json();
    const confirmation = list.list[DAY][0].open_confirmation;
    expect(confirmation).toMatchObject({
      status: 'pending',
      id: (m.data as { confirmation_id: number }).confirmation_id,
    });
    expect((await api('POST', `/api/booking/reminders/${confirmation.id}/update/`, 'bas')).statusCode).toBe(200);
  });

  it('with confirmation_required, releases unconfirmed bookings at start + grace and keeps confirmed ones', async () => {
    await settings({ confirmation_required: true, confirmation_grace_minutes: 10 });
    const unconfirmed = await book('ann', 0);
    const confirmed = await book('bas', 1);
    const list = (await api('GET', '/api/booking/reservations/me/', 'bas')).json();
    await api('POST', `/api/booking/reminders/${list.list[DAY][0].open_confirmation.id}/update/`, 'bas');
    at('08:09');
    expect((await sweep()).released_unconfirmed).toBe(0);
    at('08:10');
    expect((await sweep()).released_unconfirmed).toBe(1);
    expect((await booking(unconfirmed)).release_reason).toBe('unconfirmed');
    expect((await booking(confirmed)).cancelled_at).toBeNull();
    const [m] = await inbox('ann', 'booking_released');
    expect(m.body).toBe('01-03-2027 08:00-12:00: the booking was not confirmed, so the place was released for others.');
  });
});

describe('the one-tap Confirm link', () => {
  const link = (confirmationId: number) =>
    `/api/booking/reminders/${confirmationId}/confirm?sig=${ctx.app.urlSigner.sign(`confirm:${confirmationId}`)}`;
  const confirmationOf = async (bookingId: number) =>
    (
      await ctx.db
        .selectFrom('booking_confirmations')
        .select('id')
        .where('booking_id', '=', bookingId)
        .executeTakeFirstOrThrow()
    ).id;
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('answers the documented errors: not open yet, ended, cancelled, forged, bad input', async () => {
    const later = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking/new/',
      headers: { authorization: auth.ann },
      payload: [{ desk_id: s.deskIds[2], timetable_id: s.timetableIds[0], date: '2027-03-04' }],
    });
    const early = await get(link(await confirmationOf(later.json().bookings[0].id)));
    expect([early.statusCode, early.json().code]).toEqual([409, 'CONFIRMATION_NOT_OPEN']);
    expect(early.json().message).toBe('This reservation cannot be confirmed yet.');

    const today = await book('ann', 0);
    at('12:00');
    const ended = await get(link(await confirmationOf(today)));
    expect([ended.statusCode, ended.json().code]).toEqual([409, 'BOOKING_ENDED']);

    at('07:00');
    const cancelled = await book('bas', 1);
    await api('DELETE', `/api/booking/reservations/delete/${cancelled}/`, 'bas');
    const gone = await get(link(await confirmationOf(cancelled)));
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'NO_EXISTS']);

    const forged = await get(`/api/booking/reminders/${await confirmationOf(today)}/confirm?sig=abc`);
    expect([forged.statusCode, forged.json().code]).toEqual([403, 'LINK_INVALID']);
    const post = (url: string) => ctx.app.inject({ method: 'POST', url });
    for (const [url, status, code] of [
      [link(await confirmationOf(later.json().bookings[0].id)), 409, 'CONFIRMATION_NOT_OPEN'],
      [link(await confirmationOf(cancelled)), 404, 'NO_EXISTS'],
      [`/api/booking/reminders/${await confirmationOf(today)}/confirm?sig=abc`, 403, 'LINK_INVALID'],
    ] as const) {
      const res = await post(url);
      expect([res.statusCode, res.json().code], url).toEqual([status, code]);
    }
    expect((await get('/api/booking/reminders/abc/confirm?sig=abc')).statusCode).toBe(400);
    expect((await post('/api/booking/reminders/abc/confirm?sig=abc')).statusCode).toBe(400);
    expect((await get(`/api/booking/reminders/1/confirm`)).statusCode).toBe(400);
  });
});

describe('ends tell the watchers', () => {
  it('a booked slot ending tells the desk watchers once; not while the desk is booked later today', async () => {
    await book('ann', 0, 0); // 08:00-12:00 on D1
    await book('bas', 1, 0); // 08:00-12:00 on D2
    await book('bas', 1, 1); // 12:00-17:00 on D2: D2 stays taken
    await api('POST', `/api/notifiers/desk/${s.deskIds[0]}/`, 'cor');
    await api('POST', `/api/notifiers/desk/${s.deskIds[1]}/`, 'cor');
    at('11:59');
    expect((await sweep()).ends_told).toBe(0);
    at('12:00');
    expect((await sweep()).ends_told).toBe(1);
    const told = await messages(ids.cor, 'desk_free');
    expect(told.map((m) => m.title)).toEqual(['Desk D1 on floor Floor 1 is free']);
    expect((await sweep()).ends_told).toBe(0);
  });

  it("a guest's timed check-in ending tells the desk's watchers", async () => {
    await api('POST', `/api/notifiers/desk/${s.deskIds[2]}/`, 'cor');
    at('09:00');
    await ctx.db
      .insertInto('checkins')
      .values({
        type: 'WORKSPACE',
        desk_id: s.deskIds[2],
        room_id: s.roomId,
        is_guest: true,
        guest_name: 'Gina Guest',
        created: clock.now(),
        deactivated_at: new Date(`${DAY}T11:00:00`),
      })
      .execute();
    at('10:59');
    expect((await sweep()).ends_told).toBe(0);
    at('11:00');
    expect((await sweep()).ends_told).toBe(1);
    expect((await messages(ids.cor, 'desk_free')).map((m) => m.title)).toEqual(['Desk D3 on floor Floor 1 is free']);
    expect((await sweep()).ends_told).toBe(0);
  });
});

describe('forgotten check-outs', () => {
  it("checks open check-ins out at the building's closing time, and leaves buildings without one", async () => {
    at('09:00');
    await api('POST', '/api/checkins/', 'ann', { desk: s.deskIds[0] });
    at('19:00');
    expect((await sweep()).checked_out_at_closing).toBe(0); // no closing time
    // Staff set the building's closing time in Setup.
    auth.dee = await login(ctx.app, 'dee');
    const { version } = await ctx.db
      .selectFrom('buildings')
      .select('version')
      .where('id', '=', s.buildingId)
      .executeTakeFirstOrThrow();
    const badTime = await api('PATCH', `/api/setup/buildings/${s.buildingId}`, 'dee', {
      version,
      closing_time: '25:00',
    });
    expect(badTime.statusCode).toBe(400);
    const set = await api('PATCH', `/api/setup/buildings/${s.buildingId}`, 'dee', { version, closing_time: '18:30' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().closing_time).toBe('18:30');
    at('18:29');
    expect((await sweep()).checked_out_at_closing).toBe(0);
    at('18:31');
    expect((await sweep()).checked_out_at_closing).toBe(1);
    const row = await ctx.db.selectFrom('checkins').selectAll().executeTakeFirstOrThrow();
    expect(row.deactivated_at).toEqual(new Date(`${DAY}T18:30:00`));
    expect(row.closed_at_closing).toBe(true);
    const self = (await api('GET', '/api/users/self/', 'ann')).json();
    expect(self.active_checkins).toEqual([]);
  });

  it('a check-in begun after closing ends at the next day closing time', async () => {
    await ctx.db.updateTable('buildings').set({ closing_time: '18:00' }).where('id', '=', s.buildingId).execute();
    at('19:00');
    auth.ann = await login(ctx.app, 'ann'); // short sessions last a working day
    expect((await api('POST', '/api/checkins/', 'ann', { desk: s.deskIds[0] })).statusCode).toBe(201);
    clock.set('2027-03-02T17:59:00');
    expect((await sweep()).checked_out_at_closing).toBe(0);
    clock.set('2027-03-02T18:00:00');
    expect((await sweep()).checked_out_at_closing).toBe(1);
    const row = await ctx.db.selectFrom('checkins').selectAll().executeTakeFirstOrThrow();
    expect(row.deactivated_at).toEqual(new Date('2027-03-02T18:00:00'));
  });
});

describe('GET reports/no_shows', () => {
  it('counts booked against checked in, and releases apart from cancellations', async () => {
    await settings({ auto_release_minutes: 15 });
    await book('ann', 0);
    await book('bas', 1);
    const cancelled = await book('cor', 2);
    expect((await api('DELETE', `/api/booking/reservations/delete/${cancelled}/`, 'cor')).statusCode).toBe(204);
    at('08:05');
    await api('POST', '/api/checkins/', 'ann', { desk: s.deskIds[0] });
    at('08:15');
    await sweep();
    const q = `start_date=${DAY}&end_date=${DAY}&day_of_week=100`;
    const res = await api('GET', `/api/reports/no_shows?${q}&building_id=${s.buildingId}`, 'dee');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      booked: 2,
      checked_in: 1,
      no_shows: 1,
      no_show_rate: 0.5,
      released_no_show: 1,
      released_unconfirmed: 0,
      cancelled: 1,
    });
    // Another building: nothing.
    const other = await api('GET', `/api/reports/no_shows?${q}&building_id=${s.buildingId + 99}`, 'dee');
    expect(other.json()).toMatchObject({ booked: 0, no_show_rate: 0 });
    expect((await api('GET', `/api/reports/no_shows?${q}`, 'ann')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/reports/no_shows?${q}` })).statusCode).toBe(401);
    const bad = await api('GET', `/api/reports/no_shows?start_date=${DAY}&end_date=2027-02-01&day_of_week=100`, 'dee');
    expect(bad.statusCode).toBe(400);
  });
});

describe('the settings of the time rules', () => {
  it('staff change them with PATCH configuration/settings; GET configuration/config answers them', async () => {
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/configuration/config' })).json();
    expect(before.booking).toMatchObject({
      auto_release_minutes: 0,
      reminder_minutes: 0,
      confirmation_required: false,
      confirmation_grace_minutes: 15,
    });
    const body = {
      auto_release_minutes: 20,
      reminder_minutes: 90,
      confirmation_required: true,
      confirmation_grace_minutes: 5,
    };
    const res = await api('PATCH', '/api/configuration/settings', 'dee', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject(body);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/configuration/config' })).json().booking).toMatchObject(
      body,
    );
  });

  it('refuses values out of range and employees', async () => {
    for (const bad of [
      { auto_release_minutes: -1 },
      { auto_release_minutes: 721 },
      { reminder_minutes: 1441 },
      { reminder_minutes: 1.5 },
      { confirmation_required: 'yes' },
    ]) {
      const res = await api('PATCH', '/api/configuration/settings', 'dee', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await api('PATCH', '/api/configuration/settings', 'ann', { auto_release_minutes: 5 })).statusCode).toBe(
      403,
    );
  });
});

describe('a release of many desks', () => {
  it(`tells more than ${DESK_EVENTS_EACH} released desks as one desks_status event, and the owners and their messages in one event each`, async () => {
    await settings({ auto_release_minutes: 15 });
    const count = DESK_EVENTS_EACH + 5;
    const desks = await ctx.db
      .insertInto('desks')
      .values(Array.from({ length: count }, (_, i) => ({ room_id: s.roomId, name: `M${i + 1}`, position: 100 + i })))
      .returning('id')
      .execute();
    const owners: number[] = [];
    for (let i = 0; i < count; i++) owners.push(await createUser(ctx.db, { username: `many${i}` }));
    const bookingIds: number[] = [];
    for (let i = 0; i < count; i++)
      bookingIds[i] = await insertBooking(ctx.db, {
        userId: owners[i]!,
        deskId: desks[i]!.id,
        timetableId: s.timetableIds[0]!,
        date: DAY,
        start: new Date(`${DAY}T08:00:00`),
        end: new Date(`${DAY}T12:00:00`),
      });
    const heard: TServerEvent[] = [];
    const stop = onPublished((e) => heard.push(e));
    try {
      at('08:15');
      expect((await sweep()).released_no_show).toBe(count);
    } finally {
      stop();
      await ctx.db.deleteFrom('bookings').execute();
      await ctx.db.deleteFrom('desks').where('name', 'like', 'M%').execute();
    }
    // The open apps hear one desks_status, which the live caches pass over (streams_only, decision 033).
    expect(heard.filter((e) => e.type === 'desk_status' || e.type === 'desks_status')).toEqual([]);
    expect(heard.filter((e) => e.type === 'streams_only')).toEqual([
      { type: 'streams_only', event: { type: 'desks_status', date: DAY, building_ids: [s.buildingId], desks: count } },
    ]);
    // The caches hear which bookings went, in one bookings_released event; the owners' messages are in one messages
    // event (decision 033).
    expect(
      heard.filter((e) => e.type === 'user_changed' || e.type === 'users_changed' || e.type === 'message'),
    ).toEqual([]);
    const released = heard.flatMap((e) => (e.type === 'bookings_released' ? [e] : []));
    expect(released).toHaveLength(1);
    expect(released[0]!.bookings).toEqual(
      owners.map((owner, i) => [bookingIds[i], owner, desks[i]!.id, s.buildingId, DAY, s.timetableIds[0]]),
    );
    const messaged = heard.flatMap((e) => (e.type === 'messages' ? e.to.map(([userId]) => userId) : []));
    expect(messaged.sort()).toEqual([...owners].sort());
    // Each event names the owner's own stored message, about the owner's booking; their ids follow the bookings'
    // order (the statement draws them in booking order, decision 033).
    const stored = await ctx.db
      .selectFrom('messages')
      .select(['id', 'user_id', 'data'])
      .where('kind', '=', 'booking_released')
      .where('user_id', 'in', owners)
      .orderBy('id')
      .execute();
    const byPair = (a: [number, number], b: [number, number]) => a[0] - b[0];
    expect(heard.flatMap((e) => (e.type === 'messages' ? e.to : [])).sort(byPair)).toEqual(
      stored.map((m): [number, number] => [m.user_id, m.id]).sort(byPair),
    );
    const told = stored.map((m) => (m.data as { booking_id: number }).booking_id);
    expect(told).toEqual([...told].sort((a, b) => a - b));
    expect(new Set(told).size).toBe(count);
  });
});
