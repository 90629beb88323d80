import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

// Monday 1 March 2027, 09:30:10 in the organisation's time zone (a code window runs 09:30:00-09:31:00).
const clock = manualClock('2027-03-01T09:30:10');
const TODAY = '2027-03-01';

let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let staff: string;
let ann: string;
let annId: number;
let display: string;
let otherDisplay: string;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, authorization?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: authorization ? { authorization } : {}, payload });
const onlyByQr = (on: boolean) => call('PATCH', '/api/configuration/settings', staff, { checkin_only_by_qr: on });
const shown = async (device = display) => (await call('GET', '/api/display/room', device)).json().presence;
const tap = (code?: string) =>
  call(
    'POST',
    `/api/qr/places/room/${s.meetingRoomId}/checkin${code === undefined ? '' : `?presence_code=${code}`}`,
    ann,
  );

async function pairedDisplay(roomId: number): Promise<string> {
  const { code, secret } = (await call('POST', '/api/displays/pairings')).json();
  expect((await call('POST', '/api/displays', staff, { room_id: roomId, code })).statusCode).toBe(201);
  return `Display ${(await call('POST', '/api/displays/pairings/claim', undefined, { secret })).json().token}`;
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db);
  const second = await ctx.db
    .insertInto('rooms')
    .values({ floor_id: s.floorId, name: 'Small room', type: 'MEETING' })
    .returning('id')
    .executeTakeFirstOrThrow();
  annId = await createUser(ctx.db, { username: 'ann' });
  await createUser(ctx.db, { username: 'sam', staff: true });
  staff = await login(ctx.app, 'sam');
  ann = await login(ctx.app, 'ann');
  display = await pairedDisplay(s.meetingRoomId);
  otherDisplay = await pairedDisplay(second.id);
}, 60_000);
afterAll(() => ctx.close());
beforeEach(async () => {
  clock.set(new Date('2027-03-01T09:30:10'));
  await ctx.db.deleteFrom('checkins').execute();
  await ctx.db.deleteFrom('bookings').execute();
  await ctx.db
    .insertInto('bookings')
    .values({
      user_id: annId,
      room_id: s.meetingRoomId,
      date: TODAY,
      start_at: new Date(`${TODAY}T09:00:00`),
      end_at: new Date(`${TODAY}T11:00:00`),
    })
    .execute();
  expect((await onlyByQr(true)).statusCode).toBe(200);
});

describe("the room display's rotating presence code (decision 333)", () => {
  it('is shown only with check-in only by QR on, and then needed for a room check-in from the QR page', async () => {
    expect((await onlyByQr(false)).statusCode).toBe(200);
    expect(await shown()).toBeNull();
    expect((await call('GET', `/api/qr/places/room/${s.meetingRoomId}`, ann)).json().presence_code_needed).toBe(false);
    expect((await tap()).statusCode).toBe(201);

    await ctx.db.deleteFrom('checkins').execute();
    expect((await onlyByQr(true)).statusCode).toBe(200);
    const presence = await shown();
    expect(presence).toEqual({
      code: expect.stringMatching(/^\d{6}$/),
      path: `/app/checkin/room/${s.meetingRoomId}?code=${presence.code}`,
      changes_at: new Date(`${TODAY}T09:31:00`).toISOString(),
    });
    expect((await call('GET', `/api/qr/places/room/${s.meetingRoomId}`, ann)).json().presence_code_needed).toBe(true);
    const missing = await tap();
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'PRESENCE_CODE_INVALID',
      message: expect.stringContaining('display'),
    });
    expect(await ctx.db.selectFrom('checkins').select('id').execute()).toEqual([]);
    expect((await tap(presence.code)).statusCode).toBe(201);
  });

  it("changes every window; the previous window's code still counts, an older one, a wrong one or another room's not", async () => {
    const first = (await shown()).code;
    clock.set(new Date(`${TODAY}T09:31:05`));
    const second = (await shown()).code;
    expect(second).not.toBe(first);
    expect((await shown()).code).toBe(second);
    // A code read just before it changed.
    expect((await tap(first)).statusCode).toBe(201);

    await ctx.db.deleteFrom('checkins').execute();
    clock.set(new Date(`${TODAY}T09:32:30`));
    const stale = await tap(first);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('PRESENCE_CODE_INVALID');
    const current = (await shown()).code;
    const wrong = String((Number(current) + 1) % 1_000_000).padStart(6, '0');
    expect((await tap(wrong)).json().code).toBe('PRESENCE_CODE_INVALID');
    const otherRoom = (await shown(otherDisplay)).code;
    if (otherRoom !== current) expect((await tap(otherRoom)).json().code).toBe('PRESENCE_CODE_INVALID');
    expect(await ctx.db.selectFrom('checkins').select('id').execute()).toEqual([]);
    expect((await tap(current)).statusCode).toBe(201);
  });

  it('refuses a code of the wrong shape with 400 VALIDATION_ERROR; the desk QR tap needs no code', async () => {
    for (const bad of ['12345', 'abcdef', '1234567']) {
      const res = await tap(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    await ctx.db
      .insertInto('bookings')
      .values({
        user_id: annId,
        desk_id: s.deskIds[0],
        timetable_id: s.timetableIds[0],
        date: TODAY,
        start_at: new Date(`${TODAY}T08:00:00`),
        end_at: new Date(`${TODAY}T12:00:00`),
      })
      .execute();
    expect((await call('POST', `/api/qr/places/desk/${s.deskIds[0]}/checkin`, ann)).statusCode).toBe(201);
  });

  it("the display's own check-in at the door needs no code (the display is at the place)", async () => {
    const state = (await call('GET', '/api/display/room', display)).json();
    const res = await call('POST', '/api/display/room/checkin', display, { booking_id: state.current.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().current.checked_in).toBe(true);
  });
});
