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
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    // The path is built only on the way out: most values hold no NUL (decision 462).
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path ? `${path}.${key}` : key;
      continue;
    }
    const found = findNul(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The headers the API reads (Node's HTTP parser already refuses NUL in any header; this is the second net). */
const READ_HEADERS = ['authorization', 'accept-language', 'user-agent', 'x-forwarded-for', 'if-match', 'origin'];

function nulIn(request: FastifyRequest): string | null {
  const inParams = findNul(request.params);
  if (inParams) return `params.${inParams}`;
  const inQuery = findNul(request.query);
  if (inQuery) return `query.${inQuery}`;
  const inBody = request.body === undefined ? null : findNul(request.body);
  if (inBody) return `body.${inBody}`;
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
  // A callback hook: no promise and no extra turn of the event loop on every request (decision 462).
  app.addHook('preValidation', (request, _reply, done) => {
    const where = nulIn(request);
    done(where ? badRequest('NUL character', { [where]: ['nul_character'] }) : undefined);
  });
});
