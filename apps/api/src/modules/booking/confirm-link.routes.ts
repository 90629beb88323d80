import { ErrorCode, type Language, type TErrorCode, ZIdParamsSchema } from '@flexapp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { AppError } from '../../lib/errors';
import { placeLine } from '../mail';
import { confirmLinkPage, confirmLinkTexts as texts, type LinkBooking } from './confirm-link.page';
import { confirmReservation } from './booking.service';
import { confirmationWithPlace } from './reservations.repository';

const schema = {
  tags: ['booking'],
  params: ZIdParamsSchema,
  querystring: z.object({ sig: z.string().max(100) }),
};

/** What the two methods read of a request to the link. */
interface LinkRequest {
  id: number;
  sig: string;
  url: string;
  /** A browser (Accept: text/html) gets pages; any other client JSON. */
  html: boolean;
}
const linkRequest = (request: FastifyRequest, id: number, sig: string): LinkRequest => ({
  id,
  sig,
  url: request.url,
  html: (request.headers.accept ?? '').includes('text/html'),
});

/**
 * The Confirm link of a reminder e-mail (decision 140): a signed link for one confirmation that needs no
 * sign-in. Opening it (GET) changes nothing: it shows the booking and a Confirm button, so that a mail
 * scanner or a link preview that fetches every link in an e-mail cannot confirm a booking nobody looked at.
 * The button POSTs to the same link, which goes through the same rules as POST booking/reminders/{id}/update/.
 * A browser (Accept: text/html) gets a page in the owner's language; any other client the API's JSON.
 */
export default async function confirmLinkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The page's form posts an empty urlencoded body; nothing in it is read (this plugin's routes only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, undefined),
  );

  /** The confirmation, its booking and its place; null when there is none. */
  const find = (id: number) => confirmationWithPlace(app.db, id);

  const answer = (
    request: LinkRequest,
    reply: FastifyReply,
    lang: Language,
    result: { status: number; text: string; code?: TErrorCode; booking?: LinkBooking; form?: boolean; json?: object },
  ) => {
    if (!request.html) {
      if (result.code) throw new AppError(result.code);
      return reply.status(200).send(result.json);
    }
    return reply
      .status(result.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(
        confirmLinkPage(lang, {
          message: result.text,
          booking: result.booking,
          formAction: result.form ? request.url : undefined,
          origin: app.mail.origin,
        }),
      );
  };

  /** The checks both methods share: the signature, the booking still there, not ended, open for confirming. */
  const check = async (request: LinkRequest, reply: FastifyReply) => {
    const { id } = request;
    const row = await find(id);
    const lang: Language = row?.language ?? 'en';
    const fail = (status: number, text: string, code: TErrorCode) => ({
      row: null,
      lang,
      sent: answer(request, reply, lang, { status, text, code }),
    });
    if (!app.urlSigner.verify(`confirm:${id}`, request.sig))
      return fail(403, texts.invalid[lang], ErrorCode.LINK_INVALID);
    if (!row || row.cancelled_at !== null) return fail(404, texts.gone[lang], ErrorCode.NO_EXISTS);
    const now = app.clock.now();
    if (row.end_at <= now) return fail(409, texts.ended[lang], ErrorCode.BOOKING_ENDED);
    if (row.opens_at > now) return fail(409, texts.early[lang], ErrorCode.CONFIRMATION_NOT_OPEN);
    const booking: LinkBooking = {
      title: row.title,
      place: placeLine(lang, row),
      start: row.start_at,
      end: row.end_at,
    };
    return { row, lang, booking, sent: null };
  };

  app.get('/booking/reminders/:id/confirm', { config: { access: 'public' }, schema }, async (req, reply) => {
    const request = linkRequest(req, req.params.id, req.query.sig);
    const checked = await check(request, reply);
    if (!checked.row) return checked.sent;
    const confirmed = checked.row.status === 'waiting';
    return answer(request, reply, checked.lang, {
      status: 200,
      text: confirmed ? texts.already[checked.lang] : texts.ask[checked.lang],
      booking: checked.booking,
      form: !confirmed,
      json: { id: request.id, status: checked.row.status },
    });
  });

  app.post('/booking/reminders/:id/confirm', { config: { access: 'public' }, schema }, async (req, reply) => {
    const request = linkRequest(req, req.params.id, req.query.sig);
    const checked = await check(request, reply);
    if (!checked.row) return checked.sent;
    let result;
    try {
      result = await confirmReservation(app, checked.row.user_id, request.id);
    } catch (err) {
      // Cancelled, released or ended between the page and the button.
      if (!(err instanceof AppError)) throw err;
      const text = err.code === ErrorCode.BOOKING_ENDED ? texts.ended : texts.gone;
      return answer(request, reply, checked.lang, { status: err.statusCode, text: text[checked.lang], code: err.code });
    }
    return answer(request, reply, checked.lang, {
      status: 200,
      text: texts.done[checked.lang],
      booking: checked.booking,
      json: result,
    });
  });
}
