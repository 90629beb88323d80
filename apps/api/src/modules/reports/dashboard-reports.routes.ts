import {
  ZActiveUsersResponseSchema,
  ZCheckinDurationsResponseSchema,
  ZCheckinSummariesResponseSchema,
  ZDeskUsageResponseSchema,
  ZLatestCheckinsQuerySchema,
  ZLatestCheckinsResponseSchema,
  ZNoShowsResponseSchema,
  ZQuestionnairesQuerySchema,
  ZQuestionnairesResponseSchema,
  ZReportFilterQuerySchema,
  ZRoomUsageResponseSchema,
  ZTypedReportQuerySchema,
  ZUsageQuerySchema,
  ZUserCountsQuerySchema,
  ZUserCountsResponseSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { questionnaireResults } from './dashboard-questionnaires.repository';
import { activeUsers, checkinDurations, checkinSummaries, latestCheckins } from './dashboard-reports.repository';
import { deskUsage, roomUsage } from './dashboard-usage.repository';
import { foldDeskUsage, foldRoomUsage } from './usage-folding';
import { peoplePerPlace } from './usage-people.repository';
import { userCounts } from './dashboard-user-counts.repository';
import { noShows } from './no-shows.repository';
import { aggregateMode, refuseInAggregateMode } from './aggregate-mode';
import { withoutRemarks } from './dashboard-questionnaires.presenter';
import { currentUser, placeIn } from '../../lib/auth';
import { guestReaderOf } from './guest-details';
import { inPermittedBuildings } from './report-buildings';
import { errorResponses } from '../../lib/error-responses';
import { replicaReads } from '../../lib/replica-reads';
import { serverTimeZone } from '../../lib/time-zone';

const errors = errorResponses(400, 401, 403);
/**
 * The reports permission; a location admin names some of their buildings, or none for all of theirs (decisions
 * 301, 345, 402).
 */
const byBuilding = { access: 'reports', buildingScoped: placeIn.queryMany('building', 'building_id') } as const;
const schema = <Q, R>(querystring: Q, response: R) => ({
  tags: ['reports'],
  querystring,
  response: { 200: response, ...errors },
});

/**
 * The dashboard's reports (docs/product/dashboard.md), for the reports permission (decision 345). Definitions: docs/decisions/050. In
 * aggregate-only analytics the latest check-ins (people) are refused and questionnaire remarks left out (317).
 */
export default async function dashboardReportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Read only: from the replica when there is one (decision 326).
  const db = replicaReads(fastify);

  app.get(
    '/reports/checkin_durations',
    { config: byBuilding, schema: schema(ZTypedReportQuerySchema, ZCheckinDurationsResponseSchema) },
    async (request) =>
      checkinDurations(
        db,
        inPermittedBuildings(request, request.query),
        serverTimeZone(),
        request.query.checkin_type ?? 'WORKSPACE',
      ),
  );

  app.get(
    '/reports/checkin_summaries',
    { config: byBuilding, schema: schema(ZTypedReportQuerySchema, ZCheckinSummariesResponseSchema) },
    async (request) =>
      checkinSummaries(db, inPermittedBuildings(request, request.query), serverTimeZone(), request.query.checkin_type),
  );

  app.get(
    '/reports/active_users',
    { config: byBuilding, schema: schema(ZReportFilterQuerySchema, ZActiveUsersResponseSchema) },
    async (request) => activeUsers(db, inPermittedBuildings(request, request.query), serverTimeZone()),
  );

  app.get(
    '/reports/latest_checkins',
    { config: byBuilding, schema: schema(ZLatestCheckinsQuerySchema, ZLatestCheckinsResponseSchema) },
    async (request) => {
      await refuseInAggregateMode(app, request);
      const q = inPermittedBuildings(request, request.query);
      const guests = await guestReaderOf(app.db, currentUser(request));
      return latestCheckins(db, q, serverTimeZone(), q.checkin_type, q.limit, guests);
    },
  );

  app.get(
    '/reports/no_shows',
    { config: byBuilding, schema: schema(ZReportFilterQuerySchema, ZNoShowsResponseSchema) },
    async (request) => noShows(db, inPermittedBuildings(request, request.query), app.clock.now()),
  );

  app.get(
    '/reports/user_counts',
    { config: byBuilding, schema: schema(ZUserCountsQuerySchema, ZUserCountsResponseSchema) },
    async (request) => userCounts(db, inPermittedBuildings(request, request.query), app.clock.now()),
  );

  app.get(
    '/reports/room_usage',
    { config: byBuilding, schema: schema(ZUsageQuerySchema, ZRoomUsageResponseSchema) },
    async (request) => {
      const q = inPermittedBuildings(request, request.query);
      const rows = await roomUsage(db, q, serverTimeZone(), q.checkin_type, q.sort, q.limit);
      const mode = await aggregateMode(app, request);
      if (!mode.on) return rows;
      const ids = rows.map((r) => r.room_id);
      return foldRoomUsage(
        rows,
        await peoplePerPlace(db, 'room', ids, q, serverTimeZone(), q.checkin_type),
        mode.minGroup,
      );
    },
  );

  app.get(
    '/reports/desk_usage',
    { config: byBuilding, schema: schema(ZUsageQuerySchema, ZDeskUsageResponseSchema) },
    async (request) => {
      const q = inPermittedBuildings(request, request.query);
      const rows = await deskUsage(db, q, serverTimeZone(), q.sort, q.limit);
      const mode = await aggregateMode(app, request);
      if (!mode.on) return rows;
      const ids = rows.map((r) => r.desk_id);
      return foldDeskUsage(
        rows,
        await peoplePerPlace(db, 'desk', ids, q, serverTimeZone(), 'WORKSPACE'),
        mode.minGroup,
      );
    },
  );

  app.get(
    '/reports/questionnaires',
    { config: { access: 'reports' }, schema: schema(ZQuestionnairesQuerySchema, ZQuestionnairesResponseSchema) },
    async (request) => {
      const results = await questionnaireResults(db, request.query.month, serverTimeZone());
      return (await aggregateMode(app, request)).on ? withoutRemarks(results) : results;
    },
  );
}
