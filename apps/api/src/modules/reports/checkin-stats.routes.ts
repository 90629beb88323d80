import { ZCheckinStatsBodySchema, ZCheckinStatsQuerySchema, ZCheckinStatsResponseSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { checkinStats } from './checkin-stats.repository';
import { placeIn } from '../../lib/auth';
import { inPermittedBuildings } from './report-buildings';
import { errorResponses } from '../../lib/error-responses';
import { replicaReads } from '../../lib/replica-reads';
import { serverTimeZone } from '../../lib/time-zone';

const errors = errorResponses(400, 401, 403);

/**
 * POST /checkins/stats/?sort=asc: check-ins per day for the occupation chart and the occupancy card (reports
 * permission, decision 345), over one building, several or all the caller may see (decision 402).
 */
export default async function checkinStatsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Read only: from the replica when there is one (decision 326).
  const db = replicaReads(fastify);
  app.post(
    '/checkins/stats',
    {
      config: { access: 'reports', buildingScoped: placeIn.bodyMany('building', 'building') },
      schema: {
        tags: ['reports'],
        querystring: ZCheckinStatsQuerySchema,
        body: ZCheckinStatsBodySchema,
        response: { 200: ZCheckinStatsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const b = request.body;
      // Several buildings, or none for all the caller may see (decision 402).
      const { building_id } = inPermittedBuildings(request, { building_id: b.building });
      return checkinStats(
        db,
        {
          building_id,
          floor_id: b.floor,
          room_id: b.room,
          start_date: b.start_date,
          end_date: b.end_date,
          start_time: b.start_time,
          end_time: b.end_time,
          day_of_week: b.day_of_week,
        },
        serverTimeZone(),
        request.query.sort,
      );
    },
  );
}
