import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** Monday 1 March 2027, 09:30. Decision 261. */
const clock = manualClock('2027-03-01T09:30:00');
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
const auth: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 3 });
  await createUser(ctx.db, { username: 'ann' });
  await createUser(ctx.db, { username: 'bas', language: 'nl', staff: true });
  await createUser(ctx.db, { username: 'boss', staff: true });
  for (const who of ['ann', 'bas', 'boss']) auth[who] = await login(ctx.app, who);
}, 60_000);
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.deleteFrom('amenities').execute();
  await ctx.db.updateTable('desks').set({ deleted_at: null }).execute();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: who ? { authorization: auth[who] } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const make = async (name_en: string, name_nl: string) => {
  const res = await call('POST', '/api/setup/amenities', 'boss', { name_en, name_nl });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
};

describe('amenities', () => {
  it('staff define and assign them; people filter places by all chosen amenities and read a place’s', async () => {
    const monitor = await make('Monitor', 'Beeldscherm');
    const standing = await make('Standing desk', 'Sta-bureau');
    const video = await make('Video conferencing', 'Videovergaderen');
    const put = (id: number, desk_ids: number[], room_ids: number[] = []) =>
      call('PUT', `/api/setup/amenities/${id}/places`, 'boss', { desk_ids, room_ids });
    expect((await put(monitor, [s.deskIds[0], s.deskIds[1]], [s.meetingRoomId])).statusCode).toBe(204);
    expect((await put(standing, [s.deskIds[1]])).statusCode).toBe(204);
    expect((await put(video, [], [s.meetingRoomId])).statusCode).toBe(204);

    const setup = (await call('GET', '/api/setup/amenities', 'boss')).json();
    expect(setup.amenities.find((a: { id: number }) => a.id === monitor)).toMatchObject({
      name_nl: 'Beeldscherm',
      desk_ids: [s.deskIds[0], s.deskIds[1]],
      room_ids: [s.meetingRoomId],
    });
    expect(setup.places).toContainEqual({ kind: 'desk', id: s.deskIds[2], label: 'HQ · Floor 1 · Open space · D3' });
    expect(setup.places).toContainEqual({ kind: 'room', id: s.meetingRoomId, label: 'HQ · Floor 1 · Boardroom' });
    // The workspace room is no place of its own: its desks are.
    expect(setup.places.some((p: { kind: string; id: number }) => p.kind === 'room' && p.id === s.roomId)).toBe(false);

    const list = (await call('GET', '/api/booking/amenities', 'ann')).json();
    expect(list.amenities.map((a: { name_en: string }) => a.name_en)).toEqual([
      'Monitor',
      'Standing desk',
      'Video conferencing',
    ]);
    const filter = async (ids: number[]) => {
      const res = await call('GET', `/api/booking/amenities/places?ids=${ids.join(',')}`, 'ann');
      expect(res.statusCode).toBe(200);
      return (res.json().places as { kind: string; id: number }[]).map((p) => `${p.kind}${p.id}`);
    };
    expect(await filter([monitor])).toEqual([`desk${s.deskIds[0]}`, `desk${s.deskIds[1]}`, `room${s.meetingRoomId}`]);
    expect(await filter([monitor, standing])).toEqual([`desk${s.deskIds[1]}`]);
    expect(await filter([standing, video])).toEqual([]);
    const one = (await call('GET', `/api/booking/amenities/places?ids=${standing}`, 'ann')).json().places[0];
    expect(one).toMatchObject({ name: 'D2', room: { name: 'Open space' }, amenity_ids: [monitor, standing].sort() });

    const ofRoom = (await call('GET', `/api/booking/amenities/room/${s.meetingRoomId}`, 'ann')).json();
    expect(ofRoom.amenities.map((a: { name_en: string }) => a.name_en)).toEqual(['Monitor', 'Video conferencing']);
    expect((await call('GET', `/api/booking/amenities/desk/${s.deskIds[2]}`, 'ann')).json()).toEqual({ amenities: [] });

    // A deleted desk drops out of the filter; assigning replaces the set; deleting an amenity removes it everywhere.
    await ctx.db.updateTable('desks').set({ deleted_at: clock.now() }).where('id', '=', s.deskIds[0]).execute();
    expect(await filter([monitor])).toEqual([`desk${s.deskIds[1]}`, `room${s.meetingRoomId}`]);
    expect((await put(monitor, [s.deskIds[2]])).statusCode).toBe(204);
    expect(await filter([monitor])).toEqual([`desk${s.deskIds[2]}`]);
    expect((await call('DELETE', `/api/setup/amenities/${video}`, 'boss')).statusCode).toBe(204);
    expect((await call('GET', `/api/booking/amenities/room/${s.meetingRoomId}`, 'ann')).json()).toEqual({
      amenities: [],
    });
    const audit = await ctx.db.selectFrom('audit_log').select('action').where('entity_type', '=', 'amenity').execute();
    expect(audit.map((a) => a.action).sort()).toEqual(
      [
        'amenity.create',
        'amenity.create',
        'amenity.create',
        'amenity.delete',
        'amenity.places',
        'amenity.places',
        'amenity.places',
        'amenity.places',
      ].sort(),
    );
  });

  it('refuses a name in use (either language, case aside) with 409 AMENITY_NAME_TAKEN, translated', async () => {
    await make('Whiteboard', 'Whiteboard');
    const en = await call('POST', '/api/setup/amenities', 'boss', { name_en: 'WHITEBOARD', name_nl: 'Bord' });
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({
      code: 'AMENITY_NAME_TAKEN',
      message: 'An amenity with this name already exists.',
    });
    const nl = await call('POST', '/api/setup/amenities', 'bas', { name_en: 'Board', name_nl: 'whiteboard' });
    expect(nl.json()).toMatchObject({
      code: 'AMENITY_NAME_TAKEN',
      message: 'Er bestaat al een voorziening met deze naam.',
    });
  });

  it('answers missing amenities and places with 404 NO_EXISTS, nothing changed', async () => {
    const monitor = await make('Monitor', 'Beeldscherm');
    await call('PUT', `/api/setup/amenities/${monitor}/places`, 'boss', { desk_ids: [s.deskIds[0]], room_ids: [] });
    await ctx.db.updateTable('desks').set({ deleted_at: clock.now() }).where('id', '=', s.deskIds[2]).execute();
    for (const body of [
      { desk_ids: [s.deskIds[1], 999_999], room_ids: [] },
      { desk_ids: [s.deskIds[2]], room_ids: [] },
      { desk_ids: [], room_ids: [s.roomId] },
    ]) {
      const res = await call('PUT', `/api/setup/amenities/${monitor}/places`, 'boss', body);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NO_EXISTS');
    }
    const rows = await ctx.db.selectFrom('place_amenities').select('desk_id').execute();
    expect(rows).toEqual([{ desk_id: s.deskIds[0] }]);
    expect(
      (await call('PUT', '/api/setup/amenities/999999/places', 'boss', { desk_ids: [], room_ids: [] })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/api/setup/amenities/999999', 'boss')).statusCode).toBe(404);
    expect((await call('GET', `/api/booking/amenities/desk/${s.deskIds[2]}`, 'ann')).statusCode).toBe(404);
    expect((await call('GET', `/api/booking/amenities/room/${s.roomId}`, 'ann')).statusCode).toBe(404);
  });

  it('answers bad input with 400 VALIDATION_ERROR', async () => {
    for (const body of [
      {},
      { name_en: '', name_nl: 'x' },
      { name_en: 'x'.repeat(61), name_nl: 'x' },
      { name_en: 'a', name_nl: 'b', icon: 1 },
    ]) {
      const res = await call('POST', '/api/setup/amenities', 'boss', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    for (const q of [
      '',
      'ids=',
      'ids=a',
      'ids=0',
      'ids=1,,2',
      `ids=${Array.from({ length: 11 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const res = await call('GET', `/api/booking/amenities/places?${q}`, 'ann');
      expect(res.statusCode, q).toBe(400);
    }
    const res = await call('PUT', '/api/setup/amenities/1/places', 'boss', { desk_ids: [0], room_ids: [] });
    expect(res.statusCode).toBe(400);
    expect((await call('GET', '/api/booking/amenities/chair/1', 'ann')).statusCode).toBe(400);
  });

  it('keeps setting them to staff and reading them to signed-in people', async () => {
    expect((await call('GET', '/api/setup/amenities', 'ann')).statusCode).toBe(403);
    expect((await call('POST', '/api/setup/amenities', 'ann', { name_en: 'a', name_nl: 'b' })).statusCode).toBe(403);
    expect((await call('PUT', '/api/setup/amenities/1/places', 'ann', { desk_ids: [], room_ids: [] })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', '/api/setup/amenities/1', 'ann')).statusCode).toBe(403);
    for (const url of ['/api/setup/amenities', '/api/booking/amenities', '/api/booking/amenities/places?ids=1'])
      expect((await call('GET', url)).statusCode, url).toBe(401);
    const token = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/self/tokens',
      headers: { authorization: auth.boss },
      payload: { name: 'read', scopes: ['bookings:read'] },
    });
    const bearer = `Bearer ${token.json().token}`;
    const as = (method: 'GET' | 'POST', url: string) =>
      ctx.app.inject({
        method,
        url,
        headers: { authorization: bearer },
        payload: method === 'POST' ? { name_en: 'a', name_nl: 'b' } : undefined,
      });
    expect((await as('GET', '/api/booking/amenities')).statusCode).toBe(200);
    expect((await as('GET', '/api/setup/amenities')).json().code).toBe('TOKEN_SCOPE_MISSING');
    expect((await as('POST', '/api/setup/amenities')).statusCode).toBe(403);
  });
});
