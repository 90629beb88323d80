import { EXPORT_ALL_LIMIT, ZBookingListQuerySchema, ZBookingListResponseSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { forEachBatch, sendStream, streamBody } from './activity-reports.stream';
import { type BookingListRow, bookingListQuery, bookingPageQuery, countBookings } from './booking-list.repository';
import { refuseInAggregateMode } from './aggregate-mode';
import { placeIn } from '../../lib/auth';
import { listBuildings } from './report-buildings';
import { errorResponses } from '../../lib/error-responses';
import { replicaReads } from '../../lib/replica-reads';
import { presentBooking } from './booking-list.presenter';

const errors = errorResponses(400, 401, 403);

/**
 * GET /booking/list/all/: the dashboard's bookings table, one page of `limit`
 * rows (default 100). `limit=-1` is the export: every row, streamed from a
 * server-side cursor. A page past the end answers an empty `results`.
 */
export default async function bookingListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Read only: from the replica when there is one (decision 326).
  const db = replicaReads(fastify);

  app.get(
    '/booking/list/all',
    {
      // One building, several or none: all the caller's (decision 418).
      config: { access: 'reports', buildingScoped: placeIn.queryMany('building', 'building') },
      schema: {
        tags: ['reports'],
        querystring: ZBookingListQuerySchema,
        response: { 200: ZBookingListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // A list of people: refused in aggregate-only analytics (decision 317).
      await refuseInAggregateMode(app, request);
      const q = request.query;
      const filter = {
        start: q.start_date,
        end: q.end_date,
        buildings: listBuildings(request, q.building),
        floor: q.floor,
        room: q.room,
        desk: q.desk,
      };
      const count = await countBookings(db, filter);

      if (q.limit !== EXPORT_ALL_LIMIT) {
        const { rows } = await bookingPageQuery(filter, { limit: q.limit, offset: (q.page - 1) * q.limit }).execute(db);
        return { count, page_size: q.limit, results: rows.map(presentBooking) };
      }

      return sendStream(
        reply,
        'application/json; charset=utf-8',
        streamBody(
          async (write) => {
            await write(`{"count":${count},"page_size":${count},"results":[`);
            let first = true;
            await forEachBatch(db, bookingListQuery(filter), (rows: BookingListRow[]) => {
              const chunk = rows.map((r) => JSON.stringify(presentBooking(r))).join(',');
              const sep = first ? '' : ',';
              first = false;
              return write(sep + chunk);
            });
            await write(']}');
          },
          (err) => request.log.error({ err }, 'booking export failed mid-stream'),
        ),
      );
    },
  );
}
