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
  PAIRING_CODE_INVALID: 'PAIRING_CODE_INVALID',
  DISPLAY_UNPAIRED: 'DISPLAY_UNPAIRED',
  ROOM_NOT_FREE: 'ROOM_NOT_FREE',
  BOOKING_PAST_DATE: 'BOOKING_PAST_DATE',
  BOOKING_OUT_OF_RANGE: 'BOOKING_OUT_OF_RANGE',
  DESK_CLOSED: 'DESK_CLOSED',
  BOOKING_LIMIT_REACHED: 'BOOKING_LIMIT_REACHED',
  BOOKING_ENDED: 'BOOKING_ENDED',
  CONFIRMATION_NOT_OPEN: 'CONFIRMATION_NOT_OPEN',
  DESK_OCCUPIED: 'DESK_OCCUPIED',
  CHECKIN_READ_ONLY: 'CHECKIN_READ_ONLY',
  NOT_A_MEETING_ROOM: 'NOT_A_MEETING_ROOM',
  ROOM_BOOKING_GRID: 'ROOM_BOOKING_GRID',
  ROOM_BOOKING_CLOSED: 'ROOM_BOOKING_CLOSED',
  ROOM_BOOKING_TOO_LONG: 'ROOM_BOOKING_TOO_LONG',
  ROOM_TOO_SMALL: 'ROOM_TOO_SMALL',
  FEATURE_DISABLED: 'FEATURE_DISABLED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  SSO_NOT_CONFIGURED: 'SSO_NOT_CONFIGURED',
  SSO_INVALID_STATE: 'SSO_INVALID_STATE',
  SSO_EXCHANGE_FAILED: 'SSO_EXCHANGE_FAILED',
  SSO_PROVIDER_UNAVAILABLE: 'SSO_PROVIDER_UNAVAILABLE',
  SSO_NO_IDENTITY: 'SSO_NO_IDENTITY',
  SSO_ACCOUNT_DISABLED: 'SSO_ACCOUNT_DISABLED',
  NAME_TAKEN: 'NAME_TAKEN',
  HAS_FUTURE_BOOKINGS: 'HAS_FUTURE_BOOKINGS',
  INVALID_FILE: 'INVALID_FILE',
  SLOT_OVERLAP: 'SLOT_OVERLAP',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  IMPORT_INVALID: 'IMPORT_INVALID',
  CANNOT_CHANGE_SELF: 'CANNOT_CHANGE_SELF',
  NOT_A_GUEST: 'NOT_A_GUEST',
  GUEST_ALREADY_LEFT: 'GUEST_ALREADY_LEFT',
  LINK_INVALID: 'LINK_INVALID',
  SERIES_RULE_INVALID: 'SERIES_RULE_INVALID',
  SERIES_NO_END: 'SERIES_NO_END',
  SERIES_TOO_LONG: 'SERIES_TOO_LONG',
  DATE_RANGE_REVERSED: 'DATE_RANGE_REVERSED',
  TOKEN_SCOPE_MISSING: 'TOKEN_SCOPE_MISSING',
  SCOPE_NOT_ALLOWED: 'SCOPE_NOT_ALLOWED',
  SAML_NOT_CONFIGURED: 'SAML_NOT_CONFIGURED',
  SAML_METADATA_INVALID: 'SAML_METADATA_INVALID',
  SAML_METADATA_UNREACHABLE: 'SAML_METADATA_UNREACHABLE',
  SAML_SIGNATURE_INVALID: 'SAML_SIGNATURE_INVALID',
  SAML_EXPIRED: 'SAML_EXPIRED',
  SAML_WRONG_AUDIENCE: 'SAML_WRONG_AUDIENCE',
  SAML_REPLAYED: 'SAML_REPLAYED',
  SAML_UNSOLICITED: 'SAML_UNSOLICITED',
  SAML_REJECTED: 'SAML_REJECTED',
  SAML_NO_ACCOUNT: 'SAML_NO_ACCOUNT',
  SAML_HANDOFF_INVALID: 'SAML_HANDOFF_INVALID',
  PASSWORD_SIGN_IN_DISABLED: 'PASSWORD_SIGN_IN_DISABLED',
  SAML_BREAK_GLASS_UNKNOWN: 'SAML_BREAK_GLASS_UNKNOWN',
  NO_SLOT_NOW: 'NO_SLOT_NOW',
  NO_ROOM_BOOKING_NOW: 'NO_ROOM_BOOKING_NOW',
  CHECKIN_ONLY_BY_QR: 'CHECKIN_ONLY_BY_QR',
  GROUP_NAME_TAKEN: 'GROUP_NAME_TAKEN',
  GROUP_READ_ONLY: 'GROUP_READ_ONLY',
  ROLE_HOLDER_INVALID: 'ROLE_HOLDER_INVALID',
  ROLE_BUILDINGS_INVALID: 'ROLE_BUILDINGS_INVALID',
  ROLE_REFERENCE_UNKNOWN: 'ROLE_REFERENCE_UNKNOWN',
  ROLE_ALREADY_ASSIGNED: 'ROLE_ALREADY_ASSIGNED',
  WEBHOOK_URL_INVALID: 'WEBHOOK_URL_INVALID',
  WEBHOOK_ADDRESS_REFUSED: 'WEBHOOK_ADDRESS_REFUSED',
  WEBHOOK_EVENT_UNKNOWN: 'WEBHOOK_EVENT_UNKNOWN',
  ERASE_SELF: 'ERASE_SELF',
  LAST_STAFF_ACCOUNT: 'LAST_STAFF_ACCOUNT',
  ERASE_CONFIRMATION_MISMATCH: 'ERASE_CONFIRMATION_MISMATCH',
  ALREADY_ERASED: 'ALREADY_ERASED',
  USER_ERASED: 'USER_ERASED',
  AGGREGATE_ONLY_ANALYTICS: 'AGGREGATE_ONLY_ANALYTICS',
  FAVOURITES_FULL: 'FAVOURITES_FULL',
  AMENITY_NAME_TAKEN: 'AMENITY_NAME_TAKEN',
  DISPLAY_WRONG_SCOPE: 'DISPLAY_WRONG_SCOPE',
  PRESENCE_CODE_INVALID: 'PRESENCE_CODE_INVALID',
  SECOND_FACTOR_INVALID: 'SECOND_FACTOR_INVALID',
  SECOND_FACTOR_EXPIRED: 'SECOND_FACTOR_EXPIRED',
  TWO_FACTOR_ALREADY_ON: 'TWO_FACTOR_ALREADY_ON',
  TWO_FACTOR_NOT_ON: 'TWO_FACTOR_NOT_ON',
  PASSWORD_WRONG: 'PASSWORD_WRONG',
  NEIGHBOURHOOD_RESERVED: 'NEIGHBOURHOOD_RESERVED',
  NEIGHBOURHOOD_NAME_TAKEN: 'NEIGHBOURHOOD_NAME_TAKEN',
  SESSION_IDLE: 'SESSION_IDLE',
  PASSKEY_INVALID: 'PASSKEY_INVALID',
  PASSKEY_SIGN_IN_FAILED: 'PASSKEY_SIGN_IN_FAILED',
  PASSKEY_NAME_TAKEN: 'PASSKEY_NAME_TAKEN',
  FOLLOW_SELF: 'FOLLOW_SELF',
  FOLLOWING_FULL: 'FOLLOWING_FULL',
  BOOK_FOR_NOT_ALLOWED: 'BOOK_FOR_NOT_ALLOWED',
  BOOK_FOR_SELF: 'BOOK_FOR_SELF',
  BUILDING_NOT_PERMITTED: 'BUILDING_NOT_PERMITTED',
} as const;
/** The closed list of codes: the API sends no other (the error schemas of every route say so). */
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
export const ERROR_CODES = Object.values(ErrorCode) as [TErrorCode, ...TErrorCode[]];

