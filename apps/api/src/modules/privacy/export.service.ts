import type { TExportFormat, TPersonalData } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../setup';
import {
  activityOf,
  bookingsForOthersOf,
  bookingsOf,
  checkinsOf,
  hostedGuestsOf,
  messagesOf,
  profileOf,
  watchesOf,
} from './export.repository';
import { personalDataPdf } from './export.pdf';

type App = Pick<FastifyInstance, 'db' | 'clock'>;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
const plain = (rows: Record<string, unknown>[]) =>
  rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, iso(v)])));

/** Everything flexapp holds about person `id` (decision 246); 404 for an unknown, erased or service account. */
export async function personalData(app: App, id: number): Promise<TPersonalData> {
  const p = await profileOf(app.db, id);
  if (!p || p.erased_at || p.service_account) throw notFound();
  const [bookings, forOthers, checkins, messages, watches, hosted, activity] = await Promise.all([
    bookingsOf(app.db, id),
    bookingsForOthersOf(app.db, id),
    checkinsOf(app.db, id),
    messagesOf(app.db, id),
    watchesOf(app.db, id),
    hostedGuestsOf(app.db, id),
    activityOf(app.db, id),
  ]);
  return {
    exported_at: app.clock.now().toISOString(),
    profile: {
      id: p.id,
      username: p.username,
      email: p.email,
      first_name: p.first_name,
      last_name: p.last_name,
      language: p.language,
      roles: p.roles,
      is_active: p.is_active,
      is_bhv: p.is_bhv,
      status: p.status,
      email_preferences: p.email_preferences,
      created_at: p.created_at.toISOString(),
    },
    bookings: plain(bookings),
    bookings_for_others: plain(forOthers),
    checkins: plain(checkins),
    messages: plain(messages),
    watches: plain(watches),
    hosted_guests: plain(hosted),
    activity_log: plain(activity),
  };
}

/**
 * The export of person `id` by `byId` as JSON or PDF (in the person's language); the export is a line in the
 * activity log (issue 38).
 */
export async function exportPersonalData(
  app: App,
  byId: number,
  id: number,
  format: TExportFormat,
): Promise<{ data: TPersonalData; pdf?: Buffer }> {
  const data = await personalData(app, id);
  await recordAudit(app.db, {
    at: app.clock.now(),
    userId: byId,
    action: 'user.export',
    entityType: 'user',
    entityId: id,
    details: { format, by_self: byId === id },
  });
  return format === 'pdf' ? { data, pdf: await personalDataPdf(data) } : { data };
}
