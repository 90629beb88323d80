import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { openSse } from '../../../test/sse';
import { manualClock } from '../../lib/clock';

// The room display's live stream (issue 41: "updates live through the existing events stream"; decision 217).
const clock = manualClock('2027-03-01T09:30:00');
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let other: Awaited<ReturnType<typeof createStructure>>;
let staff: string;
let ann: string;
let baseUrl: string;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db);
  other = await createStructure(ctx.db, { building: 'Annex' });
  await createUser(ctx.db, { username: 'sam', staff: true });
  await createUser(ctx.db, { username: 'ann' });
  staff = await login(ctx.app, 'sam');
  ann = await login(ctx.app, 'ann');
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, authorization?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: authorization ? { authorization } : {}, payload: payload as object });

/** Pairs a display (a room) or a lobby board (a building) as the tablet and staff do; its Authorization header. */
async function paired(target: { room_id: number } | { building_id: number }): Promise<string> {
  const { code, secret } = (await call('POST', '/api/displays/pairings')).json();
  const url = 'room_id' in target ? '/api/displays' : '/api/displays/lobby';
  expect((await call('POST', url, staff, { ...target, code })).statusCode).toBe(201);
  return `Display ${(await call('POST', '/api/displays/pairings/claim', undefined, { secret })).json().token}`;
}

/** Resolves once `done` holds, checked as events arrive (at most 5 s). */
async function waitUntil(done: () => boolean) {
  for (let waited = 0; !done(); waited += 50) {
    if (waited > 5000) throw new Error('not within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the room display stream', () => {
  it("says `changed` for its own room's bookings only, and `unpaired` once revoked", async () => {
    process.env.EVENTS_HEARTBEAT_MS = '200';
    // Paired before the stream opens: pairing is a setup change (places_changed), which every display hears.
    const display = await paired({ room_id: s.meetingRoomId });
    const elsewhere = await paired({ room_id: other.meetingRoomId });
    const stream = await openSse(baseUrl, display, '/api/display/room/events');
    const otherStream = await openSse(baseUrl, elsewhere, '/api/display/room/events');
    try {
      await stream.waitFor((e) => e.event === 'ready');
      await otherStream.waitFor((e) => e.event === 'ready');
      // A walk-up in the other room, heard there; then a booking of this room in the app (the marker): this
      // display hears only the second (a frame for the first would have come on the same connection before it).
      expect((await call('POST', '/api/display/room/book', elsewhere, { minutes: 15 })).statusCode).toBe(200);
      await otherStream.waitFor((e) => e.event === 'changed');
      const booked = await call('POST', '/api/booking/new/', ann, [
        { date: '2027-03-01', room_id: s.meetingRoomId, time_start: '11:00', time_end: '12:00' },
      ]);
      expect(booked.statusCode).toBe(201);
      await stream.waitFor((e) => e.event === 'changed');
      expect(stream.events.filter((e) => e.event === 'changed')).toEqual([
        { event: 'changed', data: { room_id: s.meetingRoomId } },
      ]);
      // Cancelled in the app: heard too.
      const bookingId = booked.json().bookings[0].id;
      expect((await call('DELETE', `/api/booking/reservations/delete/${bookingId}/`, ann)).statusCode).toBe(204);
      await waitUntil(() => stream.events.filter((e) => e.event === 'changed').length === 2);
      const [{ id }] = (await call('GET', `/api/displays?room_id=${s.meetingRoomId}`, staff)).json().list;
      expect((await call('DELETE', `/api/displays/${id}`, staff)).statusCode).toBe(204);
      await stream.waitFor((e) => e.event === 'unpaired');
      await stream.ended;
      expect((await call('GET', '/api/display/room/events', display)).statusCode).toBe(401);
    } finally {
      stream.close();
      otherStream.close();
      delete process.env.EVENTS_HEARTBEAT_MS;
    }
  });

  it("answers a lobby board's token 403, no token 401", async () => {
    const board = await paired({ building_id: s.buildingId });
    const byBoard = await call('GET', '/api/display/room/events', board);
    expect(byBoard.statusCode).toBe(403);
    expect(byBoard.json().code).toBe('DISPLAY_WRONG_SCOPE');
    expect((await call('GET', '/api/display/room/events')).json().code).toBe('DISPLAY_UNPAIRED');
    expect((await call('GET', '/api/display/room/events', ann)).statusCode).toBe(401);
  });
});
