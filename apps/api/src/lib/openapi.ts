import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorResponses } from './error-responses';
import { replicaAgeHeaderDoc } from './replica-reads';
import { webhookCallbacks } from './openapi-webhooks';

/**
 * The OpenAPI document at /api/docs (issue 17, decision 170): valid OpenAPI 3.0 that passes Redocly's
 * recommended ruleset (redocly.yaml, apps/api/test/openapi), so other tools can generate a client from it.
 * Every operation gets an operationId and a summary (a route may set its own `summary`), the tag of its
 * domain, and the JWT security scheme unless the route is public.
 */

/** The domains of the API, one tag each (a route's `tags`). */
const tags = [
  { name: 'auth', description: 'Signing in and out, tokens, single sign-on.' },
  { name: 'booking', description: 'Reservations of desks and meeting rooms, and their confirmation.' },
  { name: 'calendar', description: 'The personal iCalendar feed of reservations.' },
  { name: 'checkins', description: 'Checking in and out at a desk, a meeting room or at home.' },
  { name: 'colleagues', description: 'Where colleagues work and sit.' },
  { name: 'configuration', description: "The organisation's settings and the app configuration." },
  { name: 'guests', description: 'Registering guests and signing them out.' },
  { name: 'health', description: 'Liveness and readiness of the server.' },
  { name: 'mail', description: 'E-mail preferences.' },
  { name: 'messages', description: 'Messages to staff and employees.' },
  { name: 'privacy', description: "A person's privacy choices: keeping their bookings private." },
  { name: 'notifiers', description: 'Being told when a desk becomes free.' },
  { name: 'reports', description: 'Dashboards, booking lists and check-in reports for staff.' },
  { name: 'search', description: 'Autocomplete search over people and places.' },
  { name: 'setup', description: 'Buildings, floors, rooms, desks, time slots and users, kept by staff.' },
  { name: 'structure', description: 'Buildings, floors, rooms and desks as employees see them.' },
  { name: 'events', description: 'Live events (server-sent) that tell clients what changed.' },
  { name: 'evacuation', description: 'Who is in a building now, for its emergency response (BHV) team.' },
];

const verbs: Record<string, string> = {
  get: 'Read',
  post: 'Submit',
  put: 'Replace',
  patch: 'Update',
  delete: 'Delete',
  head: 'Check',
};

