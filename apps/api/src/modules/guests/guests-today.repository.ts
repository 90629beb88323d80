import type { DbOrTrx } from '../../db/database';
import { joinPlace } from '../../db/place-joins';

/**
 * The guest registrations of one day with their place, building and host, by start time; only those in
 * `buildingIds` when given (a registration without a place has no building and is then left out).
 */
export function guestRegistrationsOfDay(db: DbOrTrx, date: string, buildingIds: number[] | null) {
  let query = joinPlace(db.selectFrom('guest_registrations as gr'), 'gr')
    .innerJoin('users as h', 'h.id', 'gr.visit_person_id')
    .select([
      'gr.id',
      'gr.first_name',
      'gr.last_name',
      'gr.email',
      'gr.phone_number',
      'gr.company_name',
      'gr.time_start',
      'gr.time_end',
      'gr.checkin_id',
      'd.name as desk_name',
      'r.name as room_name',
      'b.id as building_id',
      'b.name as building_name',
      'h.id as host_id',
      'h.first_name as host_first_name',
      'h.last_name as host_last_name',
    ])
    .where('gr.date', '=', date);
  if (buildingIds) query = query.where('b.id', 'in', buildingIds);
  return query.orderBy('gr.time_start').orderBy('gr.id').execute();
}
