import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';
import { buildReportFixture, REPORT_NOW } from './dashboard-reports.fixture';

// Every expected number below is computed by hand from the table in dashboard-reports.fixture.ts.
let ctx: TestContext;
let staff: string;
let employee: string;
let fx: Awaited<ReturnType<typeof buildReportFixture>>;

beforeAll(async () => {
  const clock = manualClock(REPORT_NOW);
  ctx = await createTestContext({ clock });
  fx = await buildReportFixture(ctx.db, clock.now());
  staff = await login(ctx.app, 'boss');
  employee = await login(ctx.app, 'worker');
});
afterAll(() => ctx.close());

const OCTOBER = 'start_date=2026-10-01&end_date=2026-10-31';
const get = async (path: string, auth = staff) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/reports/${path}`, headers: { authorization: auth } });
  return { status: res.statusCode, body: res.json() };
};
const ok = async (path: string) => {
  const res = await get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('GET /reports/checkin_durations', () => {
  it('averages closed check-ins per month, in seconds', async () => {
    // A1 28800 + A2 7200 + A3 14400 + A5 5400 + A6 28800 = 84600 / 5
    expect(await ok(`checkin_durations?${OCTOBER}&checkin_type=WORKSPACE`)).toEqual([
      { month: '2026-10', average: 16920, count: 5 },
    ]);
    expect(await ok(`checkin_durations?${OCTOBER}&checkin_type=MEETING`)).toEqual([
      { month: '2026-10', average: 3600, count: 1 },
    ]);
  });

  it('lists every month of the range; building, weekday and type narrow it', async () => {
    expect(await ok('checkin_durations?start_date=2026-08-20&end_date=2026-10-31')).toEqual([
      { month: '2026-08', average: 0, count: 0 },
      { month: '2026-09', average: 7200, count: 1 },
      { month: '2026-10', average: 16920, count: 5 },
    ]);
    // HQ only: A1, A2, A3, A5 = 55800 / 4
    expect(await ok(`checkin_durations?${OCTOBER}&building_id=${fx.hq.buildingId}`)).toEqual([
      { month: '2026-10', average: 13950, count: 4 },
    ]);
    // Mondays: A1, A2, A5, A6 = 70200 / 4
    expect(await ok(`checkin_durations?${OCTOBER}&day_of_week=1`)).toEqual([
      { month: '2026-10', average: 17550, count: 4 },
    ]);
    // building_id=all is no filter
    expect(await ok(`checkin_durations?${OCTOBER}&building_id=all`)).toEqual([
      { month: '2026-10', average: 16920, count: 5 },
    ]);
  });
});

describe('GET /reports/checkin_summaries', () => {
  it('counts desk and meeting-room check-ins per month (home work never)', async () => {
    expect(await ok(`checkin_summaries?${OCTOBER}`)).toEqual([{ month: '2026-10', count: 6 }]);
    expect(await ok(`checkin_summaries?start_date=2026-09-01&end_date=2026-10-31`)).toEqual([
      { month: '2026-09', count: 1 },
      { month: '2026-10', count: 6 },
    ]);
  });

  it('is narrowed by building, floor, room, weekday, type and range', async () => {
    expect(await ok(`checkin_summaries?${OCTOBER}&building_id=${fx.hq.buildingId}`)).toEqual([
      { month: '2026-10', count: 5 },
    ]);
    expect(await ok(`checkin_summaries?${OCTOBER}&floor_id=${fx.annex.floorId}`)).toEqual([
      { month: '2026-10', count: 1 },
    ]);
    expect(await ok(`checkin_summaries?${OCTOBER}&room_id=${fx.hq.meetingRoomId}`)).toEqual([
      { month: '2026-10', count: 1 },
    ]);
    expect(await ok(`checkin_summaries?${OCTOBER}&day_of_week=1`)).toEqual([{ month: '2026-10', count: 4 }]);
    expect(await ok(`checkin_summaries?${OCTOBER}&day_of_week=3`)).toEqual([{ month: '2026-10', count: 0 }]);
    expect(await ok(`checkin_summaries?${OCTOBER}&checkin_type=MEETING`)).toEqual([{ month: '2026-10', count: 1 }]);
    expect(await ok('checkin_summaries?start_date=2026-10-06&end_date=2026-10-06')).toEqual([
      { month: '2026-10', count: 2 },
    ]);
  });
});

describe('GET /reports/active_users', () => {
  it('counts distinct people (not guests) with a place check-in in the range', async () => {
    expect(await ok(`active_users?${OCTOBER}`)).toEqual({ active_users: 3, total_users: 5, checkins: 6 });
    expect(await ok(`active_users?${OCTOBER}&building_id=${fx.annex.buildingId}`)).toEqual({
      active_users: 1,
      total_users: 5,
      checkins: 1,
    });
    // Mondays of October: u1, u2 and the guest
    expect(await ok(`active_users?${OCTOBER}&day_of_week=1`)).toEqual({ active_users: 2, total_users: 5, checkins: 4 });
    expect(await ok('active_users?start_date=2026-09-01&end_date=2026-09-30')).toEqual({
      active_users: 1,
      total_users: 5,
      checkins: 1,
    });
  });
});

describe('GET /reports/latest_checkins', () => {
  it('lists the newest check-ins first, with who and where', async () => {
    const rows = await ok(`latest_checkins?${OCTOBER}&limit=3`);
    expect(rows.map((r: { id: number }) => r.id)).toEqual([fx.checkins.A5, fx.checkins.A4, fx.checkins.A3]);
    expect(rows[0]).toMatchObject({
      type: 'WORKSPACE',
      user: null,
      guest_name: 'Gina Guest',
      desk: { name: 'D3' },
      room: { name: 'Open space' },
      building_name: 'HQ',
    });
    expect(rows[1]).toMatchObject({
      type: 'MEETING',
      user: { id: fx.users.u3, name: 'Cas Three' },
      desk: null,
      room: { id: fx.hq.meetingRoomId, name: 'Boardroom' },
    });
  });

  it('filters by type and place', async () => {
    const meetings = await ok(`latest_checkins?${OCTOBER}&checkin_type=MEETING`);
    expect(meetings.map((r: { id: number }) => r.id)).toEqual([fx.checkins.A4]);
    const annex = await ok(`latest_checkins?${OCTOBER}&building_id=${fx.annex.buildingId}`);
    expect(annex.map((r: { id: number }) => r.id)).toEqual([fx.checkins.A6]);
  });
});

describe('GET /reports/room_usage and desk_usage', () => {
  it('sums closed check-in seconds per room; rooms without use appear with 0', async () => {
    const rows = await ok(`room_usage?${OCTOBER}`);
    expect(
      rows.map((r: { building_name: string; room_name: string; last_month_usage: number }) => [
        r.building_name,
        r.room_name,
        r.last_month_usage,
      ]),
    ).toEqual([
      ['HQ', 'Open space', 55800],
      ['Annex', 'Open space', 28800],
      ['HQ', 'Boardroom', 3600],
      ['Annex', 'Boardroom', 0],
    ]);
    expect(rows[0]).toMatchObject({ floor_name: 'Floor 1', room_type: 'WORKSPACE' });
  });

  it('sort=asc lists the least used first; checkin_type and weekday narrow it', async () => {
    const asc = await ok(`room_usage?${OCTOBER}&sort=asc&limit=2`);
    expect(asc.map((r: { last_month_usage: number }) => r.last_month_usage)).toEqual([0, 3600]);
    const meeting = await ok(`room_usage?${OCTOBER}&checkin_type=MEETING`);
    expect(
      meeting.map((r: { building_name: string; last_month_usage: number }) => [r.building_name, r.last_month_usage]),
    ).toEqual([
      ['HQ', 3600],
      ['Annex', 0],
    ]);
    const tuesdays = await ok(`room_usage?${OCTOBER}&day_of_week=2&building_id=${fx.hq.buildingId}`);
    expect(
      tuesdays.map((r: { room_name: string; last_month_usage: number }) => [r.room_name, r.last_month_usage]),
    ).toEqual([
      ['Open space', 14400],
      ['Boardroom', 3600],
    ]);
  });

  it('desk_usage: open desks only, seconds per desk', async () => {
    const rows = await ok(`desk_usage?${OCTOBER}`);
    expect(
      rows.map((r: { building_name: string; desk_name: string; last_month_usage: number }) => [
        r.building_name,
        r.desk_name,
        r.last_month_usage,
      ]),
    ).toEqual([
      ['HQ', 'D1', 43200],
      ['Annex', 'D1', 28800],
      ['HQ', 'D2', 7200],
      ['HQ', 'D3', 5400],
    ]);
    const asc = await ok(`desk_usage?${OCTOBER}&sort=asc&building_id=${fx.hq.buildingId}`);
    expect(asc.map((r: { desk_name: string }) => r.desk_name)).toEqual(['D3', 'D2', 'D1']);
    const september = await ok(`desk_usage?start_date=2026-09-01&end_date=2026-09-30&room_id=${fx.hq.roomId}`);
    expect(
      september.map((r: { desk_name: string; last_month_usage: number }) => [r.desk_name, r.last_month_usage]),
    ).toEqual([
      ['D2', 7200],
      ['D1', 0],
      ['D3', 0],
    ]);
  });
});

describe('GET /reports/user_counts', () => {
  it('splits the people by where they are now', async () => {
    expect(await ok('user_counts')).toEqual({
      checked_in: 1,
      anonymous: 1,
      bhv_users: 1,
      by_status: [
        { status: 'working_building', count: 1 },
        { status: 'working_home', count: 1 },
        { status: 'will_arrive', count: 1 },
        { status: 'may_arrive', count: 1 },
        { status: 'no_working', count: 1 },
      ],
    });
  });

  it('the place filter narrows checked_in', async () => {
    expect((await ok(`user_counts?building_id=${fx.annex.buildingId}`)).checked_in).toBe(0);
    expect((await ok(`user_counts?room_id=${fx.hq.meetingRoomId}`)).checked_in).toBe(1);
  });
});

describe('GET /reports/questionnaires', () => {
  it('counts the answers given in the month, with the free texts', async () => {
    expect(await ok('questionnaires?month=2026-10')).toEqual([
      {
        id: expect.any(Number),
        name: 'Pulse',
        questions: [
          {
            id: expect.any(Number),
            title: 'How was your day?',
            answers: [
              { id: fx.answers.good, answer: 'Good', count: 2, is_custom: false, additional_info: [] },
              { id: fx.answers.bad, answer: 'Bad', count: 0, is_custom: false, additional_info: [] },
              { id: fx.answers.other, answer: 'Other', count: 1, is_custom: true, additional_info: ['Too cold'] },
            ],
          },
        ],
      },
    ]);
    const september = await ok('questionnaires?month=2026-09');
    expect(september.map((q: { name: string }) => q.name)).toEqual(['Pulse', 'Old']);
    expect(september[0].questions[0].answers.map((a: { count: number }) => a.count)).toEqual([0, 1, 0]);
    expect(await ok('questionnaires?month=2026-12')).toEqual([]);
  });
});

describe('access and validation', () => {
  const paths = [
    `checkin_durations?${OCTOBER}`,
    `checkin_summaries?${OCTOBER}`,
    `active_users?${OCTOBER}`,
    `latest_checkins?${OCTOBER}`,
    'user_counts',
    `room_usage?${OCTOBER}`,
    `desk_usage?${OCTOBER}`,
    'questionnaires?month=2026-10',
  ];

  it('is for staff only', async () => {
    for (const path of paths) {
      expect((await get(path, employee)).status, path).toBe(403);
      const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/reports/${path}` });
      expect(anonymous.statusCode, path).toBe(401);
    }
  });

  it('refuses bad dates, weekdays, types, sorts, ids and months with 400', async () => {
    const bad = [
      'checkin_summaries?start_date=2026-02-30&end_date=2026-03-01',
      'checkin_summaries?start_date=2026-10-31&end_date=2026-10-01',
      'checkin_summaries?start_date=01-10-2026&end_date=2026-10-31',
      'checkin_summaries?end_date=2026-10-31',
      `checkin_summaries?${OCTOBER}&day_of_week=7`,
      `checkin_durations?${OCTOBER}&checkin_type=HOMEWORK`,
      `room_usage?${OCTOBER}&sort=up`,
      `desk_usage?${OCTOBER}&building_id=abc`,
      `latest_checkins?${OCTOBER}&limit=0`,
      'questionnaires?month=2026-13',
      'questionnaires',
    ];
    for (const path of bad) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
  });
});
