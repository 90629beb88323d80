import type { TCheckinToday } from '@flexapp/contract';
import type { DbOrTrx } from '../../db/database';
import { serverTimeZone } from '../../lib/time-zone';
import { todayApiDate } from '../../lib/today';
import { openCheckinsOfDay } from './checkins-today.repository';

/** Who is in now: today's open check-ins in the buildings the reader may see (null: all; decision 345). */
export async function checkinsToday(db: DbOrTrx, buildingIds: number[] | null, now: Date): Promise<TCheckinToday[]> {
  if (buildingIds?.length === 0) return [];
  const rows = await openCheckinsOfDay(db, todayApiDate(now), serverTimeZone(), now, buildingIds);
  return rows.map((r) => ({
    id: r.id,
    name: r.is_guest ? (r.guest_name ?? '') : `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(),
    is_guest: r.is_guest,
    type: r.type === 'MEETING' ? 'MEETING' : 'WORKSPACE',
    place: r.desk_name ?? r.room_name,
    building: { id: r.building_id, name: r.building_name },
    since: new Date(r.created).toISOString(),
  }));
}
