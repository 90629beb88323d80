import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertCheckin } from '../fixtures';
import { createTestContext, createUser, login, type TestContext } from '../helpers';
import { manualClock } from '../../src/lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

/** Issue 12, defect 4: no cell of the check-ins CSV starts a spreadsheet formula. */
let ctx: TestContext;
let staff: string;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  const s = await createStructure(ctx.db);
  await createUser(ctx.db, { username: 'boss', staff: true });
  const mallory = await createUser(ctx.db, { username: 'mallory' });
  staff = await login(ctx.app, 'boss');
  const employee = await login(ctx.app, 'mallory');
  const profile = await ctx.app.inject({
    method: 'PUT',
    url: '/api/users/self/',
    headers: { authorization: employee },
    payload: { first_name: '=HYPERLINK("http://evil.example","x")', last_name: '@SUM(1)', profile: { language: 'en' } },
  });
  expect(profile.statusCode).toBe(200);
  await insertCheckin(ctx.db, {
    userId: mallory,
    deskId: s.deskIds[0],
    roomId: s.roomId,
    created: new Date(2026, 2, 3, 9),
    ended: new Date(2026, 2, 3, 10),
  });
  await ctx.db
    .insertInto('checkins')
    .values({
      user_id: null,
      is_guest: true,
      type: 'WORKSPACE',
      desk_id: s.deskIds[1],
      room_id: s.roomId,
      created: new Date(2026, 2, 3, 11),
      guest_name: '\tTabbed',
      guest_company: '+cmd|/C calc!A0',
      guest_email: '-2+3+cmd|x',
      guest_phonenumber: '+31 6 1234 5678',
    })
    .execute();
});
afterAll(() => ctx.close());

describe('the check-ins CSV export', () => {
  it('neutralises formulas and keeps phone numbers readable', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/reports/checkin_activities/?start_date=2026-03-03&end_date=2026-03-03&format=csv',
      headers: { authorization: staff },
    });
    expect(res.statusCode).toBe(200);
    const rows = Papa.parse<Record<string, string>>(res.body.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows).toHaveLength(2);
    const [guest, employee] = rows;
    expect(employee.user_name).toBe(`'=HYPERLINK("http://evil.example","x") @SUM(1)`);
    expect(guest.guest_company).toBe(`'+cmd|/C calc!A0`);
    expect(guest.guest_name).toBe(`'\tTabbed`);
    expect(guest.guest_email).toBe(`'-2+3+cmd|x`);
    expect(guest.guest_phonenumber).toBe('+31 6 1234 5678');
    for (const row of rows) {
      for (const value of Object.values(row)) {
        if (/^[=+@\t\r]/.test(value)) expect(value).toBe('+31 6 1234 5678');
      }
    }
  });
});
