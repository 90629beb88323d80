import {
  ZDeactivateResultSchema,
  ZIdParamsSchema,
  ZPasswordResetSchema,
  ZSetupUserListSchema,
  ZSetupUserQuerySchema,
  ZSetupUserSchema,
  ZUserCreateSchema,
  ZUserImportPreviewSchema,
  ZUserImportRequestSchema,
  ZUserImportResultSchema,
  ZUserUpdateSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth';
import { sendJsonBody } from '../../lib/json-reply';
import { setupUsersBody } from './setup.cache';
import { setupErrors, tags } from './schemas';
import { previewImport } from './users-import';
import { importUsers } from './users-import.service';
import { activateUser, changeUser, createUser, deactivateUser, resetPassword, setupUser } from './users.service';

/** Staff manage the users (docs/product/setup.md): list, create, change, deactivate, reset a password, import. */
export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users',
    {
      config: { access: 'staff' },
      schema: { tags, querystring: ZSetupUserQuerySchema, response: { 200: ZSetupUserListSchema, ...setupErrors } },
    },
    async (request, reply) =>
      sendJsonBody(request, reply, await setupUsersBody(app, { url: request.url, query: request.query })),
  );

  app.get(
    '/users/:id',
    {
      config: { access: 'staff' },
      schema: { tags, params: ZIdParamsSchema, response: { 200: ZSetupUserSchema, ...setupErrors } },
    },
    async (request) => setupUser(app, request.params.id),
  );

  app.post(
    '/users',
    {
      config: { access: 'staff' },
      schema: { tags, body: ZUserCreateSchema, response: { 201: ZSetupUserSchema, ...setupErrors } },
    },
    async (request, reply) => reply.status(201).send(await createUser(app, currentUser(request).id, request.body)),
  );

  app.patch(
    '/users/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZUserUpdateSchema,
        response: { 200: ZSetupUserSchema, ...setupErrors },
      },
    },
    async (request) => changeUser(app, currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/users/:id/deactivate',
    {
      config: { access: 'staff' },
      schema: { tags, params: ZIdParamsSchema, response: { 200: ZDeactivateResultSchema, ...setupErrors } },
    },
    async (request) => deactivateUser(app, currentUser(request).id, request.params.id),
  );

  app.post(
    '/users/:id/activate',
    {
      config: { access: 'staff' },
      schema: { tags, params: ZIdParamsSchema, response: { 200: ZSetupUserSchema, ...setupErrors } },
    },
    async (request) => activateUser(app, currentUser(request).id, request.params.id),
  );

  app.post(
    '/users/:id/password',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZPasswordResetSchema,
        response: { 200: ZSetupUserSchema, ...setupErrors },
      },
    },
    async (request) => resetPassword(app, currentUser(request).id, request.params.id, request.body.password),
  );

  app.post(
    '/users/import/preview',
    {
      config: { access: 'staff' },
      schema: { tags, body: ZUserImportRequestSchema, response: { 200: ZUserImportPreviewSchema, ...setupErrors } },
    },
    async (request) => previewImport(app.db, request.body.csv),
  );

  app.post(
    '/users/import',
    {
      config: { access: 'staff' },
      schema: { tags, body: ZUserImportRequestSchema, response: { 201: ZUserImportResultSchema, ...setupErrors } },
    },
    async (request, reply) =>
      reply.status(201).send({ created: await importUsers(app, currentUser(request).id, request.body.csv) }),
  );
}
