import multipart from '@fastify/multipart';
import { PLAN_MAX_BYTES } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import auditRoutes from './audit.routes';
import buildingsRoutes from './buildings.routes';
import desksRoutes from './desks.routes';
import floorsRoutes from './floors.routes';
import roomsRoutes from './rooms.routes';
import timetablesRoutes from './timetables.routes';
import usersRoutes from './users.routes';

/** Workplace setup for staff (issue 8), all under /api/setup and staff only. */
export default async function setupRoutes(fastify: FastifyInstance) {
  await fastify.register(
    async (app) => {
      await app.register(multipart, { limits: { fileSize: PLAN_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
      for (const routes of [
        buildingsRoutes,
        floorsRoutes,
        roomsRoutes,
        desksRoutes,
        timetablesRoutes,
        usersRoutes,
        auditRoutes,
      ]) {
        await app.register(routes);
      }
    },
    { prefix: '/setup' },
  );
}
