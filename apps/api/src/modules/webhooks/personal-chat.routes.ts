import {
  ZPersonalChatChannelAnswerSchema,
  ZPersonalChatChannelInputSchema,
  ZPersonalChatChannelSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import { getPersonalChannel, removePersonalChannel, setPersonalChannel } from './personal-chat.service';

/** A person's own chat channel in the app's Settings (decision 370): signed in only, never with a token. */
export default async function personalChatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const path = '/users/self/chat-channel';

  app.get(
    path,
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], response: { 200: ZPersonalChatChannelAnswerSchema, ...errorResponses(401, 403) } },
    },
    async (request) => ({ channel: await getPersonalChannel(app.db, currentUser(request).id) }),
  );

  app.put(
    path,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        body: ZPersonalChatChannelInputSchema,
        response: { 200: ZPersonalChatChannelSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => setPersonalChannel(app.db, app.clock.now(), currentUser(request).id, request.body),
  );

  app.delete(
    path,
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], response: { 204: z.null(), ...errorResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      await removePersonalChannel(app.db, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );
}
