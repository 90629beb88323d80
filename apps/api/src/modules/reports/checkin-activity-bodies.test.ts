import { CHECKIN_EXPORT_COLUMNS, type TCheckinActivity, ZCheckinActivitiesResponseSchema } from '@flexapp/contract';
import { sql } from 'kysely';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertCheckin } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

// The check-ins report sends each check-in's JSON object as stored beside it by the triggers of
// migration 2026_11_23_0100. These tests change everything that object shows and read the report.

let ctx: TestContext;
let staff: string;
let s: Awaited<ReturnType<typeof createStructure>>;
const at = (day: number, hour: number) => new Date(2026, 2, day, hour);

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db);
  await createUser(ctx.db, { username: 'boss', staff: true });
  staff = await login(ctx.app, 'boss');
});
afterAll(() => ctx.close());

const report = async (query: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/reports/checkin_activities/?${query}`,
    headers: { authorization: staff },
  });
  expect(res.statusCode).toBe(200);
  return res;
};
const checkins = async (range: string) => ZCheckinActivitiesResponseSchema.parse((await report(range)).json()).checkins;
const byId = async (range: string) => new Map((await checkins(range)).map((c) => [c.id, c]));

/** Stored objects that differ from what the view makes of the check-ins now, and check-ins without one. */
async function staleBodies() {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM checkins c
    LEFT JOIN checkin_activities a ON a.checkin_id = c.id
    LEFT JOIN checkin_activity_bodies b ON b.checkin_id = c.id
    WHERE a.body IS DISTINCT FROM b.body OR a.created IS DISTINCT FROM c.created`.execute(ctx.db);
  return rows[0].n;
}

