import { z } from 'zod';
import { isApiDate, TIME_RE } from './dates';
import { ZIdSchema, ZTimeSchema } from './common';

/** Input limits of the guest form (the public form is open to anyone, so every field is bounded). */
export const GUEST_LIMITS = { name: 100, company: 150, email: 254, phone: 30 } as const;

/** A standard email pattern: something@domain.tld, no spaces. */
export const GUEST_EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Phone numbers: digits with optional +, spaces, dashes, dots and brackets; 6 to 20 digits. */
export const GUEST_PHONE_RE = /^\+?[0-9 ().-]+$/;

const optionalText = (max: number) =>
  z
    .string()
    .max(max * 4)
    .nullish();
const optionalId = z
  .union([
    z.number().int(),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ])
  .nullish();

/**
 * The guest registration form (docs/product/guests.md) as sent by both forms. The schema
 * only checks types and hard size bounds; the rules of docs/product/guests.md are
 * applied by `validateGuestForm`, which answers message keys per field.
 */
export const ZGuestRegistrationRequestSchema = z.object({
  first_name: optionalText(GUEST_LIMITS.name),
  last_name: optionalText(GUEST_LIMITS.name),
  email: optionalText(GUEST_LIMITS.email),
  company_name: optionalText(GUEST_LIMITS.company),
  phone_number: optionalText(GUEST_LIMITS.phone),
  desk: optionalId,
  meeting_room: optionalId,
  /** YYYY-MM-DD: the day of the visit (the form's live date). */
  date: z.string().max(10).nullish(),
  /** HH:MM or HH:MM:SS: the form's live start time. */
  time_start: z.string().max(8).nullish(),
  /** HH:MM: when the guest leaves. */
  time_end: z.string().max(8).nullish(),
  visit_person: optionalId,
  /** Book the chosen desk or meeting room for the visit, in the host's name (decision 399); the public form never does. */
  book_place: z.boolean().optional(),
});
export type TGuestRegistrationRequest = z.input<typeof ZGuestRegistrationRequestSchema>;
export type TGuestRegistrationInput = z.output<typeof ZGuestRegistrationRequestSchema>;

export type TGuestFormErrors = Record<string, string[]>;
export type TGuestFormVariant = 'private' | 'public';

const blank = (v: string | null | undefined) => v == null || v.trim() === '';
const hhmm = (v: string) => v.slice(0, 5);

/** The normalised form once `validateGuestForm` found no errors. */
export interface TGuestForm {
  first_name: string;
  last_name: string;
  email: string | null;
  company_name: string;
  phone_number: string | null;
  desk: number | null;
  meeting_room: number | null;
  date: string;
  time_start: string;
  time_end: string;
  visit_person: number;
  book_place: boolean;
}

/**
 * Names and companies never hold a web address; a visitor's text reaches an employee's inbox, so anything
 * link-like there is refused (decision 126: no phishing channel through the guest form).
 */
export const LINK_LIKE_RE = /:\/\/|\bwww\.|\bhttps?:|\b[a-z0-9-]+\.(com|net|org|nl|io|info|biz|xyz|ru|example)\b/i;

/**
 * docs/product/guests.md, fields and rules. Returns message keys per field (empty object when
 * valid). Shared by the web form and the server so both say the same thing.
 */
