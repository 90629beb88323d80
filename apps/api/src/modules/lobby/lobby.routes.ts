import { ErrorCode, ZLobbyStateSchema } from '@flexapp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { AppError } from '../../lib/errors';
import { lobbyDevice } from '../displays';
import { lobbyState } from './lobby.service';
import { openLobbyStream } from './lobby.stream';

const tags = ['displays'];

/**
 * The lobby board's own routes (issue 41, decision 330): public to the session check, they admit only the device
 * token of a lobby board (a room display's token: 403 DISPLAY_WRONG_SCOPE).
 */
export default async function lobbyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const board = (request: FastifyRequest) => lobbyDevice(app, request.headers.authorization);

  app.get(
    '/display/lobby',
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: ZLobbyStateSchema, ...errorResponses(401, 403) } },
    },
    async (request) => lobbyState(app, await board(request)),
  );

  app.get(
    '/display/lobby/events',
    { config: { access: 'public' }, schema: { tags, hide: true } },
    async (request, reply) => {
      const device = await board(request);
      if (!app.eventHub) throw new AppError(ErrorCode.SERVICE_UNAVAILABLE);
      openLobbyStream(app, reply, device);
    },
  );
}
