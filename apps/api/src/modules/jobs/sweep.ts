import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { hearCommitted, type TServerEvent } from '../../live';
import type { UrlSigner } from '../../lib/url-signer';
import { loadSettings } from '../configuration';
import type { MailSettings } from '../mail';
import { releaseGuestPlaces } from '../guests';
import { extendSeries } from '../series';
import { closeForgottenCheckins } from './closing-time';
import { handleEnds } from './ends';
import { RELEASE_BATCH, releaseBookings } from './release-bookings';
import { sendReminders } from './send-reminders';

export interface SweepDeps {
  db: Db;
  mail: MailSettings;
  urlSigner: UrlSigner;
}

export interface SweepReport {
  reminded: number;
  released_unconfirmed: number;
  released_no_show: number;
  ends_told: number;
  checked_out_at_closing: number;
  /** Bookings made for series as their days came into the booking horizon (decision 220). */
  series_booked: number;
  /** Bookings of guests' places cancelled as their visit ended (decision 399). */
  guest_places_released: number;
}

/**
 * Everything that happens because time passed, as it stands at `now` (docs/product/by-the-clock.md). The
 * job runner calls it every minute with the app's clock (`app.clock.now()`); tests call it directly
 * at instants they choose. Each rule runs in its own transaction and decides in its own UPDATE, so
 * running it twice, or in two processes at once, changes and tells everything once.
 */
export async function runSweep(deps: SweepDeps, now: Date): Promise<SweepReport> {
  const settings = await loadSettings(deps.db);
  const { db, mail } = deps;
  const graceRelease = settings.confirmation_required ? settings.confirmation_grace_minutes : null;
  const report: SweepReport = {
    reminded: 0,
    released_unconfirmed: 0,
    released_no_show: 0,
    ends_told: 0,
    checked_out_at_closing: 0,
    series_booked: 0,
    guest_places_released: 0,
  };
  if (settings.reminder_minutes > 0) {
    report.reminded = await db.transaction().execute((trx) =>
      sendReminders(trx, settings.reminder_minutes, now, {
        mail,
        signer: deps.urlSigner,
        releaseAfterMinutes: graceRelease,
      }),
    );
  }
  /**
   * One rule's transaction; this process hears its events right after the commit (publishOnCommit),
   * in slices while the next rule waits on the database (all heard before the sweep returns).
   */
  const hearing: Promise<void>[] = [];
  const step = async <T>(work: (trx: Transaction<Database>, heard: TServerEvent[]) => Promise<T>): Promise<T> => {
    const heard: TServerEvent[] = [];
    const result = await db.transaction().execute((trx) => work(trx, heard));
    hearing.push(hearCommitted(heard));
    return result;
  };
  const releaseAll = async (reason: 'unconfirmed' | 'no_show', minutes: number) => {
    let total = 0;
    for (;;) {
      const n = await step((trx, heard) => releaseBookings(trx, reason, minutes, now, mail, { heard }));
      total += n;
      if (n < RELEASE_BATCH) return total;
      // A breath between batches for the requests that wait on the same CPUs and tables.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  if (graceRelease !== null) report.released_unconfirmed = await releaseAll('unconfirmed', graceRelease);
  if (settings.auto_release_minutes > 0)
    report.released_no_show = await releaseAll('no_show', settings.auto_release_minutes);
  report.ends_told = await db.transaction().execute((trx) => handleEnds(trx, now, mail));
  report.checked_out_at_closing = await step((trx, heard) => closeForgottenCheckins(trx, now, heard));
  report.series_booked = await extendSeries(deps, now);
  report.guest_places_released = await db.transaction().execute((trx) => releaseGuestPlaces(trx, now));
  await Promise.all(hearing);
  return report;
}