export function validateGuestForm(input: TGuestRegistrationInput, variant: TGuestFormVariant): TGuestFormErrors {
  const errors: TGuestFormErrors = {};
  const add = (field: string, key: string) => (errors[field] ??= []).push(key);

  const text = (field: 'first_name' | 'last_name' | 'company_name', max: number) => {
    const v = input[field];
    if (blank(v)) add(field, `guest.${field}_fill`);
    else if (v!.trim().length > max) add(field, 'guest.too_long');
    else if (LINK_LIKE_RE.test(v!)) add(field, 'guest.no_links');
  };
  text('first_name', GUEST_LIMITS.name);
  text('last_name', GUEST_LIMITS.name);
  text('company_name', GUEST_LIMITS.company);

  const email = input.email?.trim() ?? '';
  const phone = input.phone_number?.trim() ?? '';
  if (!email && !phone) {
    // One message for the one rule (issue 16), beside the first of the two fields.
    add('email', 'guest.email_or_phone_fill');
  }
  if (email) {
    if (email.length > GUEST_LIMITS.email) add('email', 'guest.too_long');
    else if (!GUEST_EMAIL_RE.test(email)) add('email', 'guest.email_invalid');
  }
  if (phone) {
    const digits = phone.replace(/\D/g, '').length;
    if (phone.length > GUEST_LIMITS.phone) add('phone_number', 'guest.too_long');
    else if (!GUEST_PHONE_RE.test(phone) || digits < 6 || digits > 20)
      add('phone_number', 'guest.phone_number_invalid');
  }

  if (input.visit_person == null) add('visit_person', 'guest.visit_person_fill');

  if (variant === 'private') {
    if (input.desk == null && input.meeting_room == null) {
      add('desk', 'required_place');
      add('meeting_room', 'required_place');
    } else if (input.desk != null && input.meeting_room != null) {
      add('meeting_room', 'guest.place_one_only');
    }
  }

  const dateOk = !blank(input.date) && isApiDate(input.date!);
  const startOk =
    !blank(input.time_start) && TIME_RE.test(hhmm(input.time_start!)) && /^\d\d:\d\d(:\d\d)?$/.test(input.time_start!);
  if (!dateOk || !startOk) add('time_start', 'guest.time_start_invalid');

  if (blank(input.time_end)) add('time_end', 'time_end_required');
  else if (!/^\d\d:\d\d$/.test(input.time_end!) || !TIME_RE.test(input.time_end!)) add('time_end', 'time_end_invalid');
  else if (startOk && input.time_end! <= hhmm(input.time_start!)) add('time_end', 'time_end_invalid');

  return errors;
}

/** The trimmed form; call only after `validateGuestForm` answered no errors. */
export function normaliseGuestForm(input: TGuestRegistrationInput): TGuestForm {
  const opt = (v: string | null | undefined) => (blank(v) ? null : v!.trim());
  return {
    first_name: input.first_name!.trim(),
    last_name: input.last_name!.trim(),
    email: opt(input.email),
    company_name: input.company_name!.trim(),
    phone_number: opt(input.phone_number),
    desk: input.desk ?? null,
    meeting_room: input.meeting_room ?? null,
    date: input.date!,
    time_start: hhmm(input.time_start!),
    time_end: input.time_end!,
    visit_person: input.visit_person!,
    book_place: input.book_place ?? false,
  };
}

export const ZGuestRegistrationResponseSchema = z.object({
  id: z.number().int(),
  /** The guest's check-in; null for a public registration, which has no place. */
  checkin_id: z.number().int().nullable(),
  guest_name: z.string(),
  guest_company: z.string(),
  visit_person: z.object({ id: z.number().int(), name: z.string() }),
  desk: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  meeting_room: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The host's bookings of the guest's place for the visit (decision 399); empty when none was asked for. */
  booking_ids: z.array(z.number().int()),
  /** ISO timestamps of the visit (and of the guest's check-in). */
  created: z.string(),
  deactivated_at: z.string(),
});
export type TGuestRegistrationResponse = z.infer<typeof ZGuestRegistrationResponseSchema>;

/** The public form's visiting-person lookup: only who can be visited, nothing else. */
export const ZPublicVisitPersonQuerySchema = z.object({ q: z.string().trim().min(2).max(100) });
export const ZPublicVisitPersonResponseSchema = z.object({
  results: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TPublicVisitPersonResponse = z.infer<typeof ZPublicVisitPersonResponseSchema>;
export const PUBLIC_VISIT_PERSON_LIMIT = 10;

/**
 * The desks of a room as the staff guest form lists them (decision 181): which are taken during the visit,
 * from now until `time_end` today. `occupied`: someone is or will be checked in there (the registration
 * would be refused); `booked`: someone booked it for part of the visit (allowed, shown as a warning).
 */
export const ZGuestDesksQuerySchema = z.object({ room: ZIdSchema, time_end: ZTimeSchema }).strict();
export type TGuestDesksQuery = z.infer<typeof ZGuestDesksQuerySchema>;
export const ZGuestDeskSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_closed: z.boolean(),
  occupied: z.boolean(),
  booked: z.boolean(),
});
export type TGuestDesk = z.infer<typeof ZGuestDeskSchema>;