/** The words of a path without its /api prefix, parameters as "by id": `booking reservations by id`. */
function pathWords(url: string): string[] {
  return url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by ${segment.slice(1)}` : segment.replace(/\.\w+$/, '')))
    .flatMap((segment) => segment.split(/[_\-\s]+/))
    .filter(Boolean);
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `get /api/booking/reservations/:id/` -> `getBookingReservationsById`. */
export function operationId(method: string, url: string): string {
  return method.toLowerCase() + pathWords(url).map(capital).join('');
}

/** `get /api/booking/reservations/:id/` -> `Read booking reservations by id`. */
export function operationSummary(method: string, url: string): string {
  const words = pathWords(url);
  return `${verbs[method.toLowerCase()] ?? capital(method.toLowerCase())} ${words.length ? words.join(' ') : 'root'}`;
}

/** The answers that are not JSON, and so have no schema of their own in the route. */
const nonJsonAnswers: Record<string, { description: string; type: string }> = {
  '/api/floors/{id}/plan': { description: 'The floor plan image (PNG, JPEG or SVG).', type: 'image/*' },
  '/api/booking/reminders/{id}/confirm': {
    description:
      'GET: a page showing the reservation with a Confirm button, changing nothing; POST: confirms it and says so (JSON `{id, status}` to a client that asks for it).',
    type: 'text/html',
  },
  '/api/calendar/{token}.ics': { description: 'The iCalendar feed of the reservations.', type: 'text/calendar' },
  '/api/calendar/rooms/{token}.ics': {
    description: "A published room's iCalendar feed of its bookings, without people (decision 372).",
    type: 'text/calendar',
  },
  '/api/auth/saml/metadata': {
    description: "flexapp's SAML 2.0 service provider metadata (decision 235).",
    type: 'application/samlmetadata+xml',
  },
};

/** An operation whose route declares no success answer (nor a redirect) gets the one of the table above. */
function describeNonJsonAnswers(paths: Record<string, Record<string, { responses?: Json }>> | undefined): void {
  for (const [path, operations] of Object.entries(paths ?? {})) {
    const answer = nonJsonAnswers[path];
    for (const operation of Object.values(operations)) {
      const responses = (operation.responses ??= {});
      if (Object.keys(responses).some((status) => /^[23]/.test(status))) continue;
      if (!answer) throw new Error(`OpenAPI: ${path} declares no success answer`);
      responses['200'] = {
        description: answer.description,
        content: { [answer.type]: { schema: { type: 'string', format: 'binary' } } },
      };
    }
  }
}

const isPublic = (url: string, access: string | undefined) =>
  access === 'public' || !(url === '/api' || url.startsWith('/api/'));

type Json = Record<string, unknown>;

/**
 * Two tidy-ups of the JSON Schema zod writes, for OpenAPI 3.0: a nullable union becomes a union of
 * nullable branches (3.0 wants a `type` beside `nullable`), and a union of one branch is that branch.
 */
function tidySchemas(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(tidySchemas);
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (!Array.isArray(branches)) continue;
    if (schema.nullable === true && schema.type === undefined) {
      delete schema.nullable;
      schema[key] = branches.map((branch: Json) => ({ ...branch, nullable: true }));
    }
    if (branches.length === 1) {
      delete schema[key];
      Object.assign(schema, { ...branches[0], ...schema });
    }
  }
  Object.values(schema).forEach(tidySchemas);
}

/** The schemes an operation accepts: none when public; a session's JWT; an API token with the route's scope. */
function security(url: string, access: string | undefined, scope: string | null): Json {
  if (isPublic(url, access)) return { security: [] };
  if (!scope) return { security: [{ JWT: [] }] };
  return { security: [{ JWT: [] }, { ApiToken: [] }], 'x-token-scope': scope };
}

/** Every success answer of a route that reads the replica lists the `Replica-Age` header (decision 375). */
function documentReplicaAge(responses: Json | undefined): void {
  for (const [status, answer] of Object.entries(responses ?? {}))
    if (/^2/.test(status) && answer && typeof answer === 'object')
      (answer as Json).headers = { ...((answer as Json).headers as Json | undefined), ...replicaAgeHeaderDoc };
}

export function openapiOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'flexapp API',
        version: '1.0.0',
        description: 'The API of flexapp: see docs/product/api.md for its rules and its error codes.',
      },
      // Relative: the server that serves this document (paths carry their /api prefix).
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags,
      components: {
        securitySchemes: {
          JWT: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'The token of POST /api/auth/login/ as `Authorization: JWT <token>`.',
          },
          ApiToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              "An API token (`fxp_…`, made in the app's Settings or with `cli.js token:create`) as `Authorization: Bearer <token>`. " +
              "It reaches an operation only when it holds the scope named in the operation's `x-token-scope` " +
              "(none: no token may call it; 403 TOKEN_SCOPE_MISSING), within the owner's role, and at most its rate limit " +
              'a minute (`RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset`; 429 with `Retry-After`). Decision 210.',
          },
        },
      },
    },
    transform: (input) => {
      // Every route can answer 400 (the input guard refuses NUL in the headers it reads, lib/input-guard.ts).
      const routeSchema = input.schema as Json | undefined;
      const response = { ...errorResponses(400), ...((routeSchema?.response as Json | undefined) ?? {}) };
      const { schema, url } = jsonSchemaTransform({ ...input, schema: { ...routeSchema, response } });
      const method = String([input.route.method].flat()[0]);
      const own = (schema ?? {}) as Json;
      if (input.route.config?.replicaReads) documentReplicaAge(own.response as Json | undefined);
      return {
        url,
        schema: {
          ...own,
          operationId: typeof own.operationId === 'string' ? own.operationId : operationId(method, url),
          summary: typeof own.summary === 'string' ? own.summary : operationSummary(method, url),
          ...security(url, input.route.config?.access, input.route.config?.scope ?? null),
        },
      };
    },
    transformObject: (documentObject) => {
      const document = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
      tidySchemas(document.paths);
      describeNonJsonAnswers(document.paths as Parameters<typeof describeNonJsonAnswers>[0]);
      tidySchemas((document as { components?: unknown }).components);
      const register = (document.paths as Record<string, Record<string, Json>> | undefined)?.['/api/setup/webhooks']
        ?.post;
      if (register) register.callbacks = webhookCallbacks();
      return document;
    },
  };
}
