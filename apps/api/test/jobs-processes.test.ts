import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSettings } from '../src/modules/configuration';
import { startApiProcess } from './api-process';
import { createStructure, insertBooking } from './fixtures';
import { createTestContext, createUser, type TestContext } from './helpers';
import { sentSince } from './outbox';
import { startSmtpServer } from './smtp';
import { manualClock } from '../src/lib/clock';

/**
 * The job runner across real server processes on one database (decision 140): two API processes
 * run each job once (the messages and e-mails are counted), and a job interrupted by kill -9 runs
 * after a restart.
 */
const DAY = '2027-03-01';
const local = (hhmm: string) => new Date(`${DAY}T${hhmm}:00`);
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let s: Awaited<ReturnType<typeof createStructure>>;
let boss: PgBoss;

beforeAll(async () => {
  // The test's own app only writes fixtures; the server processes start their clocks with FLEXAPP_NOW.
  ctx = await createTestContext({ clock: manualClock(local('07:00')) });
  smtp = await startSmtpServer();
  s = await createStructure(ctx.db, { desks: 8 });
});
afterAll(async () => {
  await boss?.stop({ graceful: false }).catch(() => undefined);
  await ctx?.close();
  await smtp?.close();
});

const until = async (what: () => Promise<boolean>, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
};
const sweepJobs = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('pgboss.job' as 'users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('name' as 'username', '=', 'sweep')
        .where('state' as 'username', '=', 'completed')
        .executeTakeFirstOrThrow()
    ).n,
  );

/** No mail job is waiting, running or due for a retry: every delivery has finished, one way or the other. */
const mailJobsSettled = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('pgboss.job' as 'users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('name' as 'username', '=', 'mail')
        .where('state' as 'username', 'in', ['created', 'retry', 'active'])
        .executeTakeFirstOrThrow()
    ).n,
  ) === 0;

describe('two API processes on one database', () => {
  it(
    'run each sweep once: every no-show is released, told and e-mailed exactly once',
    { timeout: 120_000 },
    async () => {
      const users: number[] = [];
      for (let i = 0; i < 6; i++) {
        const id = await createUser(ctx.db, { username: `p${i}`, language: i % 2 ? 'nl' : 'en' });
        users.push(id);
        await insertBooking(ctx.db, {
          userId: id,
          deskId: s.deskIds[i],
          timetableId: s.timetableIds[0],
          date: DAY,
          start: local('08:00'),
          end: local('12:00'),
        });
      }
      await saveSettings(ctx.db, { auto_release_minutes: 15 }, null);
      const env = {
        FLEXAPP_NOW: local('08:30').toISOString(),
        SMTP_URL: smtp.url,
        MAIL_FROM: 'flexapp <flexapp@example.com>',
        PUBLIC_URL: 'http://flex.test',
      };
      const [a, b] = await Promise.all([startApiProcess(ctx.url, env), startApiProcess(ctx.url, env)]);
      try {
        // Sweeps queued as the schedule queues them; both processes' workers compete for each.
        boss = new PgBoss({ connectionString: ctx.url, schema: 'pgboss', max: 2, supervise: false, schedule: false });
        await boss.start();
        for (let round = 1; round <= 4; round++) {
          const before = await sweepJobs();
          await boss.send('sweep', null);
          await until(async () => (await sweepJobs()) > before);
        }
        await smtp.waitFor(6, 30_000);
        // Every outbox row sent and no mail job left to run: nothing more can arrive.
        await sentSince(ctx.db, '0', 30_000);
        await until(mailJobsSettled);
        const released = await ctx.db
          .selectFrom('bookings')
          .select(['user_id', 'release_reason'])
          .where('release_reason', '=', 'no_show')
          .execute();
        expect(released.map((r) => r.user_id).sort()).toEqual([...users].sort());
        const messages = await ctx.db
          .selectFrom('messages')
          .select('user_id')
          .where('kind', '=', 'booking_released')
          .execute();
        expect(messages.map((m) => m.user_id).sort()).toEqual([...users].sort());
        expect(smtp.received).toHaveLength(6);
        expect(new Set(smtp.received.map((m) => m.to)).size).toBe(6);
        const outbox = await ctx.db.selectFrom('mail_outbox').select(['attempts', 'sent_at']).execute();
        expect(outbox).toHaveLength(6);
        expect(outbox.every((o) => o.attempts === 1 && o.sent_at !== null)).toBe(true);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    },
  );
});

describe('restart after kill -9', () => {
  it('an e-mail job interrupted by kill -9 is sent after the restart, once', { timeout: 120_000 }, async () => {
    await createUser(ctx.db, { username: 'kim', language: 'en' });
    const before = smtp.received.length;
    smtp.state.stall = true; // the mail server takes the message and never answers: the job stays active
    const env = {
      FLEXAPP_NOW: local('07:00').toISOString(),
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://flex.test',
      JOB_TIMEOUT_SECONDS: '3',
    };
    const first = await startApiProcess(ctx.url, env);
    const login = await fetch(`${first.url}/api/users/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'kim', password: 'secret' }),
    });
    const { token } = (await login.json()) as { token: string };
    const booked = await fetch(`${first.url}/api/booking/new/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify([{ desk_id: s.deskIds[7], timetable_id: s.timetableIds[1], date: DAY }]),
    });
    expect(booked.status).toBe(201);
    const mailRow = () =>
      ctx.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', 'kim@example.test').executeTakeFirst();
    await until(async () => (await mailRow())?.attempts === 1);
    await first.kill();
    expect(smtp.received.length).toBe(before);
    expect((await mailRow())!.sent_at).toBeNull();

    smtp.state.stall = false;
    const second = await startApiProcess(ctx.url, env);
    try {
      await smtp.waitFor(before + 1, 60_000);
      const mail = smtp.received[before];
      expect(mail.to).toBe('kim@example.test');
      expect(mail.subject).toMatch(/^Booking made: desk D8/);
      await until(async () => (await mailRow())!.sent_at !== null);
      expect((await mailRow())!.attempts).toBe(2);
      await until(mailJobsSettled);
      expect(smtp.received.length).toBe(before + 1);
    } finally {
      await second.stop();
    }
  });
});
