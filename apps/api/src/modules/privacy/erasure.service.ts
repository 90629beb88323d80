import { ErrorCode, STAFF_ROLE, type TEraseResult } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../lib/errors';
import { notifyWatchersDeskFree } from '../notifiers';
import { recordAudit, releaseFutureBookings } from '../setup';
import {
  auditLinesAbout,
  clearOwnTexts,
  deleteOwnRows,
  endOpenCheckins,
  lockPerson,
  otherStaffPeople,
  pseudonymiseUser,
  replaceInColumn,
  setAuditDetails,
  textColumns,
} from './erasure.repository';
import { needlesOf, pseudonymOf, scrubJson, wordPattern } from './pseudonym';

type App = Pick<FastifyInstance, 'db' | 'clock'>;

/**
 * Erases a person (issue 38, decision 245), all in one transaction: future bookings released (watchers told),
 * open check-ins ended, their own rows (sessions, tokens, watches, inbox, e-mails) deleted, their free texts
 * cleared, the users row turned into the pseudonym `erased-<id>`, and every remaining mention of their
 * username, e-mail or full name in any text or JSON column replaced by it. Bookings and check-ins keep the id,
 * so counts stay. Refused: oneself, the last staff person, a confirmation that is not their username. `confirm`
 * null: a machine caller that needs no typed confirmation (SCIM DELETE after its grace period).
 */
export async function erasePerson(
  app: App,
  /** Null: the nightly retention job erases an account deactivated for longer than its period (decision 316). */
  staffId: number | null,
  id: number,
  confirm: string | null,
): Promise<TEraseResult> {
  if (staffId !== null && id === staffId) throw new AppError(ErrorCode.ERASE_SELF);
  const now = app.clock.now();
  const pseudonym = pseudonymOf(id);
  return app.db.transaction().execute(async (trx) => {
    const person = await lockPerson(trx, id);
    if (!person || person.service_account) throw notFound();
    if (person.erased_at) throw new AppError(ErrorCode.ALREADY_ERASED);
    if (confirm !== null && confirm.trim() !== person.username)
      throw new AppError(ErrorCode.ERASE_CONFIRMATION_MISMATCH);
    if (person.roles.includes(STAFF_ROLE) && person.is_active && (await otherStaffPeople(trx, id)) === 0)
      throw new AppError(ErrorCode.LAST_STAFF_ACCOUNT);

    const released = await releaseFutureBookings(
      trx,
      { userId: id },
      {
        staffId,
        now,
        reason: { en: 'The account was erased.', nl: 'Het account is gewist.' },
        notifyWatchers: true,
      },
    );
    for (const { desk_id } of await endOpenCheckins(trx, id, now))
      if (desk_id) await notifyWatchersDeskFree(trx, desk_id, now);
    const deleted = await deleteOwnRows(trx, person);
    await clearOwnTexts(trx, id);

    const needles = needlesOf(person);
    const names = { exact: [person.first_name, person.last_name], contains: needles };
    for (const line of await auditLinesAbout(trx, id))
      await setAuditDetails(trx, line.id, scrubJson(line.details, names, pseudonym) as Record<string, unknown>);
    await pseudonymiseUser(trx, id, pseudonym, now);

    let mentions = 0;
    for (const col of await textColumns(trx)) {
      const json = col.data_type === 'json' || col.data_type === 'jsonb';
      for (const needle of needles) mentions += await replaceInColumn(trx, col, wordPattern(needle, json), pseudonym);
    }

    await recordAudit(trx, {
      at: now,
      userId: staffId,
      action: 'user.erase',
      entityType: 'user',
      entityId: id,
      details: { pseudonym, released_bookings: released, ...deleted, mentions_replaced: mentions },
    });
    return { id, pseudonym, released_bookings: released };
  });
}