export function isErrorCode(value: unknown): value is TErrorCode {
  return typeof value === 'string' && Object.hasOwn(ErrorCode, value);
}

/** The one HTTP status each code is answered with (the API's error handler reads it). */
export const errorStatus: Record<TErrorCode, 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 502 | 503> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  NO_EXISTS: 404,
  CONFLICT: 409,
  ERROR_CONFLICT_BOOKING: 409,
  RATE_LIMITED: 429,
  PAIRING_CODE_INVALID: 400,
  DISPLAY_UNPAIRED: 401,
  ROOM_NOT_FREE: 409,
  BOOKING_PAST_DATE: 400,
  BOOKING_OUT_OF_RANGE: 400,
  DESK_CLOSED: 409,
  BOOKING_LIMIT_REACHED: 409,
  BOOKING_ENDED: 409,
  CONFIRMATION_NOT_OPEN: 409,
  DESK_OCCUPIED: 409,
  CHECKIN_READ_ONLY: 403,
  NOT_A_MEETING_ROOM: 400,
  ROOM_BOOKING_GRID: 400,
  ROOM_BOOKING_CLOSED: 400,
  ROOM_BOOKING_TOO_LONG: 400,
  ROOM_TOO_SMALL: 400,
  FEATURE_DISABLED: 403,
  PAYLOAD_TOO_LARGE: 413,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
  SSO_NOT_CONFIGURED: 400,
  SSO_INVALID_STATE: 400,
  SSO_EXCHANGE_FAILED: 400,
  SSO_PROVIDER_UNAVAILABLE: 502,
  SSO_NO_IDENTITY: 400,
  SSO_ACCOUNT_DISABLED: 403,
  NAME_TAKEN: 409,
  HAS_FUTURE_BOOKINGS: 409,
  INVALID_FILE: 400,
  SLOT_OVERLAP: 409,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  IMPORT_INVALID: 400,
  CANNOT_CHANGE_SELF: 409,
  NOT_A_GUEST: 400,
  GUEST_ALREADY_LEFT: 409,
  LINK_INVALID: 403,
  SERIES_RULE_INVALID: 400,
  SERIES_NO_END: 400,
  SERIES_TOO_LONG: 400,
  DATE_RANGE_REVERSED: 400,
  TOKEN_SCOPE_MISSING: 403,
  SCOPE_NOT_ALLOWED: 403,
  SAML_NOT_CONFIGURED: 400,
  SAML_METADATA_INVALID: 400,
  SAML_METADATA_UNREACHABLE: 502,
  SAML_SIGNATURE_INVALID: 400,
  SAML_EXPIRED: 400,
  SAML_WRONG_AUDIENCE: 400,
  SAML_REPLAYED: 400,
  SAML_UNSOLICITED: 400,
  SAML_REJECTED: 400,
  SAML_NO_ACCOUNT: 403,
  SAML_HANDOFF_INVALID: 400,
  PASSWORD_SIGN_IN_DISABLED: 403,
  SAML_BREAK_GLASS_UNKNOWN: 400,
  NO_SLOT_NOW: 409,
  NO_ROOM_BOOKING_NOW: 409,
  CHECKIN_ONLY_BY_QR: 403,
  GROUP_NAME_TAKEN: 409,
  GROUP_READ_ONLY: 409,
  ROLE_HOLDER_INVALID: 400,
  ROLE_BUILDINGS_INVALID: 400,
  ROLE_REFERENCE_UNKNOWN: 400,
  ROLE_ALREADY_ASSIGNED: 409,
  WEBHOOK_URL_INVALID: 400,
  WEBHOOK_ADDRESS_REFUSED: 400,
  WEBHOOK_EVENT_UNKNOWN: 400,
  ERASE_SELF: 409,
  LAST_STAFF_ACCOUNT: 409,
  ERASE_CONFIRMATION_MISMATCH: 400,
  ALREADY_ERASED: 409,
  USER_ERASED: 409,
  AGGREGATE_ONLY_ANALYTICS: 403,
  BUILDING_NOT_PERMITTED: 403,
  FAVOURITES_FULL: 409,
  AMENITY_NAME_TAKEN: 409,
  DISPLAY_WRONG_SCOPE: 403,
  PRESENCE_CODE_INVALID: 400,
  SECOND_FACTOR_INVALID: 400,
  SECOND_FACTOR_EXPIRED: 401,
  TWO_FACTOR_ALREADY_ON: 409,
  TWO_FACTOR_NOT_ON: 409,
  PASSWORD_WRONG: 400,
  NEIGHBOURHOOD_RESERVED: 409,
  NEIGHBOURHOOD_NAME_TAKEN: 409,
  SESSION_IDLE: 401,
  PASSKEY_INVALID: 400,
  PASSKEY_SIGN_IN_FAILED: 401,
  PASSKEY_NAME_TAKEN: 409,
  FOLLOW_SELF: 400,
  FOLLOWING_FULL: 409,
  BOOK_FOR_NOT_ALLOWED: 403,
  BOOK_FOR_SELF: 400,
};
export type TErrorStatus = (typeof errorStatus)[TErrorCode];

