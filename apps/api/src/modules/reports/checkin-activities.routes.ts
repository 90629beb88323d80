import {
  CHECKIN_EXPORT_COLUMNS,
  EXPORT_ALL_LIMIT,
  ZCheckinActivitiesQuerySchema,
  ZCheckinActivitiesResponseSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { copyRows } from '../../db/copy-rows';
import { CSV_BOM, csvLine } from './activity-reports.csv';
import { sendChunks, STREAM_COMPRESSION } from './activity-reports.stream';
import { checkinActivityBodiesQuery, checkinActivityCsvQuery, localMoment } from './checkin-activities.repository';
import { refuseInAggregateMode } from './aggregate-mode';
import { currentUser, placeIn } from '../../lib/auth';
import { guestReaderOf } from './guest-details';
import { listBuildings } from './report-buildings';
import { errorResponses } from '../../lib/error-responses';
import { replicaReads } from '../../lib/replica-reads';

const errors = errorResponses(400, 401, 403);

/**
 * GET /reports/checkin_activities/: the staff check-ins table and its exports.
 * The answer is streamed through COPY (JSON `{"checkins":[…]}` from the stored
 * objects, or CSV with format=csv made by PostgreSQL): Node only passes bytes
 * on, so `limit=-1` over a year stays in constant memory.
 */
export default async function checkinActivitiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Read only: from the replica when there is one (decision 326).
  const db = replicaReads(fastify);

  app.get(
    '/reports/checkin_activities',
    {
      // A room named is checked against the caller's buildings, else each building named (decisions 345, 418).
      config: {
        access: 'reports',
        buildingScoped: placeIn.either(placeIn.query('room', 'room'), placeIn.queryMany('building', 'building_id')),
      },
      compress: STREAM_COMPRESSION,
      schema: {
        tags: ['reports'],
        querystring: ZCheckinActivitiesQuerySchema,
        response: { 200: ZCheckinActivitiesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // A list of people: refused in aggregate-only analytics (decision 317).
      await refuseInAggregateMode(app, request);
      const q = request.query;
      const from = localMoment(q.start_date, q.start_time);
      const until = new Date(localMoment(q.end_date, q.end_time).getTime() + 60_000);
      const filter = {
        from,
        until,
        buildings: listBuildings(request, q.building_id),
        room: q.room,
        desk: q.desk,
        user: q.user,
        guestOnly: q.guest,
        limit: q.limit === EXPORT_ALL_LIMIT ? undefined : q.limit,
        // Guests' last names, e-mail and phone for reception and the host only (decision 446).
        guests: await guestReaderOf(fastify.db, currentUser(request)),
      };
      const onError = (err: unknown) => request.log.error({ err }, 'check-in export failed mid-stream');

      if (q.format === 'csv') {
        const name = `flexapp_${q.start_date}_${q.end_date}_checkins.csv`;
        reply.header('content-disposition', `attachment; filename="${name}"`);
        return sendChunks(
          reply,
          'text/csv; charset=utf-8',
          (async function* () {
            yield CSV_BOM + csvLine(CHECKIN_EXPORT_COLUMNS);
            yield* copyRows(db, checkinActivityCsvQuery(filter));
          })(),
          onError,
        );
      }

      // A large answer, compressed for clients that ask (browsers do).
      return sendChunks(
        reply,
        'application/json; charset=utf-8',
        (async function* () {
          yield '{"checkins":[';
          yield* copyRows(db, checkinActivityBodiesQuery(filter), ',');
          yield ']}';
        })(),
        onError,
      );
    },
  );
}
