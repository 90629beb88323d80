import { ZCheckinActivitiesResponseSchema } from '@flexapp/contract';
import { gunzipSync } from 'node:zlib';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertCheckin } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
let staff: string;
let employee: string;
let s: Awaited<ReturnType<typeof createStructure>>;
let jerome: number;
let daan: number;
const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute);

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { building: 'Utrecht "Centraal", Noord' });
  await createUser(ctx.db, { username: 'boss', staff: true, first_name: 'Sanne', last_name: 'Bakker' });
  jerome = await createUser(ctx.db, { username: 'jerome', first_name: 'Jérôme', last_name: 'Öztürk' });
  daan = await createUser(ctx.db, { username: 'daan', first_name: 'Daan', last_name: 'de Vries' });
  staff = await login(ctx.app, 'boss');
  employee = await login(ctx.app, 'daan');
  // 2 March .. 4 March, plus one outside the range on each side.
  await insertCheckin(ctx.db, {
    userId: jerome,
    deskId: s.deskIds[0],
    roomId: s.roomId,
    created: at(1, 23, 59),
    ended: at(2, 0, 30),
  });
  await insertCheckin(ctx.db, {
    userId: jerome,
    deskId: s.deskIds[0],
    roomId: s.roomId,
    created: at(2, 0, 0),
    ended: at(2, 17),
  });
  await insertCheckin(ctx.db, {
    userId: daan,
    deskId: s.deskIds[1],
    roomId: s.roomId,
    created: at(3, 9),
    ended: at(3, 12),
  });
  await ctx.db
    .insertInto('checkins')
    .values({ user_id: daan, type: 'MEETING', room_id: s.meetingRoomId, created: at(3, 14), deactivated_at: at(3, 15) })
    .execute();
  await ctx.db
    .insertInto('checkins')
    .values({
      user_id: null,
      is_guest: true,
      type: 'WORKSPACE',
      desk_id: s.deskIds[2],
      room_id: s.roomId,
      created: at(4, 23, 59),
      guest_name: 'Zoë "Z" van Dijk, Jr.',
      guest_company: 'Café\nNoord',
      guest_email: 'zoe@example.test',
      guest_phonenumber: '+31 6 1234 5678',
      visit_person_id: jerome,
    })
    .execute();
  await insertCheckin(ctx.db, {
    userId: daan,
    deskId: s.deskIds[1],
    roomId: s.roomId,
    created: at(5, 0, 0),
    ended: at(5, 1),
  });
});
afterAll(() => ctx.close());

