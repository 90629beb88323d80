import type { FastifyInstance } from 'fastify';
import type { DbOrTrx } from '../../db/database';
import { todayApiDate } from '../../lib/today';
import { recordActivity } from '../activity';
import { loadSettings } from '../configuration';
import { erasePerson } from '../privacy';
import {
  answerBatch,
  bookingBatch,
  checkinBatch,
  deactivatedAccounts,
  deleteGuestRegistrations,
  deleteOlder,
  anonymiseGuestCheckins,
  moveAnswers,
  moveBookings,
  moveCheckins,
  RETENTION_BATCH,
  twinsOf,
} from './retention.repository';

type App = Pick<FastifyInstance, 'db' | 'clock'>;

/** What one run anonymised, deleted or erased, per category (the activity-log line's details). */
export interface RetentionReport {
  checkins: number;
  bookings: number;
  questionnaire_answers: number;
  guest_registrations: number;
  guest_checkins: number;
  messages: number;
  emails: number;
  activity_log: number;
  accounts: number;
}

const DAY_MS = 86_400_000;

/** Runs `step` in its own short transaction until it answers less than a full batch (decision 316). */
async function inBatches(db: App['db'], step: (trx: DbOrTrx) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await db.transaction().execute(step);
    total += done;
    if (done < RETENTION_BATCH) return total;
  }
}

/**
 * The nightly retention run (issue 38, decision 316): for each category with a period, what is older is
 * anonymised (check-ins, bookings and questionnaire answers move to the person's twin; guest check-ins lose the
 * guest's data), deleted (guest registrations, messages, e-mails, activity-log lines) or erased (accounts
 * deactivated for longer, as staff erase a person), in batches of short transactions. Writes one activity-log
 * line with the counts.
 */
export async function runRetention(app: App, now: Date = app.clock.now()): Promise<RetentionReport> {
  const s = await loadSettings(app.db);
  const before = (days: number | null) => (days === null ? null : new Date(now.getTime() - days * DAY_MS));
  const report: RetentionReport = {
    checkins: 0,
    bookings: 0,
    questionnaire_answers: 0,
    guest_registrations: 0,
    guest_checkins: 0,
    messages: 0,
    emails: 0,
    activity_log: 0,
    accounts: 0,
  };

  const checkinsBefore = before(s.retention_checkins_days);
  if (checkinsBefore) {
    report.checkins = await inBatches(app.db, async (trx) => {
      const rows = await checkinBatch(trx, checkinsBefore);
      const people = rows.flatMap((r) => [r.user_id, r.host_id]).filter((id): id is number => id !== null);
      await twinsOf(trx, people, now);
      await moveCheckins(
        trx,
        rows.map((r) => r.id),
      );
      return rows.length;
    });
    const beforeDate = todayApiDate(checkinsBefore);
    report.bookings = await inBatches(app.db, async (trx) => {
      const rows = await bookingBatch(trx, beforeDate);
      await twinsOf(
        trx,
        rows.map((r) => r.user_id),
        now,
      );
      await moveBookings(
        trx,
        rows.map((r) => r.id),
      );
      return rows.length;
    });
  }
  const answersBefore = before(s.retention_questionnaire_days);
  if (answersBefore)
    report.questionnaire_answers = await inBatches(app.db, async (trx) => {
      const rows = await answerBatch(trx, answersBefore);
      await twinsOf(
        trx,
        rows.map((r) => r.user_id),
        now,
      );
      await moveAnswers(
        trx,
        rows.map((r) => r.id),
      );
      return rows.length;
    });
  const guestsBefore = before(s.retention_guests_days);
  if (guestsBefore) {
    report.guest_registrations = await inBatches(app.db, (trx) => deleteGuestRegistrations(trx, guestsBefore));
    report.guest_checkins = await inBatches(app.db, (trx) => anonymiseGuestCheckins(trx, guestsBefore));
  }
  const deletions = [
    ['messages', 'messages', s.retention_messages_days],
    ['emails', 'mail_outbox', s.retention_mail_days],
    ['activity_log', 'audit_log', s.retention_activity_days],
  ] as const;
  for (const [key, table, days] of deletions) {
    const cutoff = before(days);
    if (cutoff) report[key] = await inBatches(app.db, (trx) => deleteOlder(trx, table, cutoff));
  }
  const accountsBefore = before(s.retention_deactivated_accounts_days);
  if (accountsBefore)
    for (const id of await deactivatedAccounts(app.db, now, accountsBefore)) {
      // Erased as staff erase a person (decision 245), by nobody: the job itself.
      await erasePerson(app, null, id, null);
      report.accounts += 1;
    }

  await recordActivity(app.db, {
    at: now,
    userId: null,
    action: 'retention.run',
    entityType: 'retention',
    details: { ...report },
  });
  return report;
}