describe('check-in objects kept beside the check-ins', () => {
  const range = 'start_date=2026-03-02&end_date=2026-03-02&limit=-1';

  it('follow check-outs, renamed people, desks and rooms, moved desks and removed people', async () => {
    const anna = await createUser(ctx.db, { username: 'anna', first_name: 'Anna', last_name: 'Smit' });
    const host = await createUser(ctx.db, { username: 'host', first_name: 'Jérôme', last_name: 'Öztürk' });
    const quiet = await ctx.db
      .insertInto('rooms')
      .values({ floor_id: s.floorId, name: 'Quiet room', type: 'WORKSPACE' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const open = await insertCheckin(ctx.db, {
      userId: anna,
      deskId: s.deskIds[0],
      roomId: s.roomId,
      created: at(2, 9),
      ended: null,
    });
    const { id: deskOnly } = await ctx.db
      .insertInto('checkins')
      .values({
        user_id: anna,
        type: 'WORKSPACE',
        desk_id: s.deskIds[1],
        created: at(2, 10),
        deactivated_at: at(2, 11),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: guest } = await ctx.db
      .insertInto('checkins')
      .values({
        user_id: null,
        is_guest: true,
        type: 'WORKSPACE',
        desk_id: s.deskIds[2],
        room_id: s.roomId,
        created: at(2, 12),
        guest_name: 'Zoë "Z" van Dijk, Jr.',
        guest_company: 'Café\nNoord',
        visit_person_id: host,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: meeting } = await ctx.db
      .insertInto('checkins')
      .values({
        user_id: anna,
        type: 'MEETING',
        room_id: s.meetingRoomId,
        created: at(2, 14),
        deactivated_at: at(2, 15),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    let rows = await byId(range);
    expect(rows.get(deskOnly)).toMatchObject({
      desk_name: 'D2',
      room: s.roomId,
      room_name: 'Open space',
      user_name: 'Anna Smit',
    });
    expect(rows.get(guest)).toMatchObject({ visit_person: 'Jérôme Öztürk', guest_company: 'Café\nNoord' });

    await ctx.db
      .updateTable('checkins')
      .set({ deactivated_at: at(2, 17) })
      .where('id', '=', open)
      .execute();
    await ctx.db.updateTable('users').set({ last_name: 'Smit-de Boer' }).where('id', '=', anna).execute();
    await ctx.db.updateTable('users').set({ first_name: 'Jerome' }).where('id', '=', host).execute();
    await ctx.db.updateTable('desks').set({ name: 'D2b', room_id: quiet.id }).where('id', '=', s.deskIds[1]).execute();
    await ctx.db.updateTable('rooms').set({ name: 'Open plan' }).where('id', '=', s.roomId).execute();
    await ctx.db.updateTable('rooms').set({ name: 'Board "room"' }).where('id', '=', s.meetingRoomId).execute();

    rows = await byId(range);
    expect(rows.get(open)).toMatchObject({
      deactivated_at: at(2, 17).toISOString(),
      user_name: 'Anna Smit-de Boer',
      desk_name: 'D1',
      room_name: 'Open plan',
    });
    expect(rows.get(deskOnly)).toMatchObject({
      desk_name: 'D2b',
      room: quiet.id,
      room_name: 'Quiet room',
      user_name: 'Anna Smit-de Boer',
    });
    expect(rows.get(guest)).toMatchObject({ visit_person: 'Jerome Öztürk', room_name: 'Open plan' });
    expect(rows.get(meeting)).toMatchObject({ room_name: 'Board "room"', user_name: 'Anna Smit-de Boer' });

    await ctx.db.deleteFrom('users').where('id', '=', host).execute();
    await ctx.db.deleteFrom('checkins').where('id', '=', meeting).execute();
    rows = await byId(range);
    expect(rows.get(guest)).toMatchObject({ visit_person: null, guest_name: 'Zoë "Z" van Dijk, Jr.' });
    expect([...rows.keys()]).toEqual([guest, deskOnly, open]);
    expect(await staleBodies()).toBe(0);
  });

  it('list thousands of check-ins newest first, and the CSV export says the same field by field', async () => {
    const user = await createUser(ctx.db, { username: 'many', first_name: 'Łucja', last_name: 'Yılmaz, "Lu"' });
    await sql`
      INSERT INTO checkins (user_id, is_guest, type, desk_id, room_id, created, deactivated_at, guest_name, guest_company)
      SELECT CASE WHEN i % 7 = 0 THEN NULL ELSE ${user}::int END, i % 7 = 0, 'WORKSPACE', ${s.deskIds[0]}::int, ${s.roomId}::int,
        t.created, t.created + (i % 4) * interval '1 hour',
        CASE WHEN i % 7 = 0 THEN 'Guest ' || i || ', "quoted"' END, CASE WHEN i % 14 = 0 THEN E'line\\nbreak' END
      FROM generate_series(1, 3000) i
      -- three rows in a row share a moment: newest first is then decided by id
      CROSS JOIN LATERAL (SELECT ${at(10, 6)}::timestamptz + (i - i % 3) * interval '10 seconds' AS created) t`.execute(
      ctx.db,
    );
    const query = 'start_date=2026-03-10&end_date=2026-03-10&period=all&limit=-1';

    const json = await checkins(query);
    expect(json).toHaveLength(3000);
    const order = json.map((c) => [c.created, c.id] as const);
    const newestFirst = [...order].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1));
    expect(order).toEqual(newestFirst);

    const csv = (await report(`${query}&format=csv`)).rawPayload.toString('utf8');
    expect(csv.startsWith(`\uFEFF${CHECKIN_EXPORT_COLUMNS.join(',')}\r\n`)).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(csv.slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const asCsv = (c: TCheckinActivity) =>
      Object.fromEntries(CHECKIN_EXPORT_COLUMNS.map((k) => [k, c[k] === null ? '' : String(c[k])]));
    expect(parsed.data).toEqual(json.map(asCsv));
    expect(parsed.data.find((r) => r.guest_company === 'line\nbreak')).toBeDefined();

    const limited = await checkins(`${query.replace('limit=-1', 'limit=5')}&guest=true`);
    expect(limited.map((c) => c.id)).toEqual(
      json
        .filter((c) => c.guest)
        .slice(0, 5)
        .map((c) => c.id),
    );
    expect(await staleBodies()).toBe(0);
  });
});
