import {
  ZDeleteQuerySchema,
  ZDeleteResultSchema,
  ZIdParamsSchema,
  ZSetupTimetableSchema,
  ZTimetableCreateSchema,
  ZTimetableUpdateSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { badRequest, notFound } from '../../lib/errors';
import { recordAudit } from './audit';
import { countFutureBookings, releaseFutureBookings } from './release.repository';
import { hasFutureBookings, staleVersion } from './setup.errors';
import { setupErrors, tags } from './schemas';
import { assertNoOverlap, listTimetables } from './timetables.repository';

/** The time slots desks are booked in. */
export default async function timetablesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const one = async (id: number) => {
    const slot = (await listTimetables(app.db, id))[0];
    if (!slot) throw notFound();
    return slot;
  };
  const lock = async (trx: Parameters<typeof listTimetables>[0], id: number) => {
    const row = await trx
      .selectFrom('timetables')
      .selectAll()
      .where('id', '=', id)
      .where('is_active', '=', true)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/timetables',
    {
      config: { access: 'staff' },
      schema: { tags, response: { 200: z.array(ZSetupTimetableSchema), ...setupErrors } },
    },
    async () => listTimetables(app.db),
  );

  app.post(
    '/timetables',
    {
      config: { access: 'staff' },
      schema: { tags, body: ZTimetableCreateSchema, response: { 201: ZSetupTimetableSchema, ...setupErrors } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { name, start_time, end_time } = request.body;
      const id = await app.db.transaction().execute(async (trx) => {
        await assertNoOverlap(trx, { start: start_time, end: end_time });
        const max = await trx
          .selectFrom('timetables')
          .select((eb) => eb.fn.max('position').as('p'))
          .where('is_active', '=', true)
          .executeTakeFirst();
        const row = await trx
          .insertInto('timetables')
          .values({ name, start_time, end_time, position: (max?.p ?? -1) + 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, {
          userId: user.id,
          action: 'timetable.create',
          entityType: 'timetable',
          entityId: row.id,
          details: request.body,
        });
        return row.id;
      });
      reply.status(201);
      return one(id);
    },
  );

  // Changing a slot's times would move bookings already made in it: refused while it has future bookings, unless released.
  app.patch(
    '/timetables/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZIdParamsSchema,
        querystring: ZDeleteQuerySchema,
        body: ZTimetableUpdateSchema,
        response: { 200: ZSetupTimetableSchema, ...setupErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const { version, ...values } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const current = await lock(trx, id);
        if (current.version !== version) throw staleVersion();
        const start = values.start_time ?? current.start_time.slice(0, 5);
        const end = values.end_time ?? current.end_time.slice(0, 5);
        if (end <= start) throw badRequest('end before start', { end_time: ['time_end_invalid'] });
        const timesChanged = start !== current.start_time.slice(0, 5) || end !== current.end_time.slice(0, 5);
        let released = 0;
        if (timesChanged) {
          await assertNoOverlap(trx, { id, start, end });
          const count = await countFutureBookings(trx, { timetableId: id }, app.clock.now());
          if (count > 0 && !request.query.release) throw hasFutureBookings(count);
          if (count > 0) {
            released = await releaseFutureBookings(
              trx,
              { timetableId: id },
              {
                staffId: user.id,
                now: app.clock.now(),
                reason: {
                  en: `The time slot "${current.name}" was changed.`,
                  nl: `Het tijdslot "${current.name}" is gewijzigd.`,
                },
              },
            );
          }
        }
        await trx
          .updateTable('timetables')
          .set({
            name: values.name ?? current.name,
            start_time: start,
            end_time: end,
            version: current.version + 1,
            updated_at: new Date(),
          })
          .where('id', '=', id)
          .execute();
        await recordAudit(trx, {
          userId: user.id,
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
      return one(id);
    },
  );

  // A slot with past bookings is kept inactive (history); one never used is removed.
  app.delete(
    '/timetables/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZIdParamsSchema,
        querystring: ZDeleteQuerySchema,
        response: { 200: ZDeleteResultSchema, ...setupErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const released = await app.db.transaction().execute(async (trx) => {
        const current = await lock(trx, id);
        const count = await countFutureBookings(trx, { timetableId: id }, app.clock.now());
        if (count > 0 && !request.query.release) throw hasFutureBookings(count);
        const released =
          count > 0
            ? await releaseFutureBookings(
                trx,
                { timetableId: id },
                {
                  staffId: user.id,
                  now: app.clock.now(),
                  reason: {
                    en: `The time slot "${current.name}" was removed.`,
                    nl: `Het tijdslot "${current.name}" is verwijderd.`,
                  },
                },
              )
            : 0;
        const used = await trx
          .selectFrom('bookings')
          .select('id')
          .where('timetable_id', '=', id)
          .limit(1)
          .executeTakeFirst();
        if (used)
          await trx
            .updateTable('timetables')
            .set({ is_active: false, updated_at: new Date() })
            .where('id', '=', id)
            .execute();
        else await trx.deleteFrom('timetables').where('id', '=', id).execute();
        await recordAudit(trx, {
          userId: user.id,
          action: 'timetable.delete',
          entityType: 'timetable',
          entityId: id,
          details: { name: current.name, released_bookings: released },
        });
        return released;
      });
      return { deleted: true as const, released_bookings: released };
    },
  );
}
