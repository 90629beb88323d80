import {
  ZGrantSchema,
  ZRoleAssignmentCreateSchema,
  ZRoleAssignmentListSchema,
  ZRoleAssignmentParamsSchema,
  ZRoleAssignmentSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import { createAssignment, grantsOfUser, listAssignments, removeAssignment } from './roles.service';

/** Roles in Setup -> Identity (decision 301) and one's own permissions for the web app. */
export default async function roleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['setup'];

  app.get(
    '/setup/roles',
    {
      config: { access: 'staff' },
      schema: { tags, response: { 200: ZRoleAssignmentListSchema, ...errorResponses(401, 403) } },
    },
    async () => listAssignments(app.db),
  );

  app.post(
    '/setup/roles',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        body: ZRoleAssignmentCreateSchema,
        response: { 201: ZRoleAssignmentSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAssignment(app.db, request.body, currentUser(request).id, app.clock.now())),
  );

  app.delete(
    '/setup/roles/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZRoleAssignmentParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeAssignment(app.db, request.params.id, currentUser(request).id, app.clock.now());
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/self/grants/',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], response: { 200: z.array(ZGrantSchema), ...errorResponses(401) } },
    },
    async (request) => {
      const user = currentUser(request);
      return grantsOfUser(app.db, user.id, user.isStaff);
    },
  );
}
