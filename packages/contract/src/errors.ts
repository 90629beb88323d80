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
};

export function errorMessage(code: string, language: Language = 'en'): string {
  return (errorMessages[code] ?? errorMessages.INTERNAL_ERROR)[language];
}
