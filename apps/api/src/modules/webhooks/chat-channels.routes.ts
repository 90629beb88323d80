import {
  ZChatChannelCreateSchema,
  ZChatChannelListSchema,
  ZChatChannelSchema,
  ZChatChannelUpdateSchema,
  ZIdParamsSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { changeChannel, createChannel, listChannels, removeChannel } from './chat-channels.service';

/** A building's chat channels in Setup (issue 39, decision 270): staff only; tokens with setup:read / setup:write. */
export default async function chatChannelRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/setup/chat-channels',
    {
      config: { access: 'staff' },
      schema: { tags: ['setup'], response: { 200: ZChatChannelListSchema, ...errorResponses(401, 403) } },
    },
    async () => listChannels(app.db),
  );

  app.post(
    '/setup/chat-channels',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['setup'],
        body: ZChatChannelCreateSchema,
        response: { 201: ZChatChannelSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await createChannel(app.db, app.clock.now(), request.body)),
  );

  app.patch(
    '/setup/chat-channels/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['setup'],
        params: ZIdParamsSchema,
        body: ZChatChannelUpdateSchema,
        response: { 200: ZChatChannelSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => changeChannel(app.db, request.params.id, request.body),
  );

  app.delete(
    '/setup/chat-channels/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['setup'],
        params: ZIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeChannel(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
