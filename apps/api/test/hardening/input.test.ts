import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../fixtures';
import { createTestContext, createUser, login, type TestContext } from '../helpers';
import { manualClock } from '../../src/lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

/** Issue 12, defects 1-3: NUL bytes, authorization before validation, strict integers. */
let ctx: TestContext;
let staff: string;
let employee: string;
let employeeId: number;
let office: Awaited<ReturnType<typeof createStructure>>;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await createUser(ctx.db, { username: 'admin', staff: true });
  employeeId = await createUser(ctx.db, { username: 'employee' });
  staff = await login(ctx.app, 'admin');
  employee = await login(ctx.app, 'employee');
  office = await createStructure(ctx.db);
  await ctx.app.inject({
    method: 'PATCH',
    url: '/api/configuration/settings',
    headers: { authorization: staff },
    payload: { enable_public_register_guest: true },
  });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, authorization?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: authorization ? { authorization } : {}, payload: payload as object });

describe('a NUL byte anywhere is a 400 VALIDATION_ERROR, never a 500', () => {
  it('anonymous: login, visit persons, public guest registration', async () => {
    const login = await call('POST', '/api/users/login/', undefined, { username: 'empl\u0000oyee', password: 'x' });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: { 'body.username': ['nul_character'] } });
    const persons = await call('GET', '/api/public/visit_persons/?q=ab%00cd');
    expect(persons.statusCode).toBe(400);
    expect(persons.json().code).toBe('VALIDATION_ERROR');
    const guest = await call('POST', '/api/public/register_guest/', undefined, {
      first_name: 'Nul\u0000l',
      last_name: 'X',
      company: 'Y',
    });
    expect(guest.statusCode).toBe(400);
    expect(guest.json().code).toBe('VALIDATION_ERROR');
  });

  it('signed in: profile update, searches, setup create and patch, keys of objects, the path', async () => {
    for (const [method, url, who, payload] of [
      ['PUT', '/api/users/self/', employee, { first_name: 'A\u0000', last_name: 'B', profile: { language: 'en' } }],
      ['GET', '/api/users?search=a%00b', employee, undefined],
      ['GET', '/api/autocomplete/users/?q=a%00', staff, undefined],
      ['POST', '/api/reports/users', staff, { search: 'x\u0000' }],
      ['POST', '/api/setup/buildings', staff, { name: 'B\u0000' }],
      ['PATCH', `/api/setup/buildings/${office.buildingId}`, staff, { name: 'B\u0000', version: 1 }],
      ['POST', '/api/setup/buildings', staff, { ['na\u0000me']: 'x' }],
      ['GET', '/api/setup/users/?search=%00', staff, undefined],
      ['GET', '/api/setup/users/1%00', staff, undefined],
    ] as const) {
      const res = await call(method, url, who, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().code, `${method} ${url}`).toBe('VALIDATION_ERROR');
    }
  });
});

describe('authorization runs before validation', () => {
  it('anonymous booking with a bad body is 401, not 400', async () => {
    const res = await call('POST', '/api/booking/new/', undefined, []);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('an employee calling a staff report with a bad query is 403, not 400', async () => {
    const res = await call('GET', '/api/reports/checkin_durations?checkin_type=WORKSPACE', employee);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('an anonymous NUL byte on a signed-in route is 401 (who you are comes first)', async () => {
    const res = await call('GET', '/api/users?search=%00');
    expect(res.statusCode).toBe(401);
  });

  it('staff with the same bad query get the 400', async () => {
    const res = await call('GET', '/api/reports/checkin_durations?checkin_type=WORKSPACE', staff);
    expect(res.statusCode).toBe(400);
  });
});

describe('ids and integers are strict decimal integers in range', () => {
  it('refuses hex, spaces, exponents, signs and out-of-range ids in paths', async () => {
    for (const id of ['0x10', '%201', '1e3', '1.0', '+1', '-1', '0', '2147483648', '99999999999999999999', '01']) {
      const res = await call('GET', `/api/setup/users/${id}`, staff);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().code, id).toBe('VALIDATION_ERROR');
    }
    const ok = await call('GET', `/api/setup/users/${employeeId}`, staff);
    expect(ok.statusCode).toBe(200);
  });

  it('refuses true, strings that are not integers and fractions as body ids', async () => {
    const date = '2030-01-07';
    for (const timetable_id of [true, '0x1', 1.5, -1, null, [1]]) {
      const res = await call('POST', '/api/booking/new/', employee, [
        { date, timetable_id, desk_id: office.deskIds[0] },
      ]);
      expect(res.statusCode, JSON.stringify(timetable_id)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const none = await ctx.db.selectFrom('bookings').select('id').execute();
    expect(none).toEqual([]);
  });

  it('refuses lax numbers in query strings (page, limit)', async () => {
    for (const q of ['page=0x2', 'page=1e1', 'page=%201', 'limit=true']) {
      const res = await call('GET', `/api/setup/users/?${q}`, staff);
      expect(res.statusCode, q).toBe(400);
    }
    expect((await call('GET', '/api/setup/users/?page=1&limit=5', staff)).statusCode).toBe(200);
  });
});
