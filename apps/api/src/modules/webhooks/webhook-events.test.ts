import { toApiDate, WEBHOOK_EVENT_TYPES, webhookPayloadSchema, type TWebhookEventType } from '@flexapp/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { guestRegistration } from '../../../test/receiver';
import { manualClock } from '../../lib/clock';

// The events the services write with their change (decision 256), read from the outbox: no job runner here.
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let auth: Record<string, string>;
let annId: number;
let hostId: number;
const clock = manualClock('2027-03-01T09:30:00');
const today = toApiDate(clock.now());

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 2 });
  await createUser(ctx.db, { username: 'staff', staff: true });
  annId = await createUser(ctx.db, { username: 'ann' });
  hostId = await createUser(ctx.db, { username: 'host' });
  auth = { staff: await login(ctx.app, 'staff'), ann: await login(ctx.app, 'ann') };
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.deleteFrom('webhook_endpoints').execute();
  await ctx.db.deleteFrom('webhook_events').execute();
  await ctx.db.deleteFrom('checkins').execute();
  await ctx.db.deleteFrom('bookings').execute();
});

const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { authorization: auth[who] }, payload: payload as object });
const subscribe = (events: readonly string[]) =>
  ctx.db
    .insertInto('webhook_endpoints')
    .values({ url: 'https://receiver.example/hook', events: [...events], secret: 'whsec_x', created_at: clock.now() })
    .execute();
const deskVersion = (id: number) =>
  ctx.db.selectFrom('desks').select('version').where('id', '=', id).executeTakeFirstOrThrow();
/** The events written so far, oldest first, each checked against its documented schema. */
async function written() {
  const rows = await ctx.db.selectFrom('webhook_events').select(['type', 'payload']).orderBy('created_at').execute();
  return rows.map((r) =>
    webhookPayloadSchema(r.type as TWebhookEventType)
      .strict()
      .parse(r.payload),
  );
}

describe('webhook events', () => {
  it('are written for bookings and check-ins, with ids and facts', async () => {
    await subscribe(WEBHOOK_EVENT_TYPES);
    const booked = await req('POST', '/api/booking/new/', 'ann', [
      { date: today, timetable_id: s.timetableIds[0], desk_id: s.deskIds[0] },
    ]);
    const bookingId = booked.json().bookings[0].id;
    const checkin = await req('POST', '/api/checkins/', 'ann', { desk: s.deskIds[0] });
    expect(checkin.statusCode).toBe(201);
    expect((await req('DELETE', `/api/checkins/${checkin.json().id}`, 'ann')).statusCode).toBe(204);
    const second = await req('POST', '/api/booking/new/', 'ann', [
      { date: today, timetable_id: s.timetableIds[1], desk_id: s.deskIds[1] },
    ]);
    expect(
      (await req('DELETE', `/api/booking/reservations/delete/${second.json().bookings[0].id}`, 'ann')).statusCode,
    ).toBe(204);
    const events = await written();
    expect(events.map((e) => e.type)).toEqual([
      'booking.created',
      'checkin.started',
      'checkin.ended',
      'booking.created',
      'booking.cancelled',
    ]);
    expect(events[0]).toMatchObject({
      version: 1,
      timestamp: clock.now().toISOString(),
      data: { booking_id: bookingId, user_id: annId, desk_id: s.deskIds[0], building_id: s.buildingId, date: today },
    });
    expect(events[1]!.data).toEqual({
      checkin_id: checkin.json().id,
      user_id: annId,
      desk_id: s.deskIds[0],
      room_id: expect.any(Number),
      kind: 'WORKSPACE',
    });
  });

  it('are written for guests and for desks closed and opened, never with a guest’s name or address', async () => {
    await subscribe(WEBHOOK_EVENT_TYPES);
    const guest = await req(
      'POST',
      '/api/users/register_guest/',
      'staff',
      guestRegistration(s.deskIds[1]!, hostId, today),
    );
    expect(guest.statusCode).toBe(201);
    const checkinId = guest.json().checkin_id;
    expect((await req('POST', `/api/checkins/${checkinId}/guest_sign_out/`, 'staff')).statusCode).toBe(200);
    const desk = await deskVersion(s.deskIds[0]!);
    const close = await req('PATCH', `/api/setup/desks/${s.deskIds[0]}`, 'staff', {
      version: desk.version,
      is_closed: true,
    });
    expect(close.statusCode).toBe(200);
    await req('PATCH', `/api/setup/desks/${s.deskIds[0]}`, 'staff', { version: desk.version + 1, is_closed: false });
    const events = await written();
    expect(events.map((e) => e.type)).toEqual([
      'guest.registered',
      'guest.arrived',
      'guest.signed_out',
      'desk.closed',
      'desk.opened',
    ]);
    expect(events[0]!.data).toEqual({
      checkin_id: checkinId,
      host_user_id: hostId,
      desk_id: s.deskIds[1],
      room_id: expect.any(Number),
    });
    expect(events[3]!.data).toEqual({
      desk_id: s.deskIds[0],
      room_id: expect.any(Number),
      floor_id: expect.any(Number),
      building_id: s.buildingId,
    });
    expect(JSON.stringify(events)).not.toMatch(/Grace|Hopper|navy|1234/);
  });

  it('are written for users created and deactivated in Setup', async () => {
    await subscribe(['user.provisioned', 'user.deactivated']);
    const created = await req('POST', '/api/setup/users', 'staff', {
      username: 'newcomer',
      first_name: 'New',
      last_name: 'Comer',
    });
    expect(created.statusCode).toBe(201);
    const userId = created.json().id;
    expect((await req('POST', `/api/setup/users/${userId}/deactivate`, 'staff')).statusCode).toBe(200);
    expect((await written()).map((e) => [e.type, e.data])).toEqual([
      ['user.provisioned', { user_id: userId }],
      ['user.deactivated', { user_id: userId }],
    ]);
  });

  it('are not written when no enabled endpoint subscribes to them', async () => {
    await subscribe(['desk.closed']);
    await ctx.db.updateTable('webhook_endpoints').set({ enabled: false }).execute();
    await subscribe(['booking.cancelled']);
    await req('POST', '/api/booking/new/', 'ann', [
      { date: today, timetable_id: s.timetableIds[0], desk_id: s.deskIds[0] },
    ]);
    const desk = await deskVersion(s.deskIds[1]!);
    await req('PATCH', `/api/setup/desks/${s.deskIds[1]}`, 'staff', { version: desk.version, is_closed: true });
    await req('PATCH', `/api/setup/desks/${s.deskIds[1]}`, 'staff', { version: desk.version + 1, is_closed: false });
    expect(await written()).toEqual([]);
    expect(await ctx.db.selectFrom('webhook_deliveries').select('id').execute()).toEqual([]);
  });
});
