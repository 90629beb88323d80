import type { Language } from '@flexapp/contract';
import type { FastifyRequest } from 'fastify';

/** The caller's language: the signed-in user's profile, else Accept-Language, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  if (request.user) return request.user.language;
  const header = request.headers['accept-language'] ?? '';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('nl') ? 'nl' : 'en';
}
