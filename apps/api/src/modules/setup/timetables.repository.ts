import { ErrorCode, type TSetupTimetable } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { AppError } from '../../lib/errors';

const hhmm = (t: string) => t.slice(0, 5);

export async function listTimetables(db: DbOrTrx, id?: number): Promise<TSetupTimetable[]> {
  let q = db
    .selectFrom('timetables')
    .select(['id', 'name', 'start_time', 'end_time', 'position', 'version'])
    .where('is_active', '=', true);
  if (id) q = q.where('id', '=', id);
  const rows = await q.orderBy('start_time').orderBy('id').execute();
  return rows.map((r) => ({ ...r, start_time: hhmm(r.start_time), end_time: hhmm(r.end_time) }));
}

/**
 * Serialises slot changes (one advisory lock) and refuses a slot that overlaps
 * another active one; touching ends (12:00-12:00) do not overlap.
 */
export async function assertNoOverlap(db: DbOrTrx, slot: { id?: number; start: string; end: string }): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('setup.timetables'))`.execute(db);
  let q = db
    .selectFrom('timetables')
    .select(['id', 'name'])
    .where('is_active', '=', true)
    .where('start_time', '<', slot.end)
    .where('end_time', '>', slot.start);
  if (slot.id) q = q.where('id', '<>', slot.id);
  const clash = await q.orderBy('start_time').executeTakeFirst();
  if (clash) {
    throw new AppError(
      ErrorCode.SLOT_OVERLAP,
      'Overlapping slot',
      { start_time: ['slot_overlap'] },
      { overlaps: { id: clash.id, name: clash.name } },
    );
  }
}
