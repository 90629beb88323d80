import { toDisplayDate } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { todayApiDate } from '../../lib/today';
import { createMessage } from '../messages/messages.repository';

/**
 * Tells every watcher of a desk that it is free today. Call it inside the
 * transaction that frees the desk (a booking for today cancelled, a check-in
 * ended): the messages then exist exactly when that change does. Nothing is
 * sent when the desk is still taken today (another open check-in, or another
 * booking today whose slot has not ended) or closed. The person who freed the
 * desk is not told about their own action.
 */
export async function notifyWatchersDeskFree(
  trx: DbOrTrx,
  deskId: number,
  now: Date,
  freedBy?: number,
): Promise<number> {
  const today = todayApiDate(now);
  const desk = await trx
    .selectFrom('desks as d')
    .innerJoin('rooms as r', 'r.id', 'd.room_id')
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .innerJoin('buildings as b', 'b.id', 'f.building_id')
    .select(['d.id', 'd.name', 'd.is_closed', 'f.id as floor_id', 'f.name as floor_name', 'b.name as building_name'])
    .select([
      sql<boolean>`exists (select 1 from checkins c where c.desk_id = d.id and c.deactivated_at is null)`.as(
        'checked_in',
      ),
      sql<boolean>`exists (select 1 from bookings bk where bk.desk_id = d.id and bk.date = ${today}::date
        and bk.cancelled_at is null and bk.end_at > ${now})`.as('booked'),
    ])
    .where('d.id', '=', deskId)
    .executeTakeFirst();
  if (!desk || desk.is_closed || desk.checked_in || desk.booked) return 0;

  let watchers = trx.selectFrom('notifiers').select('user_id').where('desk_id', '=', deskId);
  if (freedBy !== undefined) watchers = watchers.where('user_id', '<>', freedBy);
  const rows = await watchers.execute();
  const date = toDisplayDate(today);
  for (const { user_id } of rows) {
    await createMessage(trx, {
      userId: user_id,
      kind: 'desk_free',
      texts: {
        en: {
          title: `Desk ${desk.name} on floor ${desk.floor_name} is free`,
          body: `${desk.building_name}, ${date}. You are watching this desk: book it now in Find desk.`,
        },
        nl: {
          title: `Werkplek ${desk.name} op verdieping ${desk.floor_name} is vrij`,
          body: `${desk.building_name}, ${date}. U volgt deze werkplek: reserveer hem nu via Werkplek zoeken.`,
        },
      },
      data: { desk_id: desk.id, floor_id: desk.floor_id, date: today },
    });
  }
  return rows.length;
}
