import type { TSeriesPlace, TSkipReason } from '@flexapp/contract';
import { type DbOrTrx, isExclusionViolation, isUniqueViolation } from '../../db/database';
import { publishDeskStatus, publishRoomStatus, publishUserChanged } from '../../live';
import { type DeskRow, limitKey, limitsUsed } from './booking-rules';
import { lockInOrder, othersCheckedInAt } from './bookings.repository';
import { type BookingToMove, bookingsToMove, moveBooking } from './occurrence-moves.repository';
import { inSavepoint } from './occurrences.repository';
import { checkDates, type OccurrenceClock, skipReasonOf } from './occurrences.service';
import type { RoomRow } from './room-rules';
import { key } from './slot-time';
import { bookingCounts } from './timetables.repository';

export interface OccurrencesMoved {
  moved: { date: string; booking_id: number }[];
  skipped: { date: string; reason: TSkipReason }[];
}

/** Thrown inside a move's savepoint when the new place's building or floor is then over its limit. */
class OverLimit extends Error {}

const sameTime = (a: Date, b: Date) => a.getTime() === b.getTime();

/** Whether the booking already is what the checked row would make it (nothing to move). */
function unchanged(b: BookingToMove, row: DeskRow | RoomRow): boolean {
  if ('desk' in row) return b.desk_id === row.desk.id && b.timetable_id === row.slot.id;
  return (
    b.room_id === row.room.id &&
    sameTime(b.start_at, row.start) &&
    sameTime(b.end_at, row.end) &&
    b.title === (row.item.title || null) &&
    b.attendees === (row.item.attendees ?? null)
  );
}

/**
 * Moves the user's bookings (at most one a date) to `place` in place (decision 395): the same booking, so the same
 * calendar UID, and the database raises its SEQUENCE. Each date passes the place's booking rules (closed, past,
 * reserved for a team); each update runs in a savepoint so the database's constraints decide a clash (taken); a
 * building's or floor's limit is counted after the update, under its lock (over_limit). A date that cannot be
 * moved keeps its booking as it was and is answered as skipped; a booking already there is left alone.
 */
export async function moveOccurrences(
  trx: DbOrTrx,
  userId: number,
  place: TSeriesPlace,
  bookingIds: number[],
  clock: OccurrenceClock,
): Promise<OccurrencesMoved> {
  const result: OccurrencesMoved = { moved: [], skipped: [] };
  const bookings = await bookingsToMove(trx, userId, bookingIds, clock.now);
  if (bookings.length === 0) return result;
  const byDate = new Map(bookings.map((b) => [b.date, b]));
  const { checked } = await checkDates(trx, userId, place, [...byDate.keys()], clock);
  const rows: (DeskRow | RoomRow)[] = [];
  for (const c of checked) {
    if ('state' in c) result.skipped.push({ date: c.date, reason: skipReasonOf(c.state) });
    else if (!unchanged(byDate.get(c.date)!, c.row)) rows.push(c.row);
  }
  const deskRows = rows.filter((r): r is DeskRow => 'desk' in r);
  const used = limitsUsed(deskRows);
  await lockInOrder(trx, [
    ...used.map(limitKey),
    ...rows.filter((r): r is RoomRow => 'room' in r).map((r) => `room-booking:${r.room.id}:${r.item.date}`),
  ]);

  for (const row of rows) {
    const b = byDate.get(row.item.date)!;
    if ('desk' in row && row.item.date === clock.today && (await othersCheckedInAt(trx, [row.desk.id], userId))) {
      result.skipped.push({ date: row.item.date, reason: 'taken' });
      continue;
    }
    try {
      await inSavepoint(trx, async () => {
        await moveBooking(
          trx,
          b.id,
          'desk' in row
            ? {
                desk_id: row.desk.id,
                timetable_id: row.slot.id,
                room_id: null,
                start_at: row.start,
                end_at: row.end,
                title: null,
                attendees: null,
              }
            : {
                desk_id: null,
                timetable_id: null,
                room_id: row.room.id,
                start_at: row.start,
                end_at: row.end,
                title: row.item.title || null,
                attendees: row.item.attendees ?? null,
              },
        );
        if (!('desk' in row)) return;
        for (const use of limitsUsed([row])) {
          const counts = await bookingCounts(trx, use.scope, use.id, use.date, use.date);
          if ((counts.get(key(use.date, use.slot)) ?? 0) > use.limit) throw new OverLimit();
        }
      });
    } catch (err) {
      if (err instanceof OverLimit) result.skipped.push({ date: row.item.date, reason: 'over_limit' });
      else if (isUniqueViolation(err) || isExclusionViolation(err))
        result.skipped.push({ date: row.item.date, reason: 'taken' });
      else throw err;
      continue;
    }
    result.moved.push({ date: row.item.date, booking_id: b.id });
    if (b.desk_id !== null) await publishDeskStatus(trx, b.desk_id, b.date);
    if (b.room_id !== null) await publishRoomStatus(trx, b.room_id, b.date);
    if ('desk' in row) await publishDeskStatus(trx, row.desk.id, b.date);
    else await publishRoomStatus(trx, row.room.id, b.date);
  }
  if (result.moved.length > 0) await publishUserChanged(trx, userId);
  result.skipped.sort((a, b) => a.date.localeCompare(b.date));
  return result;
}
