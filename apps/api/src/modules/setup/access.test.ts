import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
let employee: string;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await createUser(ctx.db, { username: 'worker' });
  employee = await login(ctx.app, 'worker');
});
afterAll(() => ctx.close());

/** Every setup endpoint: an employee is refused (403) before anything is read or changed; nobody signed in gets 401. */
const endpoints: [string, string, unknown?][] = [
  ['GET', '/api/setup/buildings'],
  ['POST', '/api/setup/buildings', { name: 'X' }],
  ['PATCH', '/api/setup/buildings/1', { version: 1, name: 'Y' }],
  ['PUT', '/api/setup/buildings/order', { ids: [1] }],
  ['DELETE', '/api/setup/buildings/1'],
  ['GET', '/api/setup/buildings/1/floors'],
  ['POST', '/api/setup/buildings/1/floors', { name: 'F' }],
  ['PUT', '/api/setup/buildings/1/floors/order', { ids: [1] }],
  ['GET', '/api/setup/floors/1'],
  ['PATCH', '/api/setup/floors/1', { version: 1 }],
  ['DELETE', '/api/setup/floors/1'],
  ['PUT', '/api/setup/floors/1/plan'],
  ['DELETE', '/api/setup/floors/1/plan'],
  ['GET', '/api/setup/floors/1/rooms'],
  ['POST', '/api/setup/floors/1/rooms', { name: 'R', type: 'WORKSPACE' }],
  ['PUT', '/api/setup/floors/1/rooms/order', { ids: [1] }],
  ['PATCH', '/api/setup/rooms/1', { version: 1 }],
  ['DELETE', '/api/setup/rooms/1'],
  ['GET', '/api/setup/rooms/1/desks'],
  ['POST', '/api/setup/rooms/1/desks', { name: 'D' }],
  ['POST', '/api/setup/rooms/1/desks/bulk', { desks: [{ x: 1, y: 1 }] }],
  ['PUT', '/api/setup/rooms/1/desks/order', { ids: [1] }],
  ['PATCH', '/api/setup/desks/1', { version: 1 }],
  ['DELETE', '/api/setup/desks/1'],
  ['GET', '/api/setup/timetables'],
  ['POST', '/api/setup/timetables', { name: 'M', start_time: '08:00', end_time: '12:00' }],
  ['PATCH', '/api/setup/timetables/1', { version: 1 }],
  ['DELETE', '/api/setup/timetables/1'],
  ['GET', '/api/setup/users'],
  ['GET', '/api/setup/users/1'],
  ['POST', '/api/setup/users', { username: 'u', first_name: 'a', last_name: 'b' }],
  ['PATCH', '/api/setup/users/1', { version: 1 }],
  ['POST', '/api/setup/users/1/deactivate'],
  ['POST', '/api/setup/users/1/activate'],
  ['POST', '/api/setup/users/1/password', { password: 'longenough' }],
  ['POST', '/api/setup/users/import/preview', { csv: 'first_name,last_name,username\na,b,c' }],
  ['POST', '/api/setup/users/import', { csv: 'first_name,last_name,username\na,b,c' }],
  ['GET', '/api/setup/audit'],
];

describe('setup access', () => {
  it.each(endpoints)('%s %s: employee 403, anonymous 401', async (method, url, payload) => {
    const asEmployee = await ctx.app.inject({
      method: method as 'GET',
      url,
      payload: payload as object,
      headers: { authorization: employee },
    });
    expect(asEmployee.statusCode).toBe(403);
    expect(asEmployee.json().code).toBe('FORBIDDEN');
    const anonymous = await ctx.app.inject({ method: method as 'GET', url, payload: payload as object });
    expect(anonymous.statusCode).toBe(401);
  });

  it('changed nothing while refusing', async () => {
    expect(await ctx.db.selectFrom('buildings').select('id').execute()).toHaveLength(0);
    expect(await ctx.db.selectFrom('users').select('id').execute()).toHaveLength(1);
    expect(await ctx.db.selectFrom('audit_log').select('id').execute()).toHaveLength(0);
  });
});
