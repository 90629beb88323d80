import { addDays } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';
import { runRetention } from './index';

/**
 * Issue 38: aggregates survive anonymisation. Three months of random check-ins, bookings and answers
 * (December 2026 to February 2027); every report the dashboard and the bookings report offer, for every range
 * they offer on Monday 1 March 2027 and for December alone, answers the same numbers after December lost its
 * people (decision 316). Seeded: RETENTION_SEED replays another.
 */
const SEED = Number(process.env.RETENTION_SEED ?? 20_270_301);
const NOW = '2027-03-01T09:30:00';
const clock = manualClock(NOW);

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The ranges the dashboard's presets and the bookings report's shortcuts give on 1 March 2027, and December. */
const RANGES: [string, string][] = [
  ['2027-01-31', '2027-03-01'], // past 30 days
  ['2027-03-01', '2027-03-30'], // next 30 days
  ['2027-02-01', '2027-02-28'], // last month
  ['2027-03-01', '2027-03-31'], // this month
  ['2027-04-01', '2027-04-30'], // next month
  ['2026-09-01', '2027-02-28'], // 6 months (dashboard)
  ['2026-03-01', '2027-02-28'], // a year (dashboard)
  ['2026-09-01', '2027-03-01'], // 6 months (bookings report)
  ['2026-03-02', '2027-03-01'], // a year (bookings report)
  ['2026-12-01', '2026-12-31'], // the month that is anonymised
  ['2026-12-01', '2027-01-31'], // it and the month after
];

let ctx: TestContext;
let staff: string;

const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: staff } });
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json();
};

/** Names of people are what anonymisation takes away: lists show that a person was there, not who. */
const withoutNames = (rows: { user: unknown }[]) => rows.map((r) => ({ ...r, user: r.user ? 'a person' : null }));

