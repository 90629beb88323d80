import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
let staff: string;
let admin: string;
let adminAndReception: string;

const FULL = { guest_name: 'Gina Gast', guest_email: 'gina@guest.example', guest_phonenumber: '+31 6 1111 2222' };
const HOSTED = { guest_name: 'Hugo Host', guest_email: 'hugo@guest.example', guest_phonenumber: '+31 6 3333 4444' };

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  const s = await createStructure(ctx.db, { building: 'Zuidas' });
  await createUser(ctx.db, { username: 'boss', staff: true });
  const lara = await createUser(ctx.db, { username: 'lara' });
  const rita = await createUser(ctx.db, { username: 'rita' });
  const hans = await createUser(ctx.db, { username: 'hans' });
  staff = await login(ctx.app, 'boss');
  const assign = async (role: string, userId: number) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/setup/roles',
      headers: { authorization: staff },
      payload: { role, user_id: userId, building_ids: [s.buildingId] },
    });
    expect(res.statusCode).toBe(201);
  };
  await assign('location_admin', lara);
  await assign('location_admin', rita);
  await assign('reception', rita);
  admin = await login(ctx.app, 'lara');
  adminAndReception = await login(ctx.app, 'rita');
  const guest = (fields: typeof FULL, host: number, deskId: number, hour: number) => ({
    user_id: null,
    is_guest: true,
    type: 'WORKSPACE' as const,
    desk_id: deskId,
    room_id: s.roomId,
    created: new Date(2027, 1, 26, hour),
    deactivated_at: new Date(2027, 1, 26, hour + 1),
    guest_company: 'Gast BV',
    visit_person_id: host,
    ...fields,
  });
  await ctx.db
    .insertInto('checkins')
    .values([guest(FULL, hans, s.deskIds[0]!, 9), guest(HOSTED, lara, s.deskIds[1]!, 11)])
    .execute();
}, 120_000);
afterAll(() => ctx.close());

const range = 'start_date=2027-02-26&end_date=2027-02-26';
const get = (auth: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: auth } });
async function reportRows(auth: string) {
  const json = await get(auth, `/api/reports/checkin_activities?${range}`);
  expect(json.statusCode).toBe(200);
  const csv = await get(auth, `/api/reports/checkin_activities?${range}&format=csv`);
  expect(csv.statusCode).toBe(200);
  const parsed = Papa.parse<Record<string, string>>(csv.body.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  const latest = await get(auth, `/api/reports/latest_checkins?${range}`);
  expect(latest.statusCode).toBe(200);
  const rows: Record<string, string | null>[] = json.json().checkins;
  return { json: rows, csv: parsed.data, latest: latest.json() };
}
const pick = (row: Record<string, unknown>) => ({
  guest_name: row.guest_name || null,
  guest_email: row.guest_email || null,
  guest_phonenumber: row.guest_phonenumber || null,
});

/** Guests' personal data in the check-ins report: reception of the building and the host only (decision 446). */
describe("guests' details in the check-ins report", () => {
  it('a location admin sees a guest they do not host by first name and company only, in JSON, CSV and latest', async () => {
    const { json, csv, latest } = await reportRows(admin);
    const gina = json.find((r) => r.guest_name?.startsWith('Gina'))!;
    expect(pick(gina)).toEqual({ guest_name: 'Gina', guest_email: null, guest_phonenumber: null });
    expect(gina).toMatchObject({ guest_company: 'Gast BV' });
    expect(pick(csv.find((r) => r.guest_name?.startsWith('Gina'))!)).toEqual(pick(gina));
    expect(latest.map((r: { guest_name: string }) => r.guest_name).sort()).toEqual(['Gina', 'Hugo Host']);
    // Their own guest in full.
    expect(pick(json.find((r) => r.guest_name?.startsWith('Hugo'))!)).toEqual(HOSTED);
    expect(pick(csv.find((r) => r.guest_name?.startsWith('Hugo'))!)).toEqual(HOSTED);
    const text = JSON.stringify({ json, csv, latest });
    expect(text).not.toContain('Gina Gast');
    expect(text).not.toContain(FULL.guest_email);
  });

  it('reception of the building and staff see every guest in full', async () => {
    for (const auth of [adminAndReception, staff]) {
      const { json, csv, latest } = await reportRows(auth);
      for (const rows of [json, csv]) {
        expect(pick(rows.find((r) => r.guest_name?.startsWith('Gina'))!)).toEqual(FULL);
        expect(pick(rows.find((r) => r.guest_name?.startsWith('Hugo'))!)).toEqual(HOSTED);
      }
      expect(latest.map((r: { guest_name: string }) => r.guest_name).sort()).toEqual(['Gina Gast', 'Hugo Host']);
    }
  });
});
