import { errorMessage, type Language } from '@flexapp/contract';
import { ApiError } from '@/lib/api-client';

/** The translated text of an API failure (by its stable code). */
export function apiErrorText(err: unknown, language: string): string {
  const lang: Language = language.startsWith('nl') ? 'nl' : 'en';
  if (err instanceof ApiError) return errorMessage(err.status === 0 ? 'SERVICE_UNAVAILABLE' : err.code, lang);
  return errorMessage('INTERNAL_ERROR', lang);
}
