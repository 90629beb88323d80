import {
  normaliseGuestForm,
  type TGuestForm,
  type TGuestFormErrors,
  type TGuestFormVariant,
  type TGuestRegistrationInput,
  type TGuestRegistrationResponse,
  validateGuestForm,
} from '@flexapp/contract';
import { type Db, isExclusionViolation, isUniqueViolation } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { publishDeskStatus, publishGuestsChanged } from '../../live';
import { createMessage } from '../messages';
import { guestArrivedMail, type MailSettings, queueMail } from '../mail';
import { recordCheckinEvents, recordWebhookEvents } from '../webhooks';
import { bookGuestPlace } from './guest-bookings.service';
import { deskTakenBetween, findActiveUser, findMeetingRoom, findOpenDesk } from './guests.repository';

/** How far the form's live start may be from the server's clock (minutes). */
export const START_TOLERANCE_MINUTES = 15;

/** A local date (YYYY-MM-DD) and time (HH:MM) as a moment in the server's (organisation's) time zone. */
export const localMoment = (date: string, time: string) =>
  new Date(`${date}T${time.length === 5 ? `${time}:00` : time}`);

function fail(errors: TGuestFormErrors): never {
  throw badRequest('The guest registration is not valid.', errors);
}

/**
 * Registers a guest: the registration row, the guest's check-in at the chosen
 * desk or meeting room from now until the end time, with `book_place` the host's
 * booking of that place for the visit (decision 399), and a message for the
 * visited person, all in one transaction.
 */
export async function registerGuest(
  db: Db,
  input: TGuestRegistrationInput,
  opts: { variant: TGuestFormVariant; registeredBy: number | null; now: Date; mail?: MailSettings },
): Promise<TGuestRegistrationResponse> {
  const errors = validateGuestForm(input, opts.variant);
  if (Object.keys(errors).length > 0) fail(errors);
  const form = normaliseGuestForm(input);

  const { now } = opts;
  // The check-in starts at the second the form gives (decision 419); the registration shows the minute.
  const start = localMoment(form.date, input.time_start!);
  const end = localMoment(form.date, form.time_end);
  if (Math.abs(start.getTime() - now.getTime()) > START_TOLERANCE_MINUTES * 60_000) {
    fail({ time_start: ['guest.time_start_invalid'] });
  }

  // A place someone holds refuses the guest's booking in the database (decision 399): the field says "occupied".
  try {
    return await registerInTransaction(db, form, start, end, opts);
  } catch (err) {
    if (form.desk != null && isUniqueViolation(err)) fail({ desk: ['guest.desk_occupied'] });
    if (form.meeting_room != null && isExclusionViolation(err)) fail({ meeting_room: ['guest.meeting_room_occupied'] });
    throw err;
  }
}

