import type { TSetupTimetable } from '@flexapp/contract';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { TimetablesTable } from '../../db/schema';

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

/** Serialises slot changes until the transaction ends (one advisory lock). */
export async function lockSlotChanges(db: DbOrTrx): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('setup.timetables'))`.execute(db);
}

/** The earliest other active slot that overlaps `slot`; touching ends (12:00-12:00) do not overlap. */
export function overlappingSlot(db: DbOrTrx, slot: { id?: number; start: string; end: string }) {
  let q = db
    .selectFrom('timetables')
    .select(['id', 'name'])
    .where('is_active', '=', true)
    .where('start_time', '<', slot.end)
    .where('end_time', '>', slot.start);
  if (slot.id) q = q.where('id', '<>', slot.id);
  return q.orderBy('start_time').executeTakeFirst();
}

/** An active slot, locked for the rest of the transaction. */
export function activeSlotForUpdate(db: DbOrTrx, id: number) {
  return db
    .selectFrom('timetables')
    .selectAll()
    .where('id', '=', id)
    .where('is_active', '=', true)
    .forUpdate()
    .executeTakeFirst();
}

/** The position after the last active slot. */
export async function nextSlotPosition(db: DbOrTrx): Promise<number> {
  const max = await db
    .selectFrom('timetables')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('is_active', '=', true)
    .executeTakeFirst();
  return (max?.p ?? -1) + 1;
}

export async function insertSlot(db: DbOrTrx, values: Insertable<TimetablesTable>): Promise<number> {
  const row = await db.insertInto('timetables').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSlot(db: DbOrTrx, id: number, values: Updateable<TimetablesTable>): Promise<void> {
  await db.updateTable('timetables').set(values).where('id', '=', id).execute();
}

/** Whether any booking, past or future, was made in the slot. */
export async function slotUsed(db: DbOrTrx, id: number): Promise<boolean> {
  const used = await db.selectFrom('bookings').select('id').where('timetable_id', '=', id).limit(1).executeTakeFirst();
  return used !== undefined;
}

export async function deleteSlot(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('timetables').where('id', '=', id).execute();
}
