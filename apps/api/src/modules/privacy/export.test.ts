import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertBooking } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';
import { pdfText } from '../../../test/pdf-text';

/** The app's clock: Monday 1 March 2027, 09:30 (decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
let staff: string;
let employee: string;
let employeeId: number;
let dutchId: number;

const get = (authorization: string | undefined, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await createUser(ctx.db, { username: 'boss', staff: true, first_name: 'Bo', last_name: 'Boss' });
  staff = await login(ctx.app, 'boss');
  employeeId = await createUser(ctx.db, { username: 'emma', first_name: 'Emma', last_name: 'Employee' });
  employee = await login(ctx.app, 'emma');
  dutchId = await createUser(ctx.db, { username: 'daan', first_name: 'Daan', last_name: 'de Vries', language: 'nl' });
  const s = await createStructure(ctx.db);
  await insertBooking(ctx.db, {
    userId: employeeId,
    deskId: s.deskIds[0]!,
    timetableId: s.timetableIds[0]!,
    date: '2027-03-02',
    start: new Date('2027-03-02T08:00:00'),
    end: new Date('2027-03-02T12:00:00'),
  });
  await ctx.db
    .insertInto('notifiers')
    .values({ user_id: employeeId, desk_id: s.deskIds[1]!, created_at: clock.now() })
    .execute();
});
afterAll(() => ctx.close());

describe('export of a person’s data', () => {
  it('gives the person everything as JSON, and logs the export', async () => {
    const res = await get(employee, '/api/users/self/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="flexapp-data-emma-2027-03-01.json"');
    const data = res.json();
    expect(data.profile).toMatchObject({ id: employeeId, username: 'emma', email: 'emma@example.test' });
    expect(data.bookings).toHaveLength(1);
    expect(data.bookings[0]).toMatchObject({ date: '2027-03-02', place: 'D1' });
    expect(data.watches).toEqual([expect.objectContaining({ desk: 'D2' })]);
    const log = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.export').execute();
    expect(log).toEqual([expect.objectContaining({ user_id: employeeId, entity_id: employeeId })]);
    expect(log[0]!.details).toEqual({ format: 'json', by_self: true });
  });

  it('gives a readable PDF in the person’s language', async () => {
    const res = await get(employee, '/api/users/self/export?format=pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Your data in flexapp');
    expect(text).toContain('Username: emma');
    expect(text).toContain('Bookings (1)');
    const dutch = await get(staff, `/api/setup/users/${dutchId}/export?format=pdf`);
    expect(dutch.statusCode).toBe(200);
    const nl = pdfText(dutch.rawPayload);
    expect(nl).toContain('Uw gegevens in flexapp');
    expect(nl).toContain('Naam: Daan de Vries');
    expect(nl).toContain('Reserveringen (0)');
  });

  it('lets staff export anyone, not an employee (403), nobody signed out (401), bad input 400', async () => {
    expect((await get(staff, `/api/setup/users/${employeeId}/export`)).json().profile.username).toBe('emma');
    const refused = await get(employee, `/api/setup/users/${dutchId}/export`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await get(undefined, '/api/users/self/export')).statusCode).toBe(401);
    expect((await get(undefined, `/api/setup/users/${dutchId}/export`)).statusCode).toBe(401);
    expect((await get(employee, '/api/users/self/export?format=docx')).statusCode).toBe(400);
    expect((await get(staff, '/api/setup/users/999999/export')).statusCode).toBe(404);
  });

  it('lists who booked in the person’s name, and the bookings they made for colleagues (decision 406)', async () => {
    const desk = (await ctx.db.selectFrom('desks').select('id').where('name', '=', 'D3').executeTakeFirstOrThrow()).id;
    const slot = (await ctx.db.selectFrom('timetables').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const booked = (userId: number, bookedBy: number, date: string) =>
      ctx.db
        .insertInto('bookings')
        .values({
          user_id: userId,
          booked_by: bookedBy,
          desk_id: desk,
          timetable_id: slot,
          date,
          start_at: new Date(`${date}T08:00:00`),
          end_at: new Date(`${date}T12:00:00`),
          title: 'Daan’s own words',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const forEmma = await booked(employeeId, dutchId, '2027-03-03');
    const forDaan = await booked(dutchId, employeeId, '2027-03-04');

    const data = (await get(employee, '/api/users/self/export')).json();
    expect(data.bookings).toContainEqual(
      expect.objectContaining({ id: forEmma.id, place: 'D3', booked_by: dutchId, booked_by_name: 'Daan de Vries' }),
    );
    expect(data.bookings_for_others).toEqual([
      {
        id: forDaan.id,
        date: '2027-03-04',
        start_at: new Date('2027-03-04T08:00:00').toISOString(),
        end_at: new Date('2027-03-04T12:00:00').toISOString(),
        place: 'D3',
        booked_for: dutchId,
        booked_for_name: 'Daan de Vries',
        created_at: expect.any(String),
        cancelled_at: null,
      },
    ]);
    const daan = (await get(staff, `/api/setup/users/${dutchId}/export`)).json();
    expect(daan.bookings).toEqual([
      expect.objectContaining({ id: forDaan.id, booked_by: employeeId, booked_by_name: 'Emma Employee' }),
    ]);
    expect(daan.bookings_for_others).toEqual([expect.objectContaining({ id: forEmma.id, booked_for: employeeId })]);
    const nl = pdfText((await get(staff, `/api/setup/users/${dutchId}/export?format=pdf`)).rawPayload);
    expect(nl).toContain("Reserveringen die u voor collega's maakte (1)");
    expect(nl).toContain('booked_by_name: Emma Employee');
  });
});