/** Every report, every range: one picture of all the numbers the dashboard can show. */
async function allReports() {
  const out: Record<string, unknown> = {};
  for (const [start, end] of RANGES) {
    const q = `start_date=${start}&end_date=${end}`;
    for (const type of ['', '&checkin_type=WORKSPACE', '&checkin_type=MEETING']) {
      out[`summaries ${q}${type}`] = await get(`/api/reports/checkin_summaries?${q}${type}`);
      out[`room_usage ${q}${type}`] = await get(`/api/reports/room_usage?${q}${type}&limit=100`);
      out[`latest ${q}${type}`] = withoutNames(await get(`/api/reports/latest_checkins?${q}${type}&limit=100`));
    }
    for (const type of ['WORKSPACE', 'MEETING'])
      out[`durations ${q} ${type}`] = await get(`/api/reports/checkin_durations?${q}&checkin_type=${type}`);
    out[`active_users ${q}`] = await get(`/api/reports/active_users?${q}`);
    out[`no_shows ${q}`] = await get(`/api/reports/no_shows?${q}`);
    out[`desk_usage ${q}`] = await get(`/api/reports/desk_usage?${q}&limit=100`);
    // The day-of-week filter (Monday, Wednesday) applies to every report; two of them suffice to cover it.
    for (const dow of [1, 3]) {
      out[`desk_usage ${q} dow ${dow}`] = await get(`/api/reports/desk_usage?${q}&day_of_week=${dow}`);
      out[`active_users ${q} dow ${dow}`] = await get(`/api/reports/active_users?${q}&day_of_week=${dow}`);
    }
    const stats = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkins/stats/?sort=asc',
      headers: { authorization: staff },
      payload: { start_date: start, start_time: '00:00', end_date: end, end_time: '23:59' },
    });
    expect(stats.statusCode, stats.body).toBe(200);
    out[`stats ${q}`] = stats.json();
    out[`bookings ${q}`] = await get(`/api/reports/bookings/all.all.all.0?${q}`);
    const summary = await get(`/api/reports/bookings/all.all.all.0/summary?${q}`);
    // Who booked most is a list of people: after anonymisation December's bookings are the twins', so only the
    // counts of that list are compared, and only for December alone (where each twin stands for one person).
    const { users, ...counts } = summary as { users: { total_bookings: number; total_desks: number }[] };
    out[`bookings summary ${q}`] = counts;
    if (start === '2026-12-01' && end === '2026-12-31')
      out[`bookings summary people ${q}`] = users.map((u) => [u.total_bookings, u.total_desks]).sort();
  }
  out.user_counts = await get('/api/reports/user_counts');
  for (const month of ['2026-12', '2027-01', '2027-02']) {
    const results = (await get(`/api/reports/questionnaires?month=${month}`)) as {
      questions: { answers: { additional_info?: unknown }[] }[];
    }[];
    // The remarks are free text a person wrote: anonymisation clears them; the counts stay.
    out[`questionnaires ${month}`] = results.map((r) => ({
      ...r,
      questions: r.questions.map((qq) => ({
        ...qq,
        answers: qq.answers.map(({ additional_info: _remarks, ...a }) => a),
      })),
    }));
  }
  return out;
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await createUser(ctx.db, { username: 'boss', staff: true, first_name: 'Bo', last_name: 'Boss' });
  staff = await login(ctx.app, 'boss');
  const s = await createStructure(ctx.db, { desks: 4 });
  const people: number[] = [];
  for (let i = 0; i < 7; i++)
    people.push(await createUser(ctx.db, { username: `p${i}`, first_name: `Person${i}`, last_name: 'Tester' }));
  const rnd = random(SEED);
  console.log(`retention-reports: RETENTION_SEED=${SEED}`);
  const qn = await ctx.db
    .insertInto('questionnaires')
    .values({ name: 'Mood', created_at: clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const question = await ctx.db
    .insertInto('questions')
    .values({ questionnaire_id: qn.id, title: 'How?' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const answers: number[] = [];
  for (const answer of ['Fine', 'Busy', 'Quiet'])
    answers.push(
      (
        await ctx.db
          .insertInto('question_answers')
          .values({ question_id: question.id, answer })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );

  const checkins = [];
  const bookings = [];
  const responses = [];
  for (let day = '2026-12-01'; day <= '2027-02-26'; day = addDays(day, 1)) {
    const [y, m, d] = day.split('-').map(Number);
    const at = (h: number, min = 0) => new Date(y!, m! - 1, d!, h, min);
    if ([0, 6].includes(at(12).getDay())) continue;
    const desks = [...s.deskIds];
    for (const person of people) {
      const r = rnd();
      if (r < 0.5 && desks.length > 0) {
        const desk = desks.splice(Math.floor(rnd() * desks.length), 1)[0]!;
        const from = 7 + Math.floor(rnd() * 4);
        const booking = rnd() < 0.7;
        if (booking)
          bookings.push({
            user_id: person,
            desk_id: desk,
            timetable_id: s.timetableIds[0]!,
            date: day,
            start_at: at(8),
            end_at: at(12),
            created_at: at(7),
            cancelled_at: rnd() < 0.15 ? at(7, 30) : null,
            cancelled_by: null as number | null,
          });
        if (rnd() < 0.8)
          checkins.push({
            user_id: person,
            type: 'WORKSPACE' as const,
            desk_id: desk,
            room_id: s.roomId,
            created: at(from, Math.floor(rnd() * 60)),
            deactivated_at: at(from + 1 + Math.floor(rnd() * 6)),
          });
      } else if (r < 0.6)
        checkins.push({
          user_id: person,
          type: 'MEETING' as const,
          desk_id: null,
          room_id: s.meetingRoomId,
          created: at(13),
          deactivated_at: at(14, Math.floor(rnd() * 60)),
        });
      else if (r < 0.7)
        checkins.push({
          user_id: person,
          type: 'HOMEWORK' as const,
          desk_id: null,
          room_id: null,
          created: at(9),
          deactivated_at: at(17),
        });
      if (rnd() < 0.1)
        responses.push({
          question_id: question.id,
          answer_id: answers[Math.floor(rnd() * answers.length)]!,
          user_id: person,
          additional_info: rnd() < 0.5 ? 'A remark' : null,
          created_at: at(16),
        });
    }
  }
  for (const b of bookings) if (b.cancelled_at) b.cancelled_by = b.user_id;
  await ctx.db.insertInto('checkins').values(checkins).execute();
  await ctx.db.insertInto('bookings').values(bookings).execute();
  await ctx.db.insertInto('questionnaire_responses').values(responses).execute();
  // Only the anonymising categories run; the rest keep everything (null).
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/configuration/settings',
    headers: { authorization: staff },
    payload: {
      retention_checkins_days: 30,
      retention_questionnaire_days: 30,
      retention_guests_days: null,
      retention_messages_days: null,
      retention_mail_days: null,
      retention_activity_days: null,
      retention_deactivated_accounts_days: null,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}, 120_000);
afterAll(() => ctx.close());

describe('reports before and after a month was anonymised (issue 38, decision 316)', () => {
  it('answer the same numbers for every report and range the dashboard offers', async () => {
    const before = await allReports();
    // The night of 31 January: 30 days back is the start of 1 January, so all of December goes.
    const report = await runRetention(ctx.app, new Date(2027, 0, 31, 0, 0));
    expect(report.checkins).toBeGreaterThan(50);
    expect(report.bookings).toBeGreaterThan(20);
    expect(report.questionnaire_answers).toBeGreaterThan(0);
    const december = await ctx.db
      .selectFrom('checkins')
      .innerJoin('users', 'users.id', 'checkins.user_id')
      .select('users.username')
      .where('checkins.created', '<', new Date(2027, 0, 1))
      .distinct()
      .execute();
    expect(december.every((u) => u.username.startsWith('retained-'))).toBe(true);
    const january = await ctx.db
      .selectFrom('checkins')
      .innerJoin('users', 'users.id', 'checkins.user_id')
      .select('users.username')
      .where('checkins.created', '>=', new Date(2027, 0, 1))
      .distinct()
      .execute();
    expect(january.some((u) => u.username.startsWith('retained-'))).toBe(false);
    expect(await allReports()).toEqual(before);
  }, 300_000);
});
