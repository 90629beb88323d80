import type { TGuestToday } from '@flexapp/contract';
import type { DbOrTrx } from '../../db/database';
import { todayApiDate } from '../../lib/today';
import { receptionBuildingsOf } from '../roles';
import { guestRegistrationsOfDay } from './guests-today.repository';

/**
 * Today's guests in the buildings the reader may see (null: all). A guest's last name, e-mail and phone are
 * shown to their host and to reception of their building only; everyone else sees the first name (decision 302).
 */
export async function guestsToday(
  db: DbOrTrx,
  reader: { id: number; buildingIds: number[] | null },
  now: Date,
): Promise<TGuestToday[]> {
  if (reader.buildingIds?.length === 0) return [];
  const [rows, reception] = await Promise.all([
    guestRegistrationsOfDay(db, todayApiDate(now), reader.buildingIds),
    receptionBuildingsOf(db, reader.id),
  ]);
  return rows.map((r) => {
    const personal = r.host_id === reader.id || (r.building_id !== null && reception.includes(r.building_id));
    return {
      id: r.id,
      first_name: r.first_name,
      last_name: personal ? r.last_name : null,
      email: personal ? r.email : null,
      phone_number: personal ? r.phone_number : null,
      company_name: r.company_name,
      time_start: r.time_start.slice(0, 5),
      time_end: r.time_end.slice(0, 5),
      place: r.desk_name ?? r.room_name ?? null,
      building: r.building_id !== null ? { id: r.building_id, name: r.building_name ?? '' } : null,
      host: { id: r.host_id, name: `${r.host_first_name} ${r.host_last_name}`.trim() },
      checked_in: r.checkin_id !== null,
      personal,
    };
  });
}
