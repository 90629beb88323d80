import { ErrorCode, type Language, type TErrorCode, ZIdParamsSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_ROUTE } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { confirmReservation } from './reservations.repository';

const texts = {
  done: { en: 'Your booking is confirmed. See you soon!', nl: 'Uw reservering is bevestigd. Tot straks!' },
  invalid: { en: 'This confirmation link is not valid.', nl: 'Deze bevestigingslink is niet geldig.' },
  gone: {
    en: 'This booking no longer exists (it was cancelled or released).',
    nl: 'Deze reservering bestaat niet meer (geannuleerd of vrijgegeven).',
  },
  ended: { en: 'This booking has already ended.', nl: 'Deze reservering is al afgelopen.' },
  early: {
    en: 'This booking cannot be confirmed yet: try again within 24 hours of its start.',
    nl: 'Deze reservering kan nog niet bevestigd worden: probeer het binnen 24 uur voor het begin.',
  },
  open: { en: 'Open flexapp', nl: 'Open flexapp' },
} satisfies Record<string, Record<Language, string>>;

const page = (lang: Language, message: string, origin: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>flexapp</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<main><h1 style="font-size: 1.4rem">flexapp</h1><p>${message}</p>
<p><a href="${origin}/app/reservations">${texts.open[lang]}</a></p></main></body></html>
`;

/**
 * The one-tap Confirm of a reminder e-mail (decision 140): a signed link for one confirmation that
 * needs no sign-in and goes through the same rules as POST booking/reminders/{id}/update/.
 */
export default async function confirmLinkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/booking/reminders/:id/confirm',
    {
      config: PUBLIC_ROUTE,
      schema: {
        tags: ['booking'],
        params: ZIdParamsSchema,
        querystring: z.object({ sig: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const owner = await app.db
        .selectFrom('booking_confirmations as bc')
        .innerJoin('bookings as bk', 'bk.id', 'bc.booking_id')
        .innerJoin('users as u', 'u.id', 'bk.user_id')
        .select(['bk.user_id', 'u.language'])
        .where('bc.id', '=', id)
        .executeTakeFirst();
      const lang: Language = owner?.language ?? request.user?.language ?? 'en';
      // A person who taps the link in an e-mail (a browser, Accept: text/html) gets a page in their
      // language; any other client gets the API's JSON: the status and a stable error code.
      const browser = (request.headers.accept ?? '').includes('text/html');
      const answer = (status: number, text: string, code?: TErrorCode) => {
        if (!browser) {
          if (code) throw new AppError(code);
          return reply.status(200).send({ id, status: 'waiting' });
        }
        return reply
          .status(status)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .send(page(lang, text, app.mail.origin));
      };
      if (!app.urlSigner.verify(`confirm:${id}`, request.query.sig))
        return answer(403, texts.invalid[lang], ErrorCode.LINK_INVALID);
      if (!owner) return answer(404, texts.gone[lang], ErrorCode.NO_EXISTS);
      try {
        await confirmReservation(app.db, owner.user_id, id, app.clock.now());
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        if (err.code === ErrorCode.BOOKING_ENDED) return answer(409, texts.ended[lang], err.code);
        if (err.code === ErrorCode.CONFIRMATION_NOT_OPEN) return answer(409, texts.early[lang], err.code);
        return answer(404, texts.gone[lang], ErrorCode.NO_EXISTS);
      }
      return answer(200, texts.done[lang]);
    },
  );
}
