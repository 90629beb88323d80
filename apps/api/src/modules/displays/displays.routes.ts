import {
  ZDisplayBookingRequestSchema,
  ZDisplayBookRequestSchema,
  ZDisplayClaimRequestSchema,
  ZDisplayClaimSchema,
  ZDisplayExtendRequestSchema,
  ZDisplayListQuerySchema,
  ZDisplayListSchema,
  ZDisplayPairingStartSchema,
  ZDisplayPairRequestSchema,
  ZDisplaySchema,
  ZDisplayStateSchema,
  ZIdParamsSchema,
  ZLobbyBoardListQuerySchema,
  ZLobbyBoardListSchema,
  ZLobbyBoardSchema,
  ZLobbyPairRequestSchema,
  ErrorCode,
} from '@flexapp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import { AppError } from '../../lib/errors';
import { takePublicQuota } from '../../lib/request-quota';
import { openDeviceStream } from './device-stream';
import * as displays from './displays.service';
import * as lobbyBoards from './lobby-boards.service';

/** New pairings per client address: a tablet asks once per ten minutes; a guesser gets few codes to aim at. */
const PAIRING_LIMIT = { max: 10, windowSeconds: 600 };
const tags = ['displays'];

/**
 * Room displays (issue 41, decision 215). Pairing is public (the tablet has no account) and staff; the display's
 * own routes are public to the session check and admit only a device token, checked by the displays service.
 */
export default async function displayRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const device = (request: FastifyRequest) => displays.deviceDisplay(app, request.headers.authorization);

  app.post(
    '/displays/pairings',
    {
      config: { access: 'public' },
      schema: { tags, response: { 201: ZDisplayPairingStartSchema, ...errorResponses(429) } },
    },
    async (request, reply) => {
      if (!(await takePublicQuota(app.db, 'display-pairing', request.ip, PAIRING_LIMIT, app.clock.now())))
        throw new AppError(ErrorCode.RATE_LIMITED);
      return reply.status(201).send(await displays.startPairing(app));
    },
  );

  app.post(
    '/displays/pairings/claim',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: ZDisplayClaimRequestSchema,
        response: { 200: ZDisplayClaimSchema, ...errorResponses(400) },
      },
    },
    async (request) => displays.claimPairing(app, request.body.secret),
  );

  app.post(
    '/displays',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        body: ZDisplayPairRequestSchema,
        response: { 201: ZDisplaySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await displays.pairDisplay(app, currentUser(request).id, request.body)),
  );

  app.get(
    '/displays',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        querystring: ZDisplayListQuerySchema,
        response: { 200: ZDisplayListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => displays.listDisplays(app, request.query.room_id),
  );

  app.post(
    '/displays/lobby',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        body: ZLobbyPairRequestSchema,
        response: { 201: ZLobbyBoardSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await lobbyBoards.pairLobbyBoard(app, currentUser(request).id, request.body)),
  );

  app.get(
    '/displays/lobby',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        querystring: ZLobbyBoardListQuerySchema,
        response: { 200: ZLobbyBoardListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => lobbyBoards.listLobbyBoards(app, request.query.building_id),
  );

  app.delete(
    '/displays/:id',
    {
      config: { access: 'staff' },
      schema: { tags, params: ZIdParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await displays.revokeDisplay(app, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  const deviceErrors = errorResponses(400, 401, 403, 404, 409);

  app.get(
    '/display/room',
    { config: { access: 'public' }, schema: { tags, response: { 200: ZDisplayStateSchema, ...deviceErrors } } },
    async (request) => displays.displayState(app, await device(request)),
  );

  app.get(
    '/display/room/events',
    { config: { access: 'public' }, schema: { tags, hide: true } },
    async (request, reply) => {
      const display = await device(request);
      if (!app.eventHub) throw new AppError(ErrorCode.SERVICE_UNAVAILABLE);
      // Live through the events hub (decision 217): its room's bookings, setup and settings changes.
      openDeviceStream(app, reply, {
        id: display.id,
        concerns: (event) =>
          (event.type === 'room_status' && event.room_id === display.room_id) ||
          event.type === 'places_changed' ||
          event.type === 'settings_changed',
        changed: { room_id: display.room_id },
        ready: {},
      });
    },
  );

  app.post(
    '/display/room/book',
    {
      config: { access: 'public' },
      schema: { tags, body: ZDisplayBookRequestSchema, response: { 200: ZDisplayStateSchema, ...deviceErrors } },
    },
    async (request) => {
      const display = await device(request);
      await displays.bookNow(app, display, request.body.minutes);
      return displays.displayState(app, display);
    },
  );

  app.post(
    '/display/room/checkin',
    {
      config: { access: 'public' },
      schema: { tags, body: ZDisplayBookingRequestSchema, response: { 200: ZDisplayStateSchema, ...deviceErrors } },
    },
    async (request) => {
      const display = await device(request);
      await displays.checkInAtDisplay(app, display, request.body.booking_id);
      return displays.displayState(app, display);
    },
  );

  app.post(
    '/display/room/end',
    {
      config: { access: 'public' },
      schema: { tags, body: ZDisplayBookingRequestSchema, response: { 200: ZDisplayStateSchema, ...deviceErrors } },
    },
    async (request) => {
      const display = await device(request);
      await displays.endEarly(app, display, request.body.booking_id);
      return displays.displayState(app, display);
    },
  );

  app.post(
    '/display/room/extend',
    {
      config: { access: 'public' },
      schema: { tags, body: ZDisplayExtendRequestSchema, response: { 200: ZDisplayStateSchema, ...deviceErrors } },
    },
    async (request) => {
      const display = await device(request);
      await displays.extendMeeting(app, display, request.body.booking_id, request.body.minutes);
      return displays.displayState(app, display);
    },
  );
}
