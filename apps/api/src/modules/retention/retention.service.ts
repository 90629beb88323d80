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
  makeTwins,
  RETENTION_BATCH,
  type After,
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
 * Keyset batches (decision 414): each batch starts after the last row of the one before (`step` answers its rows
 * in key order), so no batch reads the rows already done again.
 */
async function inKeysetBatches(
  db: App['db'],
  step: (trx: DbOrTrx, after: After | null) => Promise<After[]>,
): Promise<number> {
  let total = 0;
  let after: After | null = null;
  for (;;) {
    const cursor: After | null = after;
    const rows: After[] = await db.transaction().execute((trx) => step(trx, cursor));
    total += rows.length;
    if (rows.length < RETENTION_BATCH) return total;
    after = rows.at(-1) ?? null;
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
    report.checkins = await inKeysetBatches(app.db, async (trx, after) => {
      const rows = await checkinBatch(trx, checkinsBefore, after);
      const people = rows.flatMap((r) => [r.user_id, r.host_id]).filter((id): id is number => id !== null);
      await makeTwins(trx, people, now);
      await moveCheckins(
        trx,
        rows.map((r) => r.id),
      );
      return rows;
    });
    const beforeDate = todayApiDate(checkinsBefore);
    report.bookings = await inKeysetBatches(app.db, async (trx, after) => {
      const rows = await bookingBatch(trx, beforeDate, after);
      await makeTwins(
        trx,
        rows.map((r) => r.user_id),
        now,
      );
      await moveBookings(
        trx,
        rows.map((r) => r.id),
      );
      return rows;
    });
  }
  const answersBefore = before(s.retention_questionnaire_days);
  if (answersBefore)
    report.questionnaire_answers = await inKeysetBatches(app.db, async (trx, after) => {
      const rows = await answerBatch(trx, answersBefore, after);
      await makeTwins(
        trx,
        rows.map((r) => r.user_id),
        now,
      );
      await moveAnswers(
        trx,
        rows.map((r) => r.id),
      );
      return rows;
    });
  const guestsBefore = before(s.retention_guests_days);
  if (guestsBefore) {
    report.guest_registrations = await inBatches(app.db, (trx) => deleteGuestRegistrations(trx, guestsBefore));
    report.guest_checkins = await inKeysetBatches(app.db, (trx, after) =>
      anonymiseGuestCheckins(trx, guestsBefore, after),
    );
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