const get = (query: string, auth = staff, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/reports/checkin_activities/?${query}`,
    headers: { authorization: auth, ...headers },
  });
const range = 'start_date=2026-03-02&end_date=2026-03-04&period=all&limit=-1';

describe('GET /api/reports/checkin_activities/', () => {
  it('lists every check-in of the range (00:00–23:59 inclusive), guests included, newest first, with every field', async () => {
    const res = await get(range);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const body = ZCheckinActivitiesResponseSchema.parse(res.json());
    expect(body.checkins.map((c) => c.created)).toEqual(
      [at(4, 23, 59), at(3, 14), at(3, 9), at(2, 0, 0)].map((d) => d.toISOString()),
    );
    const [guest, meeting, desk] = body.checkins;
    expect(guest).toEqual({
      id: expect.any(Number),
      desk: s.deskIds[2],
      desk_name: 'D3',
      room: s.roomId,
      room_name: 'Open space',
      type: 'WORKSPACE',
      user: null,
      user_name: null,
      guest: true,
      guest_name: 'Zoë "Z" van Dijk, Jr.',
      guest_company: 'Café\nNoord',
      guest_email: 'zoe@example.test',
      guest_phonenumber: '+31 6 1234 5678',
      visit_person: 'Jérôme Öztürk',
      created: at(4, 23, 59).toISOString(),
      deactivated_at: null,
    });
    expect(meeting).toMatchObject({
      desk: null,
      desk_name: null,
      room: s.meetingRoomId,
      room_name: 'Boardroom',
      type: 'MEETING',
      user_name: 'Daan de Vries',
    });
    expect(desk).toMatchObject({
      desk: s.deskIds[1],
      desk_name: 'D2',
      room_name: 'Open space',
      user: daan,
      guest: false,
      guest_name: null,
      visit_person: null,
      deactivated_at: at(3, 12).toISOString(),
    });
  });

  it('filters by user, desk, room and guest-only, and honours a positive limit', async () => {
    const names = async (q: string) =>
      (await get(`${range}&${q}`))
        .json()
        .checkins.map(
          (c: { id: number; user_name: string | null; guest_name: string | null }) => c.user_name ?? c.guest_name,
        );
    expect(await names(`user=${jerome}`)).toEqual(['Jérôme Öztürk']);
    expect(await names(`desk=${s.deskIds[1]}`)).toEqual(['Daan de Vries']);
    expect(await names(`room=${s.meetingRoomId}`)).toEqual(['Daan de Vries']);
    expect(await names(`room=${s.roomId}`)).toHaveLength(3);
    expect(await names('guest=true')).toEqual(['Zoë "Z" van Dijk, Jr.']);
    expect(await names('guest=false')).toHaveLength(4);
    expect((await get('start_date=2026-03-02&end_date=2026-03-04&limit=2')).json().checkins).toHaveLength(2);
    expect(await names('room=all&desk=&user=all')).toHaveLength(4);
    expect(await names(`user=${jerome}&guest=true`)).toEqual([]);
  });

  it('narrows by start and end time', async () => {
    const res = await get('start_date=2026-03-03&start_time=10:00&end_date=2026-03-03&end_time=14:00');
    expect(res.json().checkins.map((c: { type: string }) => c.type)).toEqual(['MEETING']);
  });

  it('exports CSV (RFC 4180, UTF-8 with BOM) with exactly the filtered rows', async () => {
    const res = await get(`${range}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="flexapp_2026-03-02_2026-03-04_checkins.csv"',
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.toString('utf8').slice(1);
    expect(text).toContain('\r\n');
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields?.slice(0, 4)).toEqual(['id', 'created', 'deactivated_at', 'type']);
    expect(parsed.data).toHaveLength(4);
    expect(parsed.data[0]).toMatchObject({
      guest_name: 'Zoë "Z" van Dijk, Jr.',
      guest_company: 'Café\nNoord',
      visit_person: 'Jérôme Öztürk',
      guest: 'true',
      user: '',
    });
  });

  it('compresses the JSON and the CSV for clients that accept it, as browsers do', async () => {
    const plain = await get(range);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await get(range, staff, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect((await get(range, staff, { 'accept-encoding': 'gzip;q=0, deflate' })).headers['content-encoding']).not.toBe(
      'gzip',
    );
    const csv = await get(`${range}&format=csv`, staff, { 'accept-encoding': 'gzip' });
    expect(csv.headers['content-encoding']).toBe('gzip');
    const file = gunzipSync(csv.rawPayload);
    expect(file.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(file.toString('utf8')).toBe((await get(`${range}&format=csv`)).body);
  });

  it('answers an empty list for a range without check-ins', async () => {
    expect((await get('start_date=2025-01-01&end_date=2025-01-02')).json()).toEqual({ checkins: [] });
  });

  it('rejects bad ranges and bad filters with 400', async () => {
    for (const q of [
      'start_date=2026-03-04&end_date=2026-03-02',
      'start_date=2026-02-30&end_date=2026-03-02',
      'start_date=02-03-2026&end_date=2026-03-04',
      'end_date=2026-03-04',
      'start_date=2026-03-03&end_date=2026-03-03&start_time=12:00&end_time=11:00',
      `${range}&limit=0`,
      `${range}&user=abc`,
      `${range}&period=week`,
      `${range}&format=xml`,
    ]) {
      const res = await get(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('is for staff only', async () => {
    expect((await get(range, employee)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/reports/checkin_activities/?${range}` })).statusCode).toBe(
      401,
    );
  });
});
