import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createStructure, insertCheckin } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';

// A guest is present from arrival until the registered end time or until staff sign them out.
const clock = manualClock('2026-11-24T03:05:00Z'); // 04:05 in Amsterdam
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let staff: string;
let employee: string;
let employeeId: number;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 3 });
  await createUser(ctx.db, { username: 'boss', staff: true });
  employeeId = await createUser(ctx.db, { username: 'worker' });
  staff = await login(ctx.app, 'boss');
  employee = await login(ctx.app, 'worker');
});
afterAll(() => ctx.close());

async function guestCheckin(created: string, ended: string, deskIndex = 0) {
  const row = await ctx.db
    .insertInto('checkins')
    .values({
      user_id: null,
      type: 'WORKSPACE',
      desk_id: s.deskIds[deskIndex],
      room_id: s.roomId,
      created: new Date(created),
      deactivated_at: new Date(ended),
      is_guest: true,
      guest_name: 'Grace Hopper',
      guest_company: 'US Navy',
      visit_person_id: employeeId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const signOut = (id: number | string, authorization?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/checkins/${id}/guest_sign_out/`,
    headers: authorization ? { authorization } : {},
  });
const endOf = async (id: number) =>
  (await ctx.db.selectFrom('checkins').select('deactivated_at').where('id', '=', id).executeTakeFirstOrThrow())
    .deactivated_at;

describe('POST /api/checkins/:id/guest_sign_out/', () => {
  it('ends a present guest now (registered 03:57 until 23:59, signed out at 04:05)', async () => {
    clock.set('2026-11-24T03:05:00Z');
    const id = await guestCheckin('2026-11-24T02:57:00Z', '2026-11-24T22:59:00Z');
    const res = await signOut(id, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, deactivated_at: '2026-11-24T03:05:00.000Z' });
    expect(new Date((await endOf(id))!).toISOString()).toBe('2026-11-24T03:05:00.000Z');
  });

  it('a guest who already left cannot be signed out again (409 with a message)', async () => {
    clock.set('2026-11-24T23:30:00Z');
    const id = await guestCheckin('2026-11-24T08:00:00Z', '2026-11-24T12:00:00Z', 1);
    // A session idle since 04:05 has ended by 23:30: staff sign in again.
    const res = await signOut(id, await login(ctx.app, 'boss'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'GUEST_ALREADY_LEFT', message: 'This guest has already left.' });
    expect(new Date((await endOf(id))!).toISOString()).toBe('2026-11-24T12:00:00.000Z');
  });

  it('a visit that has not started yet ends at its start', async () => {
    clock.set('2026-11-24T07:00:00Z');
    const id = await guestCheckin('2026-11-24T09:00:00Z', '2026-11-24T11:00:00Z', 2);
    const res = await signOut(id, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().deactivated_at).toBe('2026-11-24T09:00:00.000Z');
  });

  it("refuses an employee's own check-in (400 NOT_A_GUEST) and unknown ids (404)", async () => {
    clock.set('2026-11-24T10:00:00Z');
    const own = await insertCheckin(ctx.db, {
      userId: employeeId,
      deskId: s.deskIds[2],
      roomId: s.roomId,
      created: new Date('2026-11-24T09:30:00Z'),
    });
    const res = await signOut(own, staff);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('NOT_A_GUEST');
    expect(await endOf(own)).toBeNull();
    expect((await signOut(999999, staff)).statusCode).toBe(404);
    expect((await signOut('abc', staff)).statusCode).toBe(400);
  });

  it('only staff may sign a guest out', async () => {
    clock.set('2026-11-24T10:00:00Z');
    const id = await guestCheckin('2026-11-24T09:00:00Z', '2026-11-24T16:00:00Z', 0);
    expect((await signOut(id)).statusCode).toBe(401);
    expect((await signOut(id, employee)).statusCode).toBe(403);
    expect(new Date((await endOf(id))!).toISOString()).toBe('2026-11-24T16:00:00.000Z');
  });
});