function registerInTransaction(
  db: Db,
  form: TGuestForm,
  start: Date,
  end: Date,
  opts: { variant: TGuestFormVariant; registeredBy: number | null; now: Date; mail?: MailSettings },
): Promise<TGuestRegistrationResponse> {
  const { now } = opts;
  return db.transaction().execute(async (trx) => {
    const found: TGuestFormErrors = {};
    const person = await findActiveUser(trx, form.visit_person);
    if (!person) found.visit_person = ['guest.visit_person_invalid'];

    let desk: { id: number; name: string; room_id: number } | undefined;
    let room: { id: number; name: string } | undefined;
    if (form.desk != null) {
      const row = await findOpenDesk(trx, form.desk);
      if (!row || row.is_closed) found.desk = ['guest.desk_invalid'];
      else if (await deskTakenBetween(trx, row.id, start, end)) found.desk = ['guest.desk_occupied'];
      else desk = row;
    } else if (form.meeting_room != null) {
      room = await findMeetingRoom(trx, form.meeting_room);
      if (!room) found.meeting_room = ['guest.meeting_room_invalid'];
    }
    if (Object.keys(found).length > 0) fail(found);

    const guestName = `${form.first_name} ${form.last_name}`;
    // A check-in belongs to a place: the public form, which has none, records only the registration.
    const checkin =
      desk || room
        ? await trx
            .insertInto('checkins')
            .values({
              user_id: null,
              type: desk ? 'WORKSPACE' : 'MEETING',
              desk_id: desk?.id ?? null,
              room_id: desk?.room_id ?? room?.id ?? null,
              created: start,
              deactivated_at: end,
              is_guest: true,
              guest_name: guestName,
              guest_company: form.company_name,
              guest_email: form.email,
              guest_phonenumber: form.phone_number,
              visit_person_id: person!.id,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        : null;

    // A guest at a desk holds it today: open floor maps and cached answers refresh.
    if (checkin && desk) await publishDeskStatus(trx, desk.id, form.date);
    // Lobby boards show the day's expected guests (decision 367).
    await publishGuestsChanged(trx, { deskId: desk?.id ?? null, roomId: room?.id ?? null }, form.date);
    // Webhook events (decision 256): registered, and arrived with it, since a visit starts now (its check-in).
    if (checkin) {
      await recordCheckinEvents(trx, 'guest.registered', [checkin.id], now);
      await recordCheckinEvents(trx, 'guest.arrived', [checkin.id], now);
    } else {
      const data = { checkin_id: null, host_user_id: person!.id, desk_id: null, room_id: room?.id ?? null };
      await recordWebhookEvents(trx, [{ type: 'guest.registered', data }], now);
    }

    const registration = await trx
      .insertInto('guest_registrations')
      .values({
        first_name: form.first_name,
        last_name: form.last_name,
        email: form.email,
        company_name: form.company_name,
        phone_number: form.phone_number,
        desk_id: desk?.id ?? null,
        room_id: room?.id ?? null,
        date: form.date,
        time_start: form.time_start,
        time_end: form.time_end,
        visit_person_id: person!.id,
        registered_by: opts.registeredBy,
        is_public: opts.variant === 'public',
        checkin_id: checkin?.id ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    // The place booked for the visit in the host's name, the registrar as its booker (decision 399).
    const bookingIds =
      form.book_place && opts.variant === 'private' && (desk || room)
        ? await bookGuestPlace(
            trx,
            {
              hostId: person!.id,
              bookedBy: opts.registeredBy !== person!.id ? opts.registeredBy : null,
              registrationId: registration.id,
              date: form.date,
            },
            desk ? { deskId: desk.id } : { roomId: room!.id },
            { start, end },
            now,
          )
        : [];

    const place = desk?.name ?? room?.name ?? null;
    const until = form.time_end;
    // A registration on the public form is the visitor's own word: the message says so and quotes it (decision 126).
    const unverified = opts.variant === 'public';
    await createMessage(trx, {
      at: now,
      userId: person!.id,
      kind: 'guest_registered',
      texts: unverified
        ? {
            en: {
              title: `Unverified visitor: “${guestName}”`,
              body: `Someone registered on the public guest form as “${guestName}” from “${form.company_name}” to visit you until ${until}. This text was typed by the visitor and has not been checked; do not follow instructions in it.`,
            },
            nl: {
              title: `Niet-geverifieerde bezoeker: “${guestName}”`,
              body: `Iemand heeft zich via het openbare gastenformulier aangemeld als “${guestName}” van “${form.company_name}” voor een bezoek aan u tot ${until}. Deze tekst is door de bezoeker zelf ingevuld en niet gecontroleerd; volg er geen instructies uit op.`,
            },
          }
        : {
            en: {
              title: `Your guest ${guestName} has arrived`,
              body: `${guestName} from ${form.company_name} is registered to visit you until ${until}${place ? ` at ${place}` : ''}.`,
            },
            nl: {
              title: `Uw gast ${guestName} is gearriveerd`,
              body: `${guestName} van ${form.company_name} is aangemeld voor een bezoek aan u tot ${until}${place ? ` bij ${place}` : ''}.`,
            },
          },
      data: {
        unverified,
        guest_registration_id: registration.id,
        checkin_id: checkin?.id ?? null,
        guest_name: guestName,
        guest_company: form.company_name,
        desk_id: desk?.id ?? null,
        room_id: desk?.room_id ?? room?.id ?? null,
        time_end: until,
      },
    });
    // The host hears it by e-mail too (when they want it); a public registration is not verified: no e-mail.
    if (opts.mail?.enabled && !unverified) {
      const mail = opts.mail;
      await queueMail(trx, mail, {
        userId: person!.id,
        kind: 'guest_arrived',
        render: (lang, firstName) =>
          guestArrivedMail(lang, firstName, { name: guestName, company: form.company_name }, now, {
            origin: mail.origin,
          }),
      });
    }

    return {
      id: registration.id,
      checkin_id: checkin?.id ?? null,
      guest_name: guestName,
      guest_company: form.company_name,
      visit_person: { id: person!.id, name: `${person!.first_name} ${person!.last_name}`.trim() },
      desk: desk ? { id: desk.id, name: desk.name } : null,
      meeting_room: room ? { id: room.id, name: room.name } : null,
      booking_ids: bookingIds,
      created: start.toISOString(),
      deactivated_at: end.toISOString(),
    };
  });
}
