import {
  ErrorCode,
  PUBLIC_VISIT_PERSON_LIMIT,
  ZGuestDeskSchema,
  ZGuestDesksQuerySchema,
  ZGuestRegistrationRequestSchema,
  toApiDate,
  ZGuestRegistrationResponseSchema,
  ZPublicVisitPersonQuerySchema,
  ZPublicVisitPersonResponseSchema,
} from '@flexapp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, placeIn } from '../../lib/auth';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { cachedSettings } from '../configuration';
import { guestDesksOfRoom, searchVisitPersons } from './guests.repository';
import { localMoment, registerGuest } from './guests.service';
import { z } from 'zod';
import { PUBLIC_LOOKUP_LIMIT, PUBLIC_REGISTER_LIMIT, takePublicQuota } from '../../lib/request-quota';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 429);

async function requireFlag(app: FastifyInstance, flag: 'enable_register_guest' | 'enable_public_register_guest') {
  const settings = await cachedSettings(app);
  if (!settings[flag]) throw new AppError(ErrorCode.FEATURE_DISABLED);
}

async function requireQuota(
  app: FastifyInstance,
  request: FastifyRequest,
  bucket: string,
  limit: typeof PUBLIC_LOOKUP_LIMIT,
) {
  if (!(await takePublicQuota(app.db, bucket, request.ip, limit, app.clock.now())))
    throw new AppError(ErrorCode.RATE_LIMITED);
}

/** The guest's place: the desk, or when none is given the meeting room (the form names one of them). */
const guestPlace = placeIn.either(placeIn.body('desk', 'desk'), placeIn.body('room', 'meeting_room'));

export default async function guestsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Staff, and reception or a location admin at a desk or meeting room of their buildings, register a guest from
  // the dashboard (decision 401; the spec spells the path register_quest).
  for (const url of ['/users/register_quest/', '/users/register_guest/']) {
    app.post(
      url,
      {
        config: { access: 'guests', buildingScoped: guestPlace },
        schema: {
          tags: ['guests'],
          body: ZGuestRegistrationRequestSchema,
          response: { 201: ZGuestRegistrationResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        await requireFlag(app, 'enable_register_guest');
        const result = await registerGuest(app.db, request.body, {
          mail: app.mail,
          variant: 'private',
          registeredBy: currentUser(request).id,
          now: app.clock.now(),
        });
        return reply.status(201).send(result);
      },
    );
  }

  // The dashboard form's desk list: which desks are taken from now until the visit ends (decision 181), in a room
  // of the caller's buildings (decision 401).
  app.get(
    '/users/register_guest/desks/',
    {
      config: { access: 'guests', buildingScoped: placeIn.query('room', 'room') },
      schema: {
        tags: ['guests'],
        querystring: ZGuestDesksQuerySchema,
        response: { 200: z.array(ZGuestDeskSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await requireFlag(app, 'enable_register_guest');
      const now = app.clock.now();
      const end = localMoment(toApiDate(now), request.query.time_end);
      if (end <= now) throw badRequest('The visit must end later today.', { time_end: ['guest.time_end_invalid'] });
      const desks = await guestDesksOfRoom(app.db, request.query.room, now, end);
      if (!desks) throw notFound('No workspace room with this id');
      return desks;
    },
  );

  // The public form: no login, rate limited per client address, no place.
  app.post(
    '/public/register_guest/',
    {
      config: { access: 'public' },
      // The form's switch and the per-address quota come before the body is read or validated.
      onRequest: async (request) => {
        await requireFlag(app, 'enable_public_register_guest');
        await requireQuota(app, request, 'public_register_guest', PUBLIC_REGISTER_LIMIT);
      },
      bodyLimit: 8 * 1024,
      schema: {
        tags: ['guests'],
        body: ZGuestRegistrationRequestSchema,
        response: { 201: ZGuestRegistrationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The public form never chooses a place: whatever was sent is ignored.
      const body = { ...request.body, desk: null, meeting_room: null };
      const result = await registerGuest(app.db, body, { variant: 'public', registeredBy: null, now: app.clock.now() });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/public/visit_persons/',
    {
      config: { access: 'public' },
      onRequest: async (request) => {
        await requireFlag(app, 'enable_public_register_guest');
        await requireQuota(app, request, 'public_visit_persons', PUBLIC_LOOKUP_LIMIT);
      },
      schema: {
        tags: ['guests'],
        querystring: ZPublicVisitPersonQuerySchema,
        response: { 200: ZPublicVisitPersonResponseSchema, ...errors },
      },
    },
    async (request) => {
      return { results: await searchVisitPersons(app.db, request.query.q, PUBLIC_VISIT_PERSON_LIMIT) };
    },
  );
}
