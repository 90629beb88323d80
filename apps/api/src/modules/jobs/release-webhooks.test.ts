import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertBooking } from '../../../test/fixtures';
import { createTestContext, createUser, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';
import { saveSettings } from '../configuration';
import { runSweep } from './sweep';

// The sweep's releases are booking.released webhook events, written in its transaction (decision 256).
let ctx: TestContext;
const clock = manualClock('2027-03-01T08:20:00');

beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());

describe('the sweep and webhooks', () => {
  it('writes a booking.released event for each no-show it releases', async () => {
    const s = await createStructure(ctx.db, { desks: 1 });
    const ann = await createUser(ctx.db, { username: 'ann' });
    const booking = await insertBooking(ctx.db, {
      userId: ann,
      deskId: s.deskIds[0]!,
      timetableId: s.timetableIds[0]!,
      date: '2027-03-01',
      start: new Date('2027-03-01T08:00:00'),
      end: new Date('2027-03-01T12:00:00'),
    });
    await saveSettings(ctx.db, { auto_release_minutes: 15 }, null);
    await ctx.db
      .insertInto('webhook_endpoints')
      .values({
        url: 'https://receiver.example/',
        events: ['booking.released'],
        secret: 'whsec_x',
        created_at: clock.now(),
      })
      .execute();
    await runSweep(ctx.app, clock.now());
    const events = await ctx.db.selectFrom('webhook_events').select(['type', 'payload']).execute();
    expect(events).toEqual([
      {
        type: 'booking.released',
        payload: expect.objectContaining({ data: expect.objectContaining({ booking_id: booking, user_id: ann }) }),
      },
    ]);
  });
});
