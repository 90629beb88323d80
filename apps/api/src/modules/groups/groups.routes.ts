import {
  ZGroupDetailSchema,
  ZGroupListSchema,
  ZGroupMemberAddSchema,
  ZGroupMemberParamsSchema,
  ZGroupSaveSchema,
  ZIdParamsSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import {
  addManualMember,
  createManualGroup,
  deleteManualGroup,
  groupDetail,
  listGroups,
  removeManualMember,
  renameManualGroup,
} from './groups.service';

/** Groups in Setup (decision 230): staff list every group, and make and change manual ones. */
export default async function groupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['setup'];

  app.get(
    '/setup/groups',
    { config: { access: 'staff' }, schema: { tags, response: { 200: ZGroupListSchema, ...errorResponses(401, 403) } } },
    async () => listGroups(app.db),
  );

  app.get(
    '/setup/groups/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZIdParamsSchema,
        response: { 200: ZGroupDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => groupDetail(app.db, request.params.id),
  );

  app.post(
    '/setup/groups',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        body: ZGroupSaveSchema,
        response: { 201: ZGroupDetailSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createManualGroup(app.db, app.clock.now(), currentUser(request).id, request.body)),
  );

  app.put(
    '/setup/groups/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZGroupSaveSchema,
        response: { 200: ZGroupDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      renameManualGroup(app.db, app.clock.now(), currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/setup/groups/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteManualGroup(app.db, app.clock.now(), currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/setup/groups/:id/members',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZGroupMemberAddSchema,
        response: { 200: ZGroupDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      addManualMember(app.db, app.clock.now(), currentUser(request).id, request.params.id, request.body.user_id),
  );

  app.delete(
    '/setup/groups/:id/members/:userId',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZGroupMemberParamsSchema,
        response: { 200: ZGroupDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      removeManualMember(app.db, app.clock.now(), currentUser(request).id, request.params.id, request.params.userId),
  );
}
