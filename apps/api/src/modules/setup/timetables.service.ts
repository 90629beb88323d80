import {
  ErrorCode,
  type TSetupTimetable,
  type ZTimetableCreateSchema,
  type ZTimetableUpdateSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DbOrTrx } from '../../db/database';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { MailSettings } from '../mail';
import { recordAudit } from './audit';
import { countFutureBookings } from './release.repository';
import { releaseFutureBookings } from './release.service';
import { hasFutureBookings, staleVersion } from './setup.errors';
import {
  activeSlotForUpdate,
  deleteSlot,
  insertSlot,
  listTimetables,
  lockSlotChanges,
  nextSlotPosition,
  overlappingSlot,
  slotUsed,
  updateSlot,
} from './timetables.repository';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'mail'>;

/** An active slot as setup shows it; 404 when unknown or inactive. */
export async function setupSlot(app: App, id: number): Promise<TSetupTimetable> {
  const slot = (await listTimetables(app.db, id))[0];
  if (!slot) throw notFound();
  return slot;
}

async function lockSlot(db: DbOrTrx, id: number) {
  const row = await activeSlotForUpdate(db, id);
  if (!row) throw notFound();
  return row;
}

/** Serialises slot changes and refuses a slot that overlaps another active one (409 SLOT_OVERLAP). */
async function assertNoOverlap(db: DbOrTrx, slot: { id?: number; start: string; end: string }): Promise<void> {
  await lockSlotChanges(db);
  const clash = await overlappingSlot(db, slot);
  if (clash) {
    throw new AppError(
      ErrorCode.SLOT_OVERLAP,
      'Overlapping slot',
      { start_time: ['slot_overlap'] },
      { overlaps: { id: clash.id, name: clash.name } },
    );
  }
}

/** Releases the slot's future bookings (owners e-mailed, decision 417), or refuses while it has some and `release` is off. */
async function releaseSlot(
  db: DbOrTrx,
  slot: { id: number; staffId: number; now: Date; release: boolean; mail: MailSettings },
  reason: { en: string; nl: string },
): Promise<number> {
  const count = await countFutureBookings(db, { timetableId: slot.id }, slot.now);
  if (count > 0 && !slot.release) throw hasFutureBookings(count);
  if (count === 0) return 0;
  return releaseFutureBookings(
    db,
    { timetableId: slot.id },
    { staffId: slot.staffId, now: slot.now, reason, mail: slot.mail },
  );
}

/** Adds a slot after the last one. */
export async function createSlot(
  app: App,
  staffId: number,
  body: z.infer<typeof ZTimetableCreateSchema>,
): Promise<TSetupTimetable> {
  const { name, start_time, end_time } = body;
  const id = await app.db.transaction().execute(async (trx) => {
    await assertNoOverlap(trx, { start: start_time, end: end_time });
    const id = await insertSlot(trx, { name, start_time, end_time, position: await nextSlotPosition(trx) });
    await recordAudit(trx, {
      userId: staffId,
      at: app.clock.now(),
      action: 'timetable.create',
      entityType: 'timetable',
      entityId: id,
      details: body,
    });
    return id;
  });
  return setupSlot(app, id);
}

/**
 * Changes a slot at `version`. Changing its times would move bookings already made in it: refused while it
 * has future bookings, unless `release`.
 */
export async function changeSlot(
  app: App,
  staffId: number,
  id: number,
  body: z.infer<typeof ZTimetableUpdateSchema>,
  release: boolean,
): Promise<TSetupTimetable> {
  const { version, ...values } = body;
  await app.db.transaction().execute(async (trx) => {
    const current = await lockSlot(trx, id);
    if (current.version !== version) throw staleVersion();
    const start = values.start_time ?? current.start_time.slice(0, 5);
    const end = values.end_time ?? current.end_time.slice(0, 5);
    if (end <= start) throw badRequest('end before start', { end_time: ['time_end_invalid'] });
    const timesChanged = start !== current.start_time.slice(0, 5) || end !== current.end_time.slice(0, 5);
    let released = 0;
    if (timesChanged) {
      await assertNoOverlap(trx, { id, start, end });
      released = await releaseSlot(
        trx,
        { id, staffId, now: app.clock.now(), release, mail: app.mail },
        { en: `The time slot "${current.name}" was changed.`, nl: `Het tijdslot "${current.name}" is gewijzigd.` },
      );
    }
    await updateSlot(trx, id, {
      name: values.name ?? current.name,
      start_time: start,
      end_time: end,
      version: current.version + 1,
      updated_at: new Date(),
    });
    await recordAudit(trx, {
      userId: staffId,
      at: app.clock.now(),
      action: 'timetable.update',
      entityType: 'timetable',
      entityId: id,
      details: {
        before: {
          name: current.name,
          start_time: current.start_time.slice(0, 5),
          end_time: current.end_time.slice(0, 5),
        },
        after: { name: values.name ?? current.name, start_time: start, end_time: end },
        released_bookings: released,
      },
    });
  });
  return setupSlot(app, id);
}

/**
 * Removes a slot: one with past bookings is kept inactive (history), one never used is deleted. Future
 * bookings refuse it unless `release`. Answers how many bookings were released.
 */
export async function removeSlot(app: App, staffId: number, id: number, release: boolean): Promise<number> {
  return app.db.transaction().execute(async (trx) => {
    const current = await lockSlot(trx, id);
    const released = await releaseSlot(
      trx,
      { id, staffId, now: app.clock.now(), release, mail: app.mail },
      { en: `The time slot "${current.name}" was removed.`, nl: `Het tijdslot "${current.name}" is verwijderd.` },
    );
    if (await slotUsed(trx, id)) await updateSlot(trx, id, { is_active: false, updated_at: new Date() });
    else await deleteSlot(trx, id);
    await recordAudit(trx, {
      userId: staffId,
      at: app.clock.now(),
      action: 'timetable.delete',
      entityType: 'timetable',
      entityId: id,
      details: { name: current.name, released_bookings: released },
    });
    return released;
  });
}
