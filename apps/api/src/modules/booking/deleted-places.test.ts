import { addDays, toApiDate } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

// Setup deletes places softly (docs/decisions/080): a deleted desk or room is gone for the employee app.
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let auth: string;
/** Monday 1 March 2027, 09:30. */
const clock = manualClock('2027-03-01T09:30:00');
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 2 });
  await createUser(ctx.db, { username: 'eva' });
  auth = await login(ctx.app, 'eva');
  await ctx.db.updateTable('desks').set({ deleted_at: clock.now() }).where('id', '=', s.deskIds[0]).execute();
  await ctx.db.updateTable('rooms').set({ deleted_at: clock.now() }).where('id', '=', s.meetingRoomId).execute();
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: auth } });

describe('deleted places', () => {
  it('have no timetables and cannot be booked', async () => {
    expect((await call('GET', `/api/booking/desk/${s.deskIds[0]}/timetables/`)).statusCode).toBe(404);
    const tomorrow = addDays(toApiDate(clock.now()), 1);
    const res = await call('POST', '/api/booking/new/', [
      { date: tomorrow, timetable_id: s.timetableIds[0], desk_id: s.deskIds[0] },
    ]);
    expect(res.statusCode).toBe(404);
    expect(await ctx.db.selectFrom('bookings').select('id').execute()).toHaveLength(0);
    // The desk beside it still works.
    expect((await call('GET', `/api/booking/desk/${s.deskIds[1]}/timetables/`)).statusCode).toBe(200);
  });

  it('cannot be checked in to', async () => {
    expect((await call('POST', '/api/checkins/', { desk: s.deskIds[0] })).statusCode).toBe(404);
    expect((await call('POST', '/api/checkins/', { room: s.meetingRoomId })).statusCode).toBe(404);
  });
});
