import {
  ErrorCode,
  type TRoomCalendar,
  ZRoomCalendarListQuerySchema,
  ZRoomCalendarListSchema,
  ZRoomCalendarPublishSchema,
  ZRoomCalendarSchema,
  ZRoomIdParamsSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { AppError, notFound } from '../../lib/errors';
import { newCalendarToken } from './calendar.repository';
import { bookingsCalendar } from './ics';
import {
  deleteRoomCalendar,
  type RoomCalendarRow,
  roomBookings,
  roomCalendarByToken,
  roomCalendarRow,
  roomCalendarRows,
  roomExists,
  setRoomCalendarToken,
  upsertRoomCalendar,
} from './room-calendars.repository';

const ZTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/**
 * Room calendars (issue 39, decisions 372, 405): staff see every meeting room and publish one in Setup, calendar clients subscribe to its secret
 * URL; a new URL or unpublishing revokes the old one. The feed names the room and times only, never a person or a
 * meeting's title.
 */
export default async function roomCalendarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const present = (row: RoomCalendarRow): TRoomCalendar => ({
    room_id: row.room_id,
    room: row.room,
    floor: row.floor,
    building_id: row.building_id,
    building: row.building,
    published: row.token !== null,
    url: row.token === null ? null : `${app.mail.origin}/api/calendar/rooms/${row.token}.ics`,
    language: row.language,
    created_at: row.created_at?.toISOString() ?? null,
  });
  const one = async (roomId: number) => {
    const row = await roomCalendarRow(app.db, roomId);
    if (!row) throw notFound();
    return present(row);
  };
  const tags = ['setup'];

  app.get(
    '/setup/room-calendars',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        querystring: ZRoomCalendarListQuerySchema,
        response: { 200: ZRoomCalendarListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => (await roomCalendarRows(app.db, request.query.building_id)).map(present),
  );

  app.put(
    '/setup/room-calendars/:roomId',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZRoomIdParamsSchema,
        body: ZRoomCalendarPublishSchema,
        response: { 200: ZRoomCalendarSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { roomId } = request.params;
      if (!(await roomExists(app.db, roomId))) throw notFound();
      await upsertRoomCalendar(app.db, {
        room_id: roomId,
        token: newCalendarToken(),
        language: request.body.language,
        created_at: app.clock.now(),
      });
      return one(roomId);
    },
  );

  app.post(
    '/setup/room-calendars/:roomId/reset',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZRoomIdParamsSchema,
        response: { 200: ZRoomCalendarSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await setRoomCalendarToken(app.db, request.params.roomId, newCalendarToken()))) throw notFound();
      return one(request.params.roomId);
    },
  );

  app.delete(
    '/setup/room-calendars/:roomId',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZRoomIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteRoomCalendar(app.db, request.params.roomId))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  // Public: calendar clients fetch it without signing in; an unknown or revoked token answers 404.
  app.get(
    '/calendar/rooms/:token.ics',
    { config: { access: 'public' }, schema: { tags: ['calendar'], params: ZTokenParamsSchema } },
    async (request, reply) => {
      const room = await roomCalendarByToken(app.db, request.params.token);
      if (!room) throw new AppError(ErrorCode.NOT_FOUND);
      const body = bookingsCalendar(await roomBookings(app.db, room.room_id, app.clock.now()), {
        lang: room.language,
        host: new URL(app.mail.origin).hostname,
        name: `${room.room} – ${room.building}`,
      });
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="room.ics"');
      return reply.send(body);
    },
  );
}
