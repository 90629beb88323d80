import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './errors';

/** Deeper nesting than any request of this API has is refused rather than walked. */
const MAX_DEPTH = 32;

/**
 * The first place in a parsed value where a string holds a NUL character (U+0000), as a dotted path,
 * or null. PostgreSQL refuses 0x00 in text and in jsonb, so such a string must never reach SQL.
 * Object keys are checked too (a key becomes a jsonb key in audit details).
 */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'request' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return path || 'request';
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = findNul(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The headers the API reads (Node's HTTP parser already refuses NUL in any header; this is the second net). */
const READ_HEADERS = ['authorization', 'accept-language', 'user-agent', 'x-forwarded-for', 'if-match', 'origin'];

function nulIn(request: FastifyRequest): string | null {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const found = findNul(value);
    if (found) return `${part}.${found}`;
  }
  for (const name of READ_HEADERS) {
    if (findNul(request.headers[name])) return `headers.${name}`;
  }
  return null;
}

/**
 * One guard for every route, present and future (issue 12): any string of the path parameters, query,
 * JSON body or the headers we read that holds a NUL character is refused with 400 VALIDATION_ERROR
 * before the schema is validated and before any handler or SQL sees it. It runs as a preValidation hook,
 * so after the route's authorization (onRequest; see lib/auth) and after the body is parsed.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const where = nulIn(request);
    if (where) throw badRequest('NUL character', { [where]: ['nul_character'] });
  });
});
