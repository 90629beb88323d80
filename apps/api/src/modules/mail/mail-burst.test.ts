import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext } from '../../../test/helpers';
import { sentSince } from '../../../test/outbox';
import { startSmtpServer } from '../../../test/smtp';
import { manualClock } from '../../lib/clock';
import { queueMails } from './outbox';

/**
 * A burst of e-mails (a morning's released no-shows) goes out back to back: the mail worker fetches
 * again at once while its fetches come back full, instead of one e-mail per polling interval (decision
 * 033). The polling interval here is 5 s: 45 e-mails one a poll would take almost four minutes.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: TestContext;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({
    clock: manualClock('2027-03-01T07:00:00'),
    smtpUrl: smtp.url,
    mailFrom: 'flexapp <flexapp@example.com>',
    linkOrigin: 'http://flex.test',
    jobs: { pollingIntervalSeconds: 5, mailRetryDelaySeconds: 1 },
  });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

it('delivers a burst of 45 e-mails back to back, each once; those refused at first are retried', async () => {
  const people: number[] = [];
  for (let i = 0; i < 45; i++) people.push(await createUser(ctx.db, { username: `burst${i}`, language: 'en' }));
  await ctx.db.transaction().execute((trx) =>
    queueMails(
      trx,
      ctx.app.mail,
      people.map((userId, i) => ({
        userId,
        kind: 'booking_released' as const,
        render: () => ({ subject: `Burst ${i}`, text: `text ${i}`, html: `<p>html ${i}</p>` }),
      })),
    ),
  );
  // The mail server refuses until the first refusal is seen: the e-mails it refused are retried.
  let refusals = 0;
  smtp.state.refuse = true;
  const before = smtp.received.length;
  await ctx.app.jobs!.dispatchMail();
  const until = Date.now() + 20_000;
  while (refusals === 0 && Date.now() < until) {
    const failed = await ctx.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('last_error', 'is not', null)
      .executeTakeFirst();
    if (failed) {
      refusals++;
      smtp.state.refuse = false;
    } else await new Promise((r) => setTimeout(r, 20));
  }
  expect(refusals).toBe(1);
  // Every outbox row sent (marked once the server has taken it, never sent twice): nothing more can arrive.
  const rows = await sentSince(ctx.db, '0');
  expect(rows).toHaveLength(45);
  const subjects = smtp.received.slice(before).map((m) => m.subject);
  expect(new Set(subjects)).toEqual(new Set(people.map((_, i) => `Burst ${i}`)));
  expect(subjects).toHaveLength(45);
  expect(Math.max(...rows.map((r) => r.attempts))).toBeGreaterThanOrEqual(2);
});
