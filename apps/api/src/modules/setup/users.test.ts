import { addDays, toApiDate } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertBooking } from '../../../test/fixtures';
import { todayApiDate } from '../../lib/today';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
let staff: string;
let staffId: number;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  staffId = await createUser(ctx.db, { username: 'boss', staff: true, first_name: 'Bo', last_name: 'Boss' });
  staff = await login(ctx.app, 'boss');
});
afterAll(() => ctx.close());

const call = (method: string, url: string, payload?: unknown) =>
  ctx.app.inject({
    method: method as 'GET',
    url: `/api/setup${url}`,
    payload: payload as object,
    headers: { authorization: staff },
  });

describe('users', () => {
  it('creates a user who can sign in, lists and searches', async () => {
    const res = await call('POST', '/users', {
      username: 'anna',
      email: 'anna@example.test',
      first_name: 'Anna',
      last_name: 'Jansen',
      language: 'nl',
      password: 'welcome123',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'anna',
      is_staff: false,
      is_active: true,
      has_password: true,
      language: 'nl',
      version: 1,
    });
    await login(ctx.app, 'anna', 'welcome123');
    const found = (await call('GET', '/users?query=jans')).json();
    expect(found.count).toBe(1);
    expect(found.results[0].first_name).toBe('Anna');
    expect((await call('GET', '/users?query=anna%20boss')).json().count).toBe(0);
    expect((await call('GET', '/users?limit=1&page=2')).json().results).toHaveLength(1);
  });

  it('refuses duplicates (409) and bad input (400)', async () => {
    expect((await call('POST', '/users', { username: 'ANNA', first_name: 'A', last_name: 'B' })).json().code).toBe(
      'USERNAME_TAKEN',
    );
    expect(
      (
        await call('POST', '/users', { username: 'anna2', email: 'Anna@example.test', first_name: 'A', last_name: 'B' })
      ).json().code,
    ).toBe('EMAIL_TAKEN');
    for (const payload of [
      { username: 'has space', first_name: 'A', last_name: 'B' },
      { username: 'x', first_name: '', last_name: 'B' },
      { username: 'x', first_name: 'A', last_name: 'B', password: 'short' },
      { username: 'x', first_name: 'A', last_name: 'B', language: 'de' },
      { username: 'x', first_name: 'A', last_name: 'B', email: 'not-mail' },
    ]) {
      expect((await call('POST', '/users', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('edits names and the staff role with the version read', async () => {
    const anna = (await call('GET', '/users?query=anna')).json().results[0];
    const res = await call('PATCH', `/users/${anna.id}`, { version: anna.version, first_name: 'Anne', is_staff: true });
    expect(res.json()).toMatchObject({ first_name: 'Anne', is_staff: true, version: 2 });
    expect((await call('PATCH', `/users/${anna.id}`, { version: 1, last_name: 'X' })).json().code).toBe('CONFLICT');
    const back = await call('PATCH', `/users/${anna.id}`, { version: 2, is_staff: false });
    expect(back.json().is_staff).toBe(false);
    const me = (await call('GET', `/users/${staffId}`)).json();
    expect((await call('PATCH', `/users/${staffId}`, { version: me.version, is_staff: false })).json().code).toBe(
      'CANNOT_CHANGE_SELF',
    );
    expect((await call('POST', `/users/${staffId}/deactivate`)).json().code).toBe('CANNOT_CHANGE_SELF');
  });

  it('deactivating ends sessions, refuses sign-in and releases future bookings with a message', async () => {
    const { deskIds, timetableIds } = await createStructure(ctx.db);
    const id = (
      await call('POST', '/users', { username: 'leaver', first_name: 'Lea', last_name: 'Ver', password: 'goodbye123' })
    ).json().id;
    const token = await login(ctx.app, 'leaver', 'goodbye123');
    const date = addDays(toApiDate(clock.now()), 1);
    const start = new Date(clock.now().getTime() + 86400_000);
    await insertBooking(ctx.db, {
      userId: id,
      deskId: deskIds[0],
      timetableId: timetableIds[0],
      date,
      start,
      end: new Date(start.getTime() + 3600_000),
    });
    await insertBooking(ctx.db, {
      userId: id,
      deskId: deskIds[0],
      timetableId: timetableIds[1],
      date: '2025-01-01',
      start: new Date('2025-01-01T08:00:00Z'),
      end: new Date('2025-01-01T12:00:00Z'),
    });
    // Also a booking for later today at another desk that someone watches.
    const watcherId = await createUser(ctx.db, { username: 'watcher' });
    await ctx.db.insertInto('notifiers').values({ user_id: watcherId, desk_id: deskIds[1] }).execute();
    const later = new Date(clock.now().getTime() + 3600_000);
    await insertBooking(ctx.db, {
      userId: id,
      deskId: deskIds[1],
      timetableId: timetableIds[0],
      date: todayApiDate(clock.now()),
      start: later,
      end: new Date(later.getTime() + 3600_000),
    });
    expect((await call('GET', `/users/${id}`)).json().future_bookings).toBe(2);

    const res = await call('POST', `/users/${id}/deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ released_bookings: 2, user: { is_active: false, future_bookings: 0 } });
    const watched = await ctx.db.selectFrom('messages').select('kind').where('user_id', '=', watcherId).execute();
    expect(watched).toEqual([{ kind: 'desk_free' }]);
    const self = await ctx.app.inject({ method: 'GET', url: '/api/users/self/', headers: { authorization: token } });
    expect(self.statusCode).toBe(401);
    await expect(login(ctx.app, 'leaver', 'goodbye123')).rejects.toThrow();
    const past = await ctx.db
      .selectFrom('bookings')
      .select('cancelled_at')
      .where('user_id', '=', id)
      .where('date', '=', '2025-01-01')
      .executeTakeFirstOrThrow();
    expect(past.cancelled_at).toBeNull();
    const messages = await ctx.db.selectFrom('messages').select(['kind', 'body']).where('user_id', '=', id).execute();
    expect(messages).toEqual([expect.objectContaining({ kind: 'booking_released' })]);
    expect(
      (await call('GET', '/users?status=inactive')).json().results.map((u: { username: string }) => u.username),
    ).toEqual(['leaver']);

    await call('POST', `/users/${id}/activate`);
    await login(ctx.app, 'leaver', 'goodbye123');
  });

  it('resets a password: the old one stops working, sessions end', async () => {
    const anna = (await call('GET', '/users?query=anna')).json().results[0];
    const token = await login(ctx.app, 'anna', 'welcome123');
    expect((await call('POST', `/users/${anna.id}/password`, { password: 'short' })).statusCode).toBe(400);
    expect((await call('POST', `/users/${anna.id}/password`, { password: 'brand-new-1' })).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/self/', headers: { authorization: token } })).statusCode,
    ).toBe(401);
    await expect(login(ctx.app, 'anna', 'welcome123')).rejects.toThrow();
    await login(ctx.app, 'anna', 'brand-new-1');
    const actions = (await ctx.db.selectFrom('audit_log').select('action').execute()).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['user.create', 'user.update', 'user.deactivate', 'user.activate', 'user.password_reset']),
    );
  });
});

describe('CSV import', () => {
  const good =
    'First name,Last name,Username,Role,Language\nPiet,Pieters,piet@example.test,employee,nl\nKees,Kok,kees,staff,en\n';

  it('previews each row with its problems, writing nothing', async () => {
    const csv = [
      'first_name,last_name,username,email,role,language',
      'Ok,Person,okp,,employee,en',
      ',NoFirst,nofirst,,,',
      'Dup,One,anna,,,',
      'Bad,Mail,badmail,not-an-email,,',
      'Bad,Role,badrole,,admin,fr',
      'Twice,A,twice,,,',
      'Twice,B,TWICE,,,',
    ].join('\n');
    const res = await call('POST', '/users/import/preview', { csv });
    expect(res.statusCode).toBe(200);
    const { rows, valid } = res.json();
    expect(valid).toBe(false);
    const problems = Object.fromEntries(rows.map((r: { line: number; problems: string[] }) => [r.line, r.problems]));
    expect(problems).toEqual({
      2: [],
      3: ['first_name_required'],
      4: ['username_taken'],
      5: ['email_invalid'],
      6: ['role_invalid', 'language_invalid'],
      7: [],
      8: ['username_duplicate_in_file'],
    });
    expect((await call('GET', '/users?query=okp')).json().count).toBe(0);
  });

  it('reports a file without the needed columns', async () => {
    const res = await call('POST', '/users/import/preview', { csv: 'name;phone\nx;y' });
    expect(res.json()).toMatchObject({
      valid: false,
      file_problems: ['missing_column_first_name', 'missing_column_last_name', 'missing_column_username'],
    });
  });

  it('imports all or nothing', async () => {
    const bad = await call('POST', '/users/import', { csv: `${good}Jan,,jan,,\n` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('IMPORT_INVALID');
    expect(bad.json().preview.rows[2].problems).toEqual(['last_name_required']);
    expect((await call('GET', '/users?query=piet')).json().count).toBe(0);

    const ok = await call('POST', '/users/import', { csv: good });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ created: 2 });
    const piet = (await call('GET', '/users?query=piet')).json().results[0];
    expect(piet).toMatchObject({
      username: 'piet@example.test',
      email: 'piet@example.test',
      language: 'nl',
      is_staff: false,
      has_password: false,
    });
    expect((await call('GET', '/users?query=kees')).json().results[0].is_staff).toBe(true);
    // the same file again: every row is now taken
    expect((await call('POST', '/users/import', { csv: good })).statusCode).toBe(400);
    const audit = await ctx.db.selectFrom('audit_log').select('details').where('action', '=', 'user.import').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].details).toMatchObject({ created: 2 });
  });
});
