import { addDays, toApiDate } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking, insertCheckin } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
let staff: string;
let staffId: number;
let ownerId: number;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  staffId = await createUser(ctx.db, { username: 'boss', staff: true });
  ownerId = await createUser(ctx.db, { username: 'owner', language: 'nl' });
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

async function tree(name: string) {
  const b = (await call('POST', '/buildings', { name, booking_limit: 40 })).json();
  const f = (await call('POST', `/buildings/${b.id}/floors`, { name: 'Ground' })).json();
  const r = (await call('POST', `/floors/${f.id}/rooms`, { name: 'Open space', type: 'WORKSPACE' })).json();
  const d = (await call('POST', `/rooms/${r.id}/desks`, { name: 'A1', x: 10, y: 20 })).json();
  return { b, f, r, d };
}

async function slot() {
  const existing = await ctx.db.selectFrom('timetables').select('id').executeTakeFirst();
  if (existing) return existing.id;
  return (
    await ctx.db
      .insertInto('timetables')
      .values({ name: 'Day', start_time: '00:00', end_time: '23:59' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}
const tomorrow = () => addDays(toApiDate(clock.now()), 1);
const future = (days: number) => ({
  start: new Date(clock.now().getTime() + days * 86400_000),
  end: new Date(clock.now().getTime() + days * 86400_000 + 3600_000),
});

describe('buildings, floors, rooms, desks', () => {
  it('creates the tree and shows it in the employee structure endpoints', async () => {
    const { b, f, r, d } = await tree('HQ');
    expect(b).toMatchObject({ name: 'HQ', booking_limit: 40, version: 1, floor_count: 0, position: 0 });
    expect(f).toMatchObject({ name: 'Ground', building_id: b.id, map: null });
    expect(r).toMatchObject({ name: 'Open space', type: 'WORKSPACE', desk_count: 0 });
    expect(d).toMatchObject({ name: 'A1', label: 'A1', x: 10, y: 20, is_closed: false, pin_color: '#1c7ed6' });
    const desks = await ctx.app.inject({
      method: 'GET',
      url: `/api/floors/${f.id}/desks`,
      headers: { authorization: staff },
    });
    expect(desks.json().map((x: { name: string }) => x.name)).toEqual(['A1']);
    const plan = (await call('GET', `/floors/${f.id}`)).json();
    expect(plan.rooms[0].desk_count).toBe(1);
    expect(plan.desks[0]).toMatchObject({ id: d.id, x: 10, y: 20 });
  });

  it('the floor plan, kept in the live cache, follows each change at once; a deleted floor is gone', async () => {
    const { f, d } = await tree('Kept');
    const plan = async () => (await call('GET', `/floors/${f.id}`)).json();
    expect((await plan()).desks[0]).toMatchObject({ id: d.id, x: 10, y: 20 });
    expect((await call('PATCH', `/desks/${d.id}`, { version: 1, x: 30, y: 40 })).statusCode).toBe(200);
    expect((await plan()).desks[0]).toMatchObject({ id: d.id, x: 30, y: 40 });
    expect((await call('PATCH', `/floors/${f.id}`, { version: 1, name: 'First' })).statusCode).toBe(200);
    expect((await plan()).floor).toMatchObject({ name: 'First', version: 2 });
    expect((await call('DELETE', `/floors/${f.id}`)).statusCode).toBeLessThan(300);
    expect((await call('GET', `/floors/${f.id}`)).statusCode).toBe(404);
  });

  it('refuses a name used by a sibling (409 NAME_TAKEN, case-insensitive) but allows it elsewhere', async () => {
    const { b, f } = await tree('Annex');
    expect((await call('POST', '/buildings', { name: 'annex' })).json().code).toBe('NAME_TAKEN');
    const dup = await call('POST', `/buildings/${b.id}/floors`, { name: 'GROUND' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('NAME_TAKEN');
    expect((await call('POST', `/floors/${f.id}/rooms`, { name: 'Open Space', type: 'MEETING' })).statusCode).toBe(409);
    // the same floor name in another building is fine
    const other = (await call('POST', '/buildings', { name: 'Other' })).json();
    expect((await call('POST', `/buildings/${other.id}/floors`, { name: 'Ground' })).statusCode).toBe(201);
  });

  it('renames with the version read, and rejects a stale version (409 CONFLICT)', async () => {
    const { d, r } = await tree('Rename');
    const ok = await call('PATCH', `/desks/${d.id}`, {
      version: 1,
      name: 'A2',
      label: 'Window',
      is_closed: true,
      pin_color: '#ff0000',
      x: 55.5,
      y: 12.25,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      name: 'A2',
      label: 'Window',
      is_closed: true,
      pin_color: '#ff0000',
      x: 55.5,
      y: 12.25,
      version: 2,
    });
    const stale = await call('PATCH', `/desks/${d.id}`, { version: 1, name: 'A3' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');
    expect((await call('GET', `/rooms/${r.id}/desks`)).json()[0].name).toBe('A2');
    const room = await call('PATCH', `/rooms/${r.id}`, { version: 1, type: 'MEETING', name: 'Board' });
    expect(room.json()).toMatchObject({ type: 'MEETING', name: 'Board', version: 2 });
  });

  it('rejects bad input (400)', async () => {
    const { b, r, d } = await tree('Bad');
    for (const [url, method, payload] of [
      ['/buildings', 'POST', { name: '   ' }],
      ['/buildings', 'POST', { name: 'x', booking_limit: -1 }],
      ['/buildings', 'POST', { name: 'x', extra: 1 }],
      [`/buildings/${b.id}`, 'PATCH', { name: 'no version' }],
      [`/floors/${b.id}/rooms`, 'POST', { name: 'x', type: 'KITCHEN' }],
      [`/rooms/${r.id}/desks`, 'POST', { name: 'x', x: 101 }],
      [`/desks/${d.id}`, 'PATCH', { version: 1, pin_color: 'red' }],
      [`/rooms/${r.id}/desks/bulk`, 'POST', { desks: [] }],
      ['/buildings/abc', 'PATCH', { version: 1 }],
    ] as const) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await call('POST', '/buildings/999999/floors', { name: 'x' })).statusCode).toBe(404);
    expect((await call('PATCH', '/desks/999999', { version: 1, name: 'x' })).statusCode).toBe(404);
  });

  it('reorders siblings, refusing a list that is not exactly the siblings', async () => {
    const { f } = await tree('Order');
    const a = (await call('POST', `/floors/${f.id}/rooms`, { name: 'Second', type: 'MEETING' })).json();
    const rooms = (await call('GET', `/floors/${f.id}/rooms`)).json();
    expect(rooms.map((x: { name: string }) => x.name)).toEqual(['Open space', 'Second']);
    const res = await call('PUT', `/floors/${f.id}/rooms/order`, { ids: [a.id, rooms[0].id] });
    expect(res.json().map((x: { name: string }) => x.name)).toEqual(['Second', 'Open space']);
    expect((await call('PUT', `/floors/${f.id}/rooms/order`, { ids: [a.id] })).statusCode).toBe(409);
  });

  it('bulk-creates desks from plan clicks, naming them on', async () => {
    const { r } = await tree('Bulk');
    const res = await call('POST', `/rooms/${r.id}/desks/bulk`, {
      desks: [
        { x: 1, y: 2 },
        { x: 3, y: 4, name: 'Corner' },
        { x: 5, y: 6 },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().map((d: { name: string; y: number }) => [d.name, d.y])).toEqual([
      ['D1', 2],
      ['Corner', 4],
      ['D2', 6],
    ]);
    const again = await call('POST', `/rooms/${r.id}/desks/bulk`, { desks: [{ x: 1, y: 1, name: 'corner' }] });
    expect(again.statusCode).toBe(409);
    expect((await call('GET', `/rooms/${r.id}/desks`)).json()).toHaveLength(4);
  });
});

describe('deleting places', () => {
  it('refuses while future bookings exist, with the count; release cancels them and messages the owner', async () => {
    const { f, d } = await tree('Busy');
    const t = await slot();
    const when = future(1);
    await insertBooking(ctx.db, { userId: ownerId, deskId: d.id, timetableId: t, date: tomorrow(), ...when });
    // a past booking (history) does not block
    await insertBooking(ctx.db, {
      userId: staffId,
      deskId: d.id,
      timetableId: t,
      date: '2025-01-02',
      start: new Date('2025-01-02T08:00:00Z'),
      end: new Date('2025-01-02T12:00:00Z'),
    });

    const refused = await call('DELETE', `/floors/${f.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'HAS_FUTURE_BOOKINGS', count: 1 });
    expect((await call('GET', `/floors/${f.id}`)).statusCode).toBe(200);

    const released = await call('DELETE', `/floors/${f.id}?release=true`);
    expect(released.json()).toEqual({ deleted: true, released_bookings: 1 });
    const booking = await ctx.db
      .selectFrom('bookings')
      .selectAll()
      .where('desk_id', '=', d.id)
      .where('user_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    expect(booking.cancelled_at).not.toBeNull();
    expect(booking.cancelled_by).toBe(staffId);
    const messages = await ctx.db.selectFrom('messages').selectAll().where('user_id', '=', ownerId).execute();
    expect(messages).toHaveLength(1);
    expect(messages[0].title).toBe('Uw reservering is geannuleerd');
    expect(messages[0].body).toContain('Busy');
    // history stays: the past booking still points at the (soft-deleted) desk
    const history = await ctx.db
      .selectFrom('bookings')
      .select('id')
      .where('desk_id', '=', d.id)
      .where('user_id', '=', staffId)
      .execute();
    expect(history).toHaveLength(1);
    // gone for everyone reading the structure
    expect((await call('GET', `/floors/${f.id}`)).statusCode).toBe(404);
    const floors = await ctx.app.inject({
      method: 'GET',
      url: `/api/buildings/${f.building_id}/floors`,
      headers: { authorization: staff },
    });
    expect(floors.json()).toEqual([]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/floors/${f.id}/desks`, headers: { authorization: staff } }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes a desk with history only, frees its name, and the database refuses new bookings there', async () => {
    const { r, d } = await tree('History');
    const t = await slot();
    await insertCheckin(ctx.db, {
      userId: ownerId,
      deskId: d.id,
      roomId: r.id,
      created: new Date('2025-03-01T08:00:00Z'),
      ended: new Date('2025-03-01T12:00:00Z'),
    });
    const res = await call('DELETE', `/desks/${d.id}`);
    expect(res.json()).toEqual({ deleted: true, released_bookings: 0 });
    expect((await call('POST', `/rooms/${r.id}/desks`, { name: 'A1' })).statusCode).toBe(201);
    await expect(
      insertBooking(ctx.db, { userId: ownerId, deskId: d.id, timetableId: t, date: tomorrow(), ...future(1) }),
    ).rejects.toMatchObject({ code: '23503' });
    expect((await call('DELETE', `/desks/${d.id}`)).statusCode).toBe(404);
  });

  it('deleting a building takes its floors, rooms and desks with it', async () => {
    const { b, f, r, d } = await tree('Gone');
    expect((await call('DELETE', `/buildings/${b.id}`)).statusCode).toBe(200);
    for (const [table, id] of [
      ['buildings', b.id],
      ['floors', f.id],
      ['rooms', r.id],
      ['desks', d.id],
    ] as const) {
      const row = await ctx.db.selectFrom(table).select('deleted_at').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.deleted_at, table).not.toBeNull();
    }
    const list = (await call('GET', '/buildings')).json();
    expect(list.map((x: { name: string }) => x.name)).not.toContain('Gone');
    expect((await call('POST', '/buildings', { name: 'Gone' })).statusCode).toBe(201);
  });
});

describe('audit', () => {
  it('records who changed what, newest first, paginated', async () => {
    const res = await call('GET', '/audit?limit=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.next_cursor).toEqual(expect.any(String));
    expect(body.results).toHaveLength(2);
    expect(body.results[0].user).toEqual({ id: staffId, name: 'Test boss' });
    const all = (await call('GET', '/audit?limit=200')).json().results;
    const actions = all.map((a: { action: string }) => a.action);
    for (const action of [
      'building.create',
      'floor.create',
      'room.create',
      'desk.create',
      'desk.update',
      'desk.bulk_create',
      'room.reorder',
      'floor.delete',
      'desk.delete',
      'building.delete',
    ]) {
      expect(actions).toContain(action);
    }
    const rename = all.find((a: { action: string }) => a.action === 'desk.update');
    expect(rename.details).toMatchObject({ before: { name: 'A1' }, after: { name: 'A2' } });
    expect((await call('GET', '/audit?limit=0')).statusCode).toBe(400);
  });
});
