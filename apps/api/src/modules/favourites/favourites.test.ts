import { MAX_FAVOURITES } from '@flexapp/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** Monday 1 March 2027, 09:30. Decision 260. */
const clock = manualClock('2027-03-01T09:30:00');
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
const ids: Record<string, number> = {};
const auth: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: MAX_FAVOURITES + 1 });
  ids.ann = await createUser(ctx.db, { username: 'ann' });
  ids.bas = await createUser(ctx.db, { username: 'bas', language: 'nl' });
  ids.boss = await createUser(ctx.db, { username: 'boss', staff: true });
  for (const who of ['ann', 'bas', 'boss']) auth[who] = await login(ctx.app, who);
}, 60_000);
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.deleteFrom('favourite_places').execute();
  await ctx.db.updateTable('desks').set({ deleted_at: null }).execute();
});

const api = (method: 'GET' | 'PUT' | 'DELETE', url: string, authorization?: string) =>
  ctx.app.inject({ method, url, headers: authorization ? { authorization } : {} });
const star = (who: string, kind: string, id: number) => api('PUT', `/api/booking/favourites/${kind}/${id}`, auth[who]);
const list = async (who: string) => {
  const res = await api('GET', '/api/booking/favourites', auth[who]);
  expect(res.statusCode).toBe(200);
  return (res.json() as { favourites: { kind: string; id: number; name: string }[] }).favourites;
};

describe('favourites', () => {
  it('stars desks and meeting rooms, lists them with where they are, desks first, and unstars', async () => {
    expect((await star('ann', 'room', s.meetingRoomId)).statusCode).toBe(204);
    expect((await star('ann', 'desk', s.deskIds[1])).statusCode).toBe(204);
    expect((await star('ann', 'desk', s.deskIds[0])).statusCode).toBe(204);
    const res = await api('GET', '/api/booking/favourites', auth.ann);
    expect(res.json()).toEqual({
      favourites: [
        {
          kind: 'desk',
          id: s.deskIds[0],
          name: 'D1',
          building: { id: s.buildingId, name: 'HQ' },
          floor: { id: s.floorId, name: 'Floor 1' },
          room: { id: s.roomId, name: 'Open space' },
        },
        expect.objectContaining({ kind: 'desk', id: s.deskIds[1], name: 'D2' }),
        expect.objectContaining({ kind: 'room', id: s.meetingRoomId, name: 'Boardroom' }),
      ],
    });
    // Someone else's stars are theirs alone.
    expect(await list('bas')).toEqual([]);
    expect((await api('DELETE', `/api/booking/favourites/desk/${s.deskIds[1]}`, auth.ann)).statusCode).toBe(204);
    expect((await list('ann')).map((f) => f.name)).toEqual(['D1', 'Boardroom']);
  });

  it('stars a place once, however often or at the same moment it is asked', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => star('ann', 'desk', s.deskIds[0])));
    expect(answers.map((r) => r.statusCode)).toEqual([204, 204, 204, 204]);
    const rows = await ctx.db.selectFrom('favourite_places').select('desk_id').where('user_id', '=', ids.ann).execute();
    expect(rows).toEqual([{ desk_id: s.deskIds[0] }]);
    // Unstarring what is not starred changes nothing.
    expect((await api('DELETE', `/api/booking/favourites/room/${s.meetingRoomId}`, auth.ann)).statusCode).toBe(204);
    expect(await list('ann')).toHaveLength(1);
  });

  it('refuses a deleted desk, a missing one and a workspace room (404 NO_EXISTS, translated)', async () => {
    await ctx.db.updateTable('desks').set({ deleted_at: clock.now() }).where('id', '=', s.deskIds[2]).execute();
    for (const [kind, id] of [
      ['desk', s.deskIds[2]],
      ['desk', 999_999],
      ['room', s.roomId],
    ] as const) {
      const res = await star('ann', kind, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NO_EXISTS', message: 'This item no longer exists.' });
    }
    const dutch = await star('bas', 'desk', s.deskIds[2]);
    expect(dutch.json()).toMatchObject({ code: 'NO_EXISTS', message: 'Dit item bestaat niet meer.' });
    expect(await ctx.db.selectFrom('favourite_places').select('id').execute()).toEqual([]);
  });

  it('drops a starred desk from the list once Setup deletes it', async () => {
    await star('ann', 'desk', s.deskIds[3]);
    await ctx.db.updateTable('desks').set({ deleted_at: clock.now() }).where('id', '=', s.deskIds[3]).execute();
    expect(await list('ann')).toEqual([]);
  });

  it(`keeps at most ${MAX_FAVOURITES} stars per person (409 FAVOURITES_FULL)`, async () => {
    await ctx.db
      .insertInto('favourite_places')
      .values(s.deskIds.slice(0, MAX_FAVOURITES).map((desk_id) => ({ user_id: ids.ann, desk_id })))
      .execute();
    const res = await star('ann', 'desk', s.deskIds[MAX_FAVOURITES]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'FAVOURITES_FULL', message: expect.stringContaining('star') });
    // A place already starred is still fine, and another person is not held back.
    expect((await star('ann', 'desk', s.deskIds[0])).statusCode).toBe(204);
    expect((await star('bas', 'desk', s.deskIds[MAX_FAVOURITES])).statusCode).toBe(204);
  });

  it('answers bad input with 400', async () => {
    for (const url of [
      '/api/booking/favourites/chair/1',
      '/api/booking/favourites/desk/0',
      '/api/booking/favourites/desk/abc',
      '/api/booking/favourites/desk/-4',
      '/api/booking/favourites/room/99999999999999',
    ]) {
      const res = await api('PUT', url, auth.ann);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('VALIDATION_ERROR');
    }
  });

  it('needs a signed-in person; staff have their own', async () => {
    expect((await api('GET', '/api/booking/favourites')).statusCode).toBe(401);
    expect((await api('PUT', `/api/booking/favourites/desk/${s.deskIds[0]}`)).statusCode).toBe(401);
    expect((await api('DELETE', `/api/booking/favourites/desk/${s.deskIds[0]}`)).statusCode).toBe(401);
    expect((await star('boss', 'desk', s.deskIds[0])).statusCode).toBe(204);
    expect((await list('boss')).map((f) => f.id)).toEqual([s.deskIds[0]]);
  });

  it('takes API tokens with bookings:read to list and bookings:write to star', async () => {
    const made = async (scopes: string[]) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/self/tokens',
        headers: { authorization: auth.ann },
        payload: { name: scopes.join(' '), scopes },
      });
      expect(res.statusCode, res.body).toBe(201);
      return `Bearer ${(res.json() as { token: string }).token}`;
    };
    const reader = await made(['bookings:read']);
    expect((await api('GET', '/api/booking/favourites', reader)).statusCode).toBe(200);
    const refused = await api('PUT', `/api/booking/favourites/desk/${s.deskIds[0]}`, reader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TOKEN_SCOPE_MISSING');
    const profile = await made(['profile:read']);
    expect((await api('GET', '/api/booking/favourites', profile)).statusCode).toBe(403);
    const writer = await made(['bookings:read', 'bookings:write']);
    expect((await api('PUT', `/api/booking/favourites/desk/${s.deskIds[0]}`, writer)).statusCode).toBe(204);
    expect((await api('DELETE', `/api/booking/favourites/desk/${s.deskIds[0]}`, writer)).statusCode).toBe(204);
  });
});
