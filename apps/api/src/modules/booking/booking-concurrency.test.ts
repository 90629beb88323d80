import { addDays, toApiDate } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
const tokens: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  s = await createStructure(ctx.db, { desks: 10 });
  for (let i = 0; i < 50; i++) {
    await createUser(ctx.db, { username: `racer${i}` });
    tokens.push(await login(ctx.app, `racer${i}`));
  }
}, 60_000);
afterAll(() => ctx.close());

describe('POST booking/new under concurrency (real PostgreSQL)', () => {
  it('50 simultaneous requests for one desk and slot give one booking and 49 conflicts', async () => {
    const date = addDays(toApiDate(new Date()), 1);
    const payload = [{ date, timetable_id: s.timetableIds[0], desk_id: s.deskIds[0] }];
    const answers = await Promise.all(
      tokens.map((authorization) =>
        ctx.app.inject({ method: 'POST', url: '/api/booking/new/', headers: { authorization }, payload }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().code).toBe('ERROR_CONFLICT_BOOKING');
    const rows = await ctx.db.selectFrom('bookings').select('id').where('cancelled_at', 'is', null).execute();
    expect(rows).toHaveLength(1);
    expect(await ctx.db.selectFrom('booking_confirmations').select('id').execute()).toHaveLength(1);
  });

  it('keeps a floor limit exact when many people book different desks at once', async () => {
    const date = addDays(toApiDate(new Date()), 2);
    await ctx.db.updateTable('floors').set({ booking_limit: 3 }).execute();
    try {
      const answers = await Promise.all(
        tokens.slice(0, 10).map((authorization, i) =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/booking/new/',
            headers: { authorization },
            payload: [{ date, timetable_id: s.timetableIds[1], desk_id: s.deskIds[i] }],
          }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
      const refused = answers.filter((a) => a.statusCode !== 201);
      expect(refused).toHaveLength(7);
      for (const a of refused) expect(a.json().code).toBe('BOOKING_LIMIT_REACHED');
      const rows = await ctx.db
        .selectFrom('bookings')
        .select('id')
        .where('date', '=', date)
        .where('cancelled_at', 'is', null)
        .execute();
      expect(rows).toHaveLength(3);
    } finally {
      await ctx.db.updateTable('floors').set({ booking_limit: null }).execute();
    }
  });
});
