import { toApiDate, WEBHOOK_EVENT_TYPES, webhookPayloadSchema, type TWebhookEventType } from '@flexapp/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

// Every way a booking is made or cancelled writes its webhook event (decision 450), not only the app's one-off booking.
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let auth: Record<string, string>;
let annId: number;
const clock = manualClock('2027-03-01T09:30:00');
const today = toApiDate(clock.now());

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 2 });
  await createUser(ctx.db, { username: 'staff', staff: true });
  annId = await createUser(ctx.db, { username: 'ann' });
  auth = { staff: await login(ctx.app, 'staff'), ann: await login(ctx.app, 'ann') };
}, 60_000);
afterAll(() => ctx.close());
beforeEach(async () => {
  clock.set(new Date('2027-03-01T09:30:00'));
  await ctx.db.deleteFrom('webhook_endpoints').execute();
  await ctx.db.deleteFrom('webhook_events').execute();
  await ctx.db.deleteFrom('checkins').execute();
  await ctx.db.deleteFrom('bookings').execute();
  await ctx.db
    .insertInto('webhook_endpoints')
    .values({
      url: 'https://receiver.example/hook',
      events: [...WEBHOOK_EVENT_TYPES],
      secret: 'whsec_x',
      created_at: clock.now(),
    })
    .execute();
});

const req = (method: 'GET' | 'POST' | 'DELETE', url: string, authorization: string | undefined, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: authorization ? { authorization } : {},
    payload: payload as object,
  });

/** The events written so far, oldest first, each checked against its documented schema: [type, booking id]. */
async function written() {
  const rows = await ctx.db.selectFrom('webhook_events').select(['type', 'payload', 'created_at']).execute();
  // Events of one request share its instant: in order of time, then of booking.
  const bookingOf = (r: (typeof rows)[number]) => Number((r.payload.data as { booking_id: number }).booking_id);
  rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || bookingOf(a) - bookingOf(b));
  return rows.map((r) => {
    const payload = webhookPayloadSchema(r.type as TWebhookEventType)
      .strict()
      .parse(r.payload) as { data: { booking_id?: number } };
    return [r.type, payload.data.booking_id];
  });
}

describe('booking webhook events on every path', () => {
  it('a series writes booking.created per date; cancelling it and "away" write booking.cancelled', async () => {
    const made = await req('POST', '/api/booking/series', auth.ann, {
      start_date: today,
      rrule: 'FREQ=DAILY;COUNT=3',
      place: { desk_id: s.deskIds[0], timetable_id: s.timetableIds[1] },
    });
    expect(made.statusCode).toBe(201);
    const ids: number[] = made.json().created.map((c: { booking_id: number }) => c.booking_id);
    expect(ids).toHaveLength(3);
    clock.advance(60_000);
    const away = await req('POST', '/api/booking/away', auth.ann, { from: today, to: today });
    expect(away.json()).toEqual({ cancelled: 1 });
    const cancel = await req('POST', `/api/booking/series/${made.json().series_id}/cancel`, auth.ann, {
      scope: 'all',
      date: today,
    });
    expect(cancel.json()).toEqual({ cancelled: 2 });
    expect(await written()).toEqual([
      ['booking.created', ids[0]],
      ['booking.created', ids[1]],
      ['booking.created', ids[2]],
      ['booking.cancelled', ids[0]],
      ['booking.cancelled', ids[1]],
      ['booking.cancelled', ids[2]],
    ]);
  });

  it('staff releasing a removed desk’s bookings write booking.cancelled', async () => {
    const booked = await req('POST', '/api/booking/new/', auth.ann, [
      { date: today, timetable_id: s.timetableIds[1], desk_id: s.deskIds[1] },
    ]);
    const id = booked.json().bookings[0].id;
    clock.advance(60_000);
    const removed = await req('DELETE', `/api/setup/desks/${s.deskIds[1]}?release=true`, auth.staff);
    expect(removed.json()).toMatchObject({ deleted: true, released_bookings: 1 });
    expect(await written()).toEqual([
      ['booking.created', id],
      ['booking.cancelled', id],
    ]);
  });

  it('a walk-up booked at a room display writes booking.created, ending it at once booking.cancelled', async () => {
    const start = (await req('POST', '/api/displays/pairings', undefined)).json();
    const paired = await req('POST', '/api/displays', auth.staff, { room_id: s.meetingRoomId, code: start.code });
    expect(paired.statusCode).toBe(201);
    const display = `Display ${(await req('POST', '/api/displays/pairings/claim', undefined, { secret: start.secret })).json().token}`;
    const state = await req('POST', '/api/display/room/book', display, { minutes: 30 });
    expect(state.statusCode).toBe(200);
    const id = state.json().current.id;
    clock.advance(1_000);
    expect((await req('POST', '/api/display/room/end', display, { booking_id: id })).statusCode).toBe(200);
    const events = await written();
    expect(events).toEqual([
      ['booking.created', id],
      ['booking.cancelled', id],
    ]);
    const payload = await ctx.db.selectFrom('webhook_events').select('payload').executeTakeFirstOrThrow();
    expect(payload.payload).toMatchObject({ data: { user_id: null, room_id: s.meetingRoomId, desk_id: null } });
  });

  it("a guest's place booked at registration writes booking.created, the guest signing out booking.cancelled", async () => {
    const registered = await req('POST', '/api/users/register_guest/', auth.staff, {
      first_name: 'Grace',
      last_name: 'Guest',
      company_name: 'Visiting BV',
      email: 'grace@guest.example',
      desk: s.deskIds[0],
      meeting_room: null,
      date: today,
      time_start: '09:30',
      time_end: '11:00',
      visit_person: annId,
      book_place: true,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const { booking_ids, checkin_id } = registered.json() as { booking_ids: number[]; checkin_id: number };
    expect(booking_ids.length).toBeGreaterThan(0);
    clock.advance(60_000);
    const out = await req('POST', `/api/checkins/${checkin_id}/guest_sign_out/`, auth.staff);
    expect(out.statusCode, out.body).toBe(200);
    // Beside the guest's own events (guest.registered, guest.arrived, guest.signed_out).
    expect((await written()).filter(([type]) => String(type).startsWith('booking.'))).toEqual([
      ...booking_ids.map((id) => ['booking.created', id]),
      ...booking_ids.map((id) => ['booking.cancelled', id]),
    ]);
  });
});
