import {
  parseBookingScope,
  ZBookingScopeParamsSchema,
  ZBookingsReportQuerySchema,
  ZBookingsReportResponseSchema,
  ZBookingSummarySchema,
} from '@flexapp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { bookingsReport, bookingsSummary } from './bookings-report.repository';
import { aggregateMode } from './aggregate-mode';
import { placeIn, type PlaceRef } from '../../lib/auth';
import { listBuildings } from './report-buildings';
import { aggregateSummary } from './bookings-report.presenter';
import { errorResponses } from '../../lib/error-responses';
import { replicaReads } from '../../lib/replica-reads';

const errors = errorResponses(400, 401, 403);

/** GET /reports/bookings/{building}.{floor}.{room}.0 (daily rows per building) and …/summary. */
/**
 * The building of the `{building}.{floor}.{room}.0` scope: a location admin names one of theirs (decision 345);
 * with `all` there, each `building_id` named, none: all of theirs (decision 418).
 */
const scopeBuilding: PlaceRef = {
  kind: 'building',
  in: 'params',
  key: 'scope',
  value: (id) => `${id}.all.all.0`,
  id: (raw) => (typeof raw === 'string' ? raw.split('.')[0] : undefined),
  or: placeIn.queryMany('building', 'building_id'),
};

/** The scope of the path narrowed to the buildings named in the query, else to all the caller's (decision 418). */
function scopeOf(request: FastifyRequest, scope: string, named: number | readonly number[] | undefined) {
  return { ...parseBookingScope(scope), buildings: listBuildings(request, named) };
}

export default async function bookingsReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Read only: from the replica when there is one (decision 326).
  const db = replicaReads(fastify);

  app.get(
    '/reports/bookings/:scope',
    {
      config: { access: 'reports', buildingScoped: scopeBuilding },
      schema: {
        tags: ['reports'],
        params: ZBookingScopeParamsSchema,
        querystring: ZBookingsReportQuerySchema,
        response: { 200: ZBookingsReportResponseSchema, ...errors },
      },
    },
    async (request) =>
      bookingsReport(
        db,
        scopeOf(request, request.params.scope, request.query.building_id),
        request.query.start_date,
        request.query.end_date,
      ),
  );

  app.get(
    '/reports/bookings/:scope/summary',
    {
      config: { access: 'reports', buildingScoped: scopeBuilding },
      schema: {
        tags: ['reports'],
        params: ZBookingScopeParamsSchema,
        querystring: ZBookingsReportQuerySchema,
        response: { 200: ZBookingSummarySchema, ...errors },
      },
    },
    async (request) => {
      const summary = await bookingsSummary(
        db,
        scopeOf(request, request.params.scope, request.query.building_id),
        request.query.start_date,
        request.query.end_date,
      );
      const mode = await aggregateMode(app, request);
      return mode.on ? aggregateSummary(summary, mode.minGroup) : summary;
    },
  );
}