/** The generic code of an HTTP status, for answers that carry no code of their own (Fastify's own 4xx). */
export function codeForStatus(status: number): TErrorCode {
  switch (status) {
    case 401:
      return ErrorCode.UNAUTHORIZED;
    case 403:
      return ErrorCode.FORBIDDEN;
    case 404:
      return ErrorCode.NOT_FOUND;
    case 409:
      return ErrorCode.CONFLICT;
    case 413:
      return ErrorCode.PAYLOAD_TOO_LARGE;
    case 429:
      return ErrorCode.RATE_LIMITED;
    case 502:
    case 503:
    case 504:
      return ErrorCode.SERVICE_UNAVAILABLE;
    default:
      return status >= 500 ? ErrorCode.INTERNAL_ERROR : ErrorCode.VALIDATION_ERROR;
  }
}

export type Language = 'en' | 'nl';

/**
 * Human messages per code, in both languages. The server picks the caller's
 * language; the web app can also translate a code itself.
 */
export const errorMessages: Record<TErrorCode, Record<Language, string>> = {
  VALIDATION_ERROR: { en: 'The request is not valid.', nl: 'Het verzoek is ongeldig.' },
  UNAUTHORIZED: { en: 'Please sign in again.', nl: 'Log opnieuw in.' },
  INVALID_CREDENTIALS: {
    en: 'Unable to log in with the provided credentials.',
    nl: 'Inloggen met de opgegeven gegevens is niet gelukt.',
  },
  FORBIDDEN: { en: 'You are not allowed to do this.', nl: 'U mag dit niet doen.' },
  NOT_FOUND: { en: 'Not found.', nl: 'Niet gevonden.' },
  NO_EXISTS: { en: 'This item no longer exists.', nl: 'Dit item bestaat niet meer.' },
  PAIRING_CODE_INVALID: {
    en: 'This code is wrong or has expired. Check the code on the display.',
    nl: 'Deze code klopt niet of is verlopen. Controleer de code op het scherm.',
  },
  DISPLAY_UNPAIRED: {
    en: 'This display is not paired with a room (any more).',
    nl: 'Dit scherm is niet (meer) gekoppeld aan een ruimte.',
  },
  ROOM_NOT_FREE: {
    en: 'The room is not free for that time.',
    nl: 'De ruimte is niet vrij voor die tijd.',
  },
  CONFLICT: {
    en: 'Someone else changed this in the meantime. Reload and try again.',
    nl: 'Iemand anders heeft dit intussen gewijzigd. Laad opnieuw en probeer het nog eens.',
  },
  ERROR_CONFLICT_BOOKING: {
    en: 'Conflict regarding chosen booking',
    nl: 'Conflict met de gekozen reservering',
  },
  BOOKING_PAST_DATE: {
    en: "You can't make booking for past date",
    nl: 'U kunt niet reserveren voor een datum in het verleden',
  },
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
  ROOM_BOOKING_GRID: {
    en: 'A room booking starts and ends on a quarter hour and ends after it starts.',
    nl: 'Een ruimtereservering begint en eindigt op een kwartier en eindigt na het begin.',
  },
  ROOM_BOOKING_CLOSED: {
    en: 'The building is closed at that time.',
    nl: 'Het gebouw is op dat moment gesloten.',
  },
  ROOM_BOOKING_TOO_LONG: {
    en: 'This booking is longer than allowed.',
    nl: 'Deze reservering is langer dan toegestaan.',
  },
  ROOM_TOO_SMALL: {
    en: 'The room does not have enough seats for this many people.',
    nl: 'De ruimte heeft niet genoeg plaatsen voor zoveel mensen.',
  },
  NOT_A_GUEST: { en: 'This check-in is not a guest visit.', nl: 'Deze check-in is geen gastbezoek.' },
  GUEST_ALREADY_LEFT: { en: 'This guest has already left.', nl: 'Deze gast is al vertrokken.' },
  LINK_INVALID: {
    en: 'This link is not valid (any more).',
    nl: 'Deze link is niet (meer) geldig.',
  },
  TOKEN_SCOPE_MISSING: {
    en: 'This API token does not have the scope this request needs.',
    nl: 'Dit API-token heeft niet de scope die dit verzoek nodig heeft.',
  },
  SCOPE_NOT_ALLOWED: {
    en: 'You cannot give a token a scope your own role does not have.',
    nl: 'U kunt een token geen scope geven die uw eigen rol niet heeft.',
  },
  GROUP_NAME_TAKEN: {
    en: 'A group with this name already exists.',
    nl: 'Er bestaat al een groep met deze naam.',
  },
  GROUP_READ_ONLY: {
    en: 'This group comes from the identity provider and is changed there.',
    nl: 'Deze groep komt van de identiteitsprovider en wordt daar gewijzigd.',
  },
  ROLE_HOLDER_INVALID: {
    en: 'Give the role to one person or to one group.',
    nl: 'Geef de rol aan één persoon of aan één groep.',
  },
  ROLE_BUILDINGS_INVALID: {
    en: 'Location admin and reception need at least one building; the analyst role covers the whole organisation.',
    nl: 'Locatiebeheer en receptie hebben minstens één gebouw nodig; de rol analist geldt voor de hele organisatie.',
  },
  ROLE_REFERENCE_UNKNOWN: {
    en: 'This person, group or building does not exist.',
    nl: 'Deze persoon, groep of dit gebouw bestaat niet.',
  },
  ROLE_ALREADY_ASSIGNED: {
    en: 'This person or group already has this role. Remove it first to change its buildings.',
    nl: 'Deze persoon of groep heeft deze rol al. Verwijder hem eerst om de gebouwen te wijzigen.',
  },
  WEBHOOK_URL_INVALID: {
    en: 'The webhook address must be an http:// or https:// address.',
    nl: 'Het webhookadres moet een http://- of https://-adres zijn.',
  },
  WEBHOOK_ADDRESS_REFUSED: {
    en: 'The webhook address points to this server or a private network, which is not allowed.',
    nl: 'Het webhookadres wijst naar deze server of een privénetwerk, en dat is niet toegestaan.',
  },
  WEBHOOK_EVENT_UNKNOWN: {
    en: 'One or more of the chosen events do not exist.',
    nl: 'Een of meer van de gekozen gebeurtenissen bestaan niet.',
  },
  ERASE_SELF: { en: 'You cannot erase your own account.', nl: 'U kunt uw eigen account niet wissen.' },
  LAST_STAFF_ACCOUNT: {
    en: 'This is the last staff account; it cannot be erased.',
    nl: 'Dit is het laatste staff-account; het kan niet gewist worden.',
  },
  ERASE_CONFIRMATION_MISMATCH: {
    en: "Type the person's username exactly to confirm the erasure.",
    nl: 'Typ de gebruikersnaam van de persoon precies over om het wissen te bevestigen.',
  },
  ALREADY_ERASED: { en: 'This person has already been erased.', nl: 'Deze persoon is al gewist.' },
  USER_ERASED: {
    en: 'This person was erased: their account can no longer be changed or signed in to.',
    nl: 'Deze persoon is gewist: het account kan niet meer worden gewijzigd of gebruikt om in te loggen.',
  },
  AGGREGATE_ONLY_ANALYTICS: {
    en: 'Aggregate-only analytics is on: reports show counts and rates only, not people.',
    nl: 'Alleen totalen in analyses staat aan: rapporten tonen alleen aantallen en percentages, geen personen.',
  },
  SECOND_FACTOR_INVALID: {
    en: 'The code is wrong or was already used.',
    nl: 'De code klopt niet of is al gebruikt.',
  },
  PASSWORD_WRONG: {
    en: 'The password is wrong.',
    nl: 'Het wachtwoord klopt niet.',
  },
  PASSKEY_INVALID: {
    en: 'The passkey could not be added. Please try again.',
    nl: 'De passkey kon niet worden toegevoegd. Probeer het opnieuw.',
  },
  PASSKEY_SIGN_IN_FAILED: {
    en: 'Signing in with this passkey did not work. Try again or sign in with your password.',
    nl: 'Inloggen met deze passkey is niet gelukt. Probeer het opnieuw of log in met uw wachtwoord.',
  },
  PASSKEY_NAME_TAKEN: {
    en: 'You already have a passkey with this name.',
    nl: 'U hebt al een passkey met deze naam.',
  },
  SESSION_IDLE: {
    en: 'You were signed out because you were inactive for a while. Please sign in again.',
    nl: 'U bent uitgelogd omdat u een tijd niet actief was. Log opnieuw in.',
  },
  SECOND_FACTOR_EXPIRED: {
    en: 'This sign-in took too long. Please sign in again.',
    nl: 'Het inloggen duurde te lang. Log opnieuw in.',
  },
  TWO_FACTOR_ALREADY_ON: {
    en: 'Two-factor sign-in is already on.',
    nl: 'Inloggen in twee stappen staat al aan.',
  },
  TWO_FACTOR_NOT_ON: {
    en: 'Two-factor sign-in is not on (or its set-up was not started).',
    nl: 'Inloggen in twee stappen staat niet aan (of het instellen is niet begonnen).',
  },
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
  SSO_NOT_CONFIGURED: {
    en: 'Single sign-on is not set up.',
    nl: 'Eenmalige aanmelding is niet ingesteld.',
  },
  SSO_INVALID_STATE: {
    en: 'The single sign-on attempt expired or was already used. Please try again.',
    nl: 'De aanmeldpoging via eenmalige aanmelding is verlopen of al gebruikt. Probeer het opnieuw.',
  },
  SSO_EXCHANGE_FAILED: {
    en: 'Single sign-on did not succeed: the identity provider did not confirm your sign-in.',
    nl: 'Eenmalige aanmelding is niet gelukt: de identiteitsprovider heeft uw aanmelding niet bevestigd.',
  },
  SSO_PROVIDER_UNAVAILABLE: {
    en: 'The identity provider cannot be reached. Please try again later.',
    nl: 'De identiteitsprovider is niet bereikbaar. Probeer het later opnieuw.',
  },
  SSO_NO_IDENTITY: {
    en: 'The identity provider did not tell us who you are (no email or user name).',
    nl: 'De identiteitsprovider heeft niet laten weten wie u bent (geen e-mailadres of gebruikersnaam).',
  },
  SSO_ACCOUNT_DISABLED: {
    en: 'Your account is disabled.',
    nl: 'Uw account is uitgeschakeld.',
  },
  NAME_TAKEN: {
    en: 'This name is already used here. Choose another name.',
    nl: 'Deze naam wordt hier al gebruikt. Kies een andere naam.',
  },
  HAS_FUTURE_BOOKINGS: {
    en: 'This place still has future bookings. Release them to delete it.',
    nl: 'Deze plek heeft nog toekomstige reserveringen. Geef ze vrij om hem te verwijderen.',
  },
  INVALID_FILE: {
    en: 'The file is not a PNG, JPEG or SVG image.',
    nl: 'Het bestand is geen PNG-, JPEG- of SVG-afbeelding.',
  },
  SLOT_OVERLAP: {
    en: 'This time slot overlaps another slot.',
    nl: 'Dit tijdslot overlapt een ander tijdslot.',
  },
  USERNAME_TAKEN: { en: 'This username is already taken.', nl: 'Deze gebruikersnaam is al in gebruik.' },
  EMAIL_TAKEN: { en: 'This email address is already used.', nl: 'Dit e-mailadres is al in gebruik.' },
  IMPORT_INVALID: {
    en: 'The import has problems; nothing was imported.',
    nl: 'De import bevat fouten; er is niets geïmporteerd.',
  },
  CANNOT_CHANGE_SELF: {
    en: 'You cannot deactivate yourself or remove your own staff role.',
    nl: 'U kunt uzelf niet deactiveren of uw eigen staff-rol afnemen.',
  },
  SERIES_RULE_INVALID: {
    en: 'This repeat rule is not one that can be booked.',
    nl: 'Deze herhaling kan niet gereserveerd worden.',
  },
  SERIES_NO_END: {
    en: 'A repeat needs an end date or a number of times.',
    nl: 'Een herhaling heeft een einddatum of een aantal keer nodig.',
  },
  SERIES_TOO_LONG: {
    en: 'A repeat can run for at most a year.',
    nl: 'Een herhaling kan hoogstens een jaar duren.',
  },
  DATE_RANGE_REVERSED: {
    en: 'The end date is before the start date.',
    nl: 'De einddatum ligt voor de begindatum.',
  },
  SAML_NOT_CONFIGURED: {
    en: 'SAML sign-in is not set up.',
    nl: 'Aanmelden via SAML is niet ingesteld.',
  },
  SAML_METADATA_INVALID: {
    en: 'The identity provider metadata could not be read: it needs an entity ID, a single sign-on address (HTTP-Redirect) and a signing certificate.',
    nl: 'De metadata van de identiteitsprovider kon niet worden gelezen: er zijn een entity-ID, een aanmeldadres (HTTP-Redirect) en een ondertekeningscertificaat nodig.',
  },
  SAML_METADATA_UNREACHABLE: {
    en: 'The metadata address of the identity provider cannot be reached.',
    nl: 'Het metadata-adres van de identiteitsprovider is niet bereikbaar.',
  },
  SAML_SIGNATURE_INVALID: {
    en: 'Sign-in refused: the answer of the identity provider is not signed with its certificate.',
    nl: 'Aanmelden geweigerd: het antwoord van de identiteitsprovider is niet ondertekend met zijn certificaat.',
  },
  SAML_EXPIRED: {
    en: 'Sign-in refused: the answer of the identity provider has expired or is not valid yet. Please try again.',
    nl: 'Aanmelden geweigerd: het antwoord van de identiteitsprovider is verlopen of nog niet geldig. Probeer het opnieuw.',
  },
  SAML_WRONG_AUDIENCE: {
    en: 'Sign-in refused: the answer of the identity provider was meant for another application.',
    nl: 'Aanmelden geweigerd: het antwoord van de identiteitsprovider was bedoeld voor een andere toepassing.',
  },
  SAML_REPLAYED: {
    en: 'Sign-in refused: this answer of the identity provider was already used.',
    nl: 'Aanmelden geweigerd: dit antwoord van de identiteitsprovider is al gebruikt.',
  },
  SAML_UNSOLICITED: {
    en: 'Sign-in refused: the answer of the identity provider does not belong to a sign-in started here, or it took too long. Please try again.',
    nl: 'Aanmelden geweigerd: het antwoord van de identiteitsprovider hoort niet bij een aanmelding die hier is gestart, of het duurde te lang. Probeer het opnieuw.',
  },
  SAML_REJECTED: {
    en: 'Sign-in refused: the answer of the identity provider is not valid.',
    nl: 'Aanmelden geweigerd: het antwoord van de identiteitsprovider is niet geldig.',
  },
  SAML_NO_ACCOUNT: {
    en: 'You have no account here yet. Ask your administrator to add you.',
    nl: 'U hebt hier nog geen account. Vraag uw beheerder om u toe te voegen.',
  },
  SAML_HANDOFF_INVALID: {
    en: 'This sign-in link expired or was already used. Please sign in again.',
    nl: 'Deze aanmeldlink is verlopen of al gebruikt. Meld u opnieuw aan.',
  },
  PASSWORD_SIGN_IN_DISABLED: {
    en: 'Sign-in with a password is turned off. Use the button to sign in with your organisation account.',
    nl: 'Aanmelden met een wachtwoord is uitgeschakeld. Gebruik de knop om u aan te melden met het account van uw organisatie.',
  },
  SAML_BREAK_GLASS_UNKNOWN: {
    en: 'The break-glass account must be an active user with a password.',
    nl: 'Het noodaccount moet een actieve gebruiker met een wachtwoord zijn.',
  },
  NO_SLOT_NOW: {
    en: 'No booking time slot runs now, so this desk cannot be booked on the spot.',
    nl: 'Er loopt nu geen tijdvak, dus deze werkplek kan nu niet ter plekke gereserveerd worden.',
  },
  NO_ROOM_BOOKING_NOW: {
    en: 'You have no booking for this room now. Book it in the app or at the display by the door.',
    nl: 'U hebt nu geen reservering voor deze ruimte. Reserveer haar in de app of op het scherm bij de deur.',
  },
  CHECKIN_ONLY_BY_QR: {
    en: 'Check in by scanning the QR code on the desk or by the room door with your phone.',
    nl: 'Check in door met uw telefoon de QR-code op de werkplek of bij de deur van de ruimte te scannen.',
  },
  FAVOURITES_FULL: {
    en: 'You have starred as many places as you can. Remove a star first.',
    nl: 'U hebt al zoveel plekken met een ster als mogelijk. Haal eerst een ster weg.',
  },
  AMENITY_NAME_TAKEN: {
    en: 'An amenity with this name already exists.',
    nl: 'Er bestaat al een voorziening met deze naam.',
  },
  NEIGHBOURHOOD_RESERVED: {
    en: 'This place is reserved for another team on that day.',
    nl: 'Deze plek is die dag gereserveerd voor een ander team.',
  },
  BUILDING_NOT_PERMITTED: {
    en: 'You may do this for your own buildings only: choose one of them.',
    nl: 'U mag dit alleen voor uw eigen gebouwen doen: kies een daarvan.',
  },
  NEIGHBOURHOOD_NAME_TAKEN: {
    en: 'A neighbourhood with this name already exists.',
    nl: 'Er bestaat al een buurt met deze naam.',
  },
  DISPLAY_WRONG_SCOPE: {
    en: 'This display is paired with another place and cannot show this.',
    nl: 'Dit scherm is aan een andere plek gekoppeld en kan dit niet tonen.',
  },
  PRESENCE_CODE_INVALID: {
    en: 'That code is wrong or no longer shown. Type the code the display by the room door shows now.',
    nl: 'Die code klopt niet of wordt niet meer getoond. Typ de code die het scherm bij de deur nu toont.',
  },
  FOLLOW_SELF: {
    en: 'You cannot follow yourself.',
    nl: 'U kunt uzelf niet volgen.',
  },
  FOLLOWING_FULL: {
    en: 'You follow as many colleagues as you can. Unfollow someone first.',
    nl: "U volgt al zoveel collega's als mogelijk. Volg eerst iemand niet meer.",
  },
  BOOK_FOR_NOT_ALLOWED: {
    en: 'You can only book for colleagues in one of your groups.',
    nl: 'U kunt alleen reserveren voor collega’s uit een van uw groepen.',
  },
  BOOK_FOR_SELF: {
    en: 'To book for yourself, book without choosing a colleague.',
    nl: 'Reserveer voor uzelf zonder een collega te kiezen.',
  },
};

export function errorMessage(code: string, language: Language = 'en'): string {
  return (isErrorCode(code) ? errorMessages[code] : errorMessages.INTERNAL_ERROR)[language];
}
