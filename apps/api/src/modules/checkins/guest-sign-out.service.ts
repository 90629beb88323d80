import { ErrorCode } from '@flexapp/contract';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/errors';
import { publishDeskStatus, publishGuestsChanged } from '../../live';
import { todayApiDate } from '../../lib/today';
import { releaseGuestPlaces } from '../guests';
import { recordCheckinEvents } from '../webhooks';
import { checkinForUpdate, setCheckinEnd } from './checkins.repository';

/**
 * Staff sign a guest out: the guest's check-in ends now instead of at the
 * registered end time. A guest is present from arrival until the end time or
 * this explicit sign-out; a visit that has not started yet ends at its start.
 */
export async function signOutGuest(db: Db, checkinId: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    const row = await checkinForUpdate(trx, checkinId);
    if (!row) throw notFound();
    if (!row.is_guest) throw new AppError(ErrorCode.NOT_A_GUEST);
    if (row.deactivated_at && new Date(row.deactivated_at) <= now) throw new AppError(ErrorCode.GUEST_ALREADY_LEFT);
    const created = new Date(row.created);
    const end = created > now ? created : now;
    await setCheckinEnd(trx, row.id, end);
    // The place booked for the guest is free again from the moment they leave (decision 399).
    await releaseGuestPlaces(trx, end, row.id);
    await recordCheckinEvents(trx, 'guest.signed_out', [row.id], now);
    // The desk is free again: open floor maps and cached answers refresh.
    if (row.desk_id !== null) await publishDeskStatus(trx, row.desk_id, todayApiDate(now));
    // The guest has left: lobby boards drop them (decision 367).
    await publishGuestsChanged(trx, { deskId: row.desk_id, roomId: row.room_id }, todayApiDate(now));
    return { id: row.id, deactivated_at: end.toISOString() };
  });
}
