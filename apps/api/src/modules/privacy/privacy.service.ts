import type { TPrivacySettings, TPrivacySettingsUpdate } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { DbOrTrx } from '../../db/database';
import { notFound } from '../../lib/errors';
import { publishUserChanged } from '../../live';
import { recordAudit } from '../setup';
import { privacyRow, setPrivateBookings } from './privacy.repository';

/** The person's own privacy choices (issue 38, decision 251). */
export async function privacySettings(db: DbOrTrx, userId: number): Promise<TPrivacySettings> {
  const row = await privacyRow(db, userId);
  if (!row) throw notFound();
  return { private_bookings: row.private_bookings };
}

/**
 * Stores the choice; the audit line's places_changed drops every cached floor, room and timetable answer,
 * so colleagues' next read already hides (or shows) the name.
 */
export async function updatePrivacySettings(
  app: Pick<FastifyInstance, 'db' | 'clock'>,
  userId: number,
  body: TPrivacySettingsUpdate,
): Promise<TPrivacySettings> {
  await app.db.transaction().execute(async (trx) => {
    if (!(await setPrivateBookings(trx, userId, body.private_bookings))) throw notFound();
    await recordAudit(trx, {
      userId,
      at: app.clock.now(),
      action: 'privacy_changed',
      entityType: 'user',
      entityId: userId,
      details: { private_bookings: body.private_bookings },
    });
    await publishUserChanged(trx, userId);
  });
  return privacySettings(app.db, userId);
}
