import type { TSeriesPlace } from '@flexapp/contract';
import type { DbOrTrx } from '../../db/database';
import { showsHolder, type Viewer } from '../../lib/holder-visibility';
import type { DeskRow } from './booking-rules';
import { othersCheckedInAt } from './bookings.repository';
import { deskSlotHolders, ownSlotDates, roomRangeHolders } from './occurrences.repository';
import type { RoomRow } from './room-rules';

/** Who holds a date of a series' place, as the viewer may see it: by them, by a name, or by nobody named. */
export interface DateHolder {
  taken_by: string | null;
  by_you: boolean;
}

/**
 * A holder as the floor map names them (decision 251's `showsHolder`, decision 420): the viewer themself is
 * `by_you`; a private holder is named only to staff; a booking in nobody's name is taken by nobody named.
 */
function holderAs(
  viewer: Viewer,
  h: { user_id: number | null; first_name: string; last_name: string; private_bookings: boolean },
): DateHolder {
  if (h.user_id !== null && h.user_id === viewer.id) return { taken_by: null, by_you: true };
  const named = showsHolder(viewer, { id: h.user_id, private: h.private_bookings });
  return { taken_by: named ? `${h.first_name} ${h.last_name}`.trim() || null : null, by_you: false };
}

/**
 * Who holds the place on each of the checked dates (their rows), as the viewer may see it (decision 420): a desk's
 * slot held by someone, or the viewer holding another desk in that slot, or (today) someone else checked in at the
 * desk; a room's range overlapped by another booking. Bookings of `exceptSeries` (the series an edit moves) are
 * not holders. Dates nobody holds are absent.
 */
export async function dateHolders(
  db: DbOrTrx,
  viewer: Viewer,
  place: TSeriesPlace,
  rows: (DeskRow | RoomRow)[],
  today: string,
  exceptSeries: number | null = null,
): Promise<Map<string, DateHolder>> {
  const held = new Map<string, DateHolder>();
  if (rows.length === 0) return held;
  const dates = rows.map((r) => r.item.date);
  if ('room_id' in place) {
    const ranges = rows as RoomRow[];
    for (const h of await roomRangeHolders(db, place.room_id, ranges, exceptSeries))
      held.set(ranges[h.n]!.item.date, holderAs(viewer, h));
    return held;
  }
  const [holders, mine] = await Promise.all([
    deskSlotHolders(db, place.desk_id, place.timetable_id, dates),
    ownSlotDates(db, viewer.id, place.timetable_id, dates, exceptSeries),
  ]);
  for (const h of holders) held.set(h.date, holderAs(viewer, h));
  for (const date of mine) if (!held.has(date)) held.set(date, { taken_by: null, by_you: true });
  if (dates.includes(today) && !held.has(today) && (await othersCheckedInAt(db, [place.desk_id], viewer.id)))
    held.set(today, { taken_by: null, by_you: false });
  return held;
}
