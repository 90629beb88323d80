import { ErrorCode, ZCalendarUrlSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { calendarToken, feedBookings, resetCalendarToken, userByCalendarToken } from './calendar.repository';
import { bookingsCalendar } from './ics';
import { errorResponses } from '../../lib/error-responses';

/** The token in a calendar URL: 43 base64url characters (32 random bytes). */
const ZTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** Calendar subscription (docs/product/email-and-calendar.md): a private URL per person, no other sign-in needed. */
export default async function calendarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const feedUrl = (token: string) => `${app.mail.origin}/api/calendar/${token}.ics`;
  const errors = errorResponses(401);

  app.get(
    '/users/self/calendar',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['calendar'], response: { 200: ZCalendarUrlSchema, ...errors } },
    },
    async (request) => ({ url: feedUrl(await calendarToken(app.db, currentUser(request).id)) }),
  );

  app.post(
    '/users/self/calendar/reset',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['calendar'], response: { 200: ZCalendarUrlSchema, ...errors } },
    },
    async (request) => ({ url: feedUrl(await resetCalendarToken(app.db, currentUser(request).id)) }),
  );

  // Public: calendar apps fetch it without our sign-in; the secret token is the key. An unknown or
  // reset token answers 404 (the same as a malformed one: nothing to learn by guessing).
  app.get(
    '/calendar/:token.ics',
    {
      config: { access: 'public' },
      schema: { tags: ['calendar'], params: ZTokenParamsSchema },
    },
    async (request, reply) => {
      const user = await userByCalendarToken(app.db, request.params.token);
      if (!user) throw new AppError(ErrorCode.NOT_FOUND);
      const now = app.clock.now();
      const body = bookingsCalendar(await feedBookings(app.db, user.id, now), {
        lang: user.language,
        host: new URL(app.mail.origin).hostname,
        name: user.language === 'nl' ? 'Mijn flexapp-reserveringen' : 'My flexapp bookings',
        url: `${app.mail.origin}/app/reservations`,
      });
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="flexapp.ics"');
      return reply.send(body);
    },
  );
}
