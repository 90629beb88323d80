import { errorMessage, type Language } from '@flexapp/contract';
import { ApiError } from '@/lib/api-client';

/** The translated text of an API failure (by its stable code). */
export function apiErrorText(err: unknown, language: string): string {
  const lang: Language = language.startsWith('nl') ? 'nl' : 'en';
  if (err instanceof ApiError) return errorMessage(err.status === 0 ? 'SERVICE_UNAVAILABLE' : err.code, lang);
  return errorMessage('INTERNAL_ERROR', lang);
}

/** The number of future bookings of a 409 HAS_FUTURE_BOOKINGS answer, or null. */
export function futureBookingsCount(err: unknown): number | null {
  if (!(err instanceof ApiError) || err.code !== 'HAS_FUTURE_BOOKINGS') return null;
  const count = err.data?.count;
  return typeof count === 'number' ? count : 0;
}
