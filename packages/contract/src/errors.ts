import { z } from 'zod';

/** Stable error codes the API answers with. Codes the spec names are kept exactly. */
export const ErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  NO_EXISTS: 'NO_EXISTS',
  CONFLICT: 'CONFLICT',
  ERROR_CONFLICT_BOOKING: 'ERROR_CONFLICT_BOOKING',
  RATE_LIMITED: 'RATE_LIMITED',
  BOOKING_PAST_DATE: 'BOOKING_PAST_DATE',
  BOOKING_OUT_OF_RANGE: 'BOOKING_OUT_OF_RANGE',
  DESK_CLOSED: 'DESK_CLOSED',
  BOOKING_LIMIT_REACHED: 'BOOKING_LIMIT_REACHED',
  BOOKING_ENDED: 'BOOKING_ENDED',
  CONFIRMATION_NOT_OPEN: 'CONFIRMATION_NOT_OPEN',
  DESK_OCCUPIED: 'DESK_OCCUPIED',
  CHECKIN_READ_ONLY: 'CHECKIN_READ_ONLY',
  NOT_A_MEETING_ROOM: 'NOT_A_MEETING_ROOM',
  FEATURE_DISABLED: 'FEATURE_DISABLED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode] | (string & {});

export const ZErrorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** Field errors: field name -> list of messages (first one is shown beside the field). */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;

export type Language = 'en' | 'nl';

/**
 * Human messages per code, in both languages. The server picks the caller's
 * language; the web app can also translate a code itself.
 */
export const errorMessages: Record<string, Record<Language, string>> = {
  VALIDATION_ERROR: { en: 'The request is not valid.', nl: 'Het verzoek is ongeldig.' },
  UNAUTHORIZED: { en: 'Please sign in again.', nl: 'Log opnieuw in.' },
  INVALID_CREDENTIALS: {
    en: 'Unable to log in with the provided credentials.',
    nl: 'Inloggen met de opgegeven gegevens is niet gelukt.',
  },
  FORBIDDEN: { en: 'You are not allowed to do this.', nl: 'U mag dit niet doen.' },
  NOT_FOUND: { en: 'Not found.', nl: 'Niet gevonden.' },
  NO_EXISTS: { en: 'This item no longer exists.', nl: 'Dit item bestaat niet meer.' },
  CONFLICT: {
    en: 'Someone else changed this in the meantime. Reload and try again.',
    nl: 'Iemand anders heeft dit intussen gewijzigd. Laad opnieuw en probeer het nog eens.',
  },
  ERROR_CONFLICT_BOOKING: {
    en: 'Conflict regarding chosen booking',
    nl: 'Conflict met de gekozen reservering',
  },
  BOOKING_PAST_DATE: { en: "You can't make booking for past date", nl: 'U kunt niet reserveren voor een datum in het verleden' },
  BOOKING_OUT_OF_RANGE: {
    en: 'This date cannot be booked yet.',
    nl: 'Deze datum kan nog niet gereserveerd worden.',
  },
  DESK_CLOSED: { en: 'This desk is closed.', nl: 'Deze werkplek is gesloten.' },
  BOOKING_LIMIT_REACHED: {
    en: 'The maximum number of bookings for this building or floor is reached.',
    nl: 'Het maximale aantal reserveringen voor dit gebouw of deze verdieping is bereikt.',
  },
  BOOKING_ENDED: { en: 'This reservation has already ended.', nl: 'Deze reservering is al afgelopen.' },
  CONFIRMATION_NOT_OPEN: {
    en: 'This reservation cannot be confirmed yet.',
    nl: 'Deze reservering kan nog niet bevestigd worden.',
  },
  DESK_OCCUPIED: { en: 'Desk is occupied', nl: 'Werkplek is bezet' },
  CHECKIN_READ_ONLY: {
    en: 'Checking in this way is turned off.',
    nl: 'Op deze manier inchecken staat uit.',
  },
  NOT_A_MEETING_ROOM: { en: 'This room is not a meeting room.', nl: 'Deze ruimte is geen vergaderruimte.' },
  RATE_LIMITED: {
    en: 'Too many attempts. Please wait a few minutes and try again.',
    nl: 'Te veel pogingen. Wacht een paar minuten en probeer het opnieuw.',
  },
  FEATURE_DISABLED: { en: 'This feature is turned off.', nl: 'Deze functie staat uit.' },
  PAYLOAD_TOO_LARGE: { en: 'The upload is too large.', nl: 'Het bestand is te groot.' },
  SERVICE_UNAVAILABLE: {
    en: 'The service is temporarily unavailable.',
    nl: 'De dienst is tijdelijk niet beschikbaar.',
  },
  INTERNAL_ERROR: {
    en: 'Sorry, something went wrong, please try again later.',
    nl: 'Sorry, er is iets misgegaan, probeer het later opnieuw.',
  },
};

export function errorMessage(code: string, language: Language = 'en'): string {
  return (errorMessages[code] ?? errorMessages.INTERNAL_ERROR)[language];
}
