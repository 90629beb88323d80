import { SCIM_MAX_RESULTS, ZScimPatchSchema, type TScimPatch } from '@flexapp/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { scimTokenOf } from '../tokens';
import { resourceTypes, schemas, serviceProviderConfig } from './scim-discovery';
import { ScimError, scimBadRequest, scimErrorBody, scimNotFound, scimUnauthorized } from './scim-errors';
import { namesVersion } from './scim-etag';
import {
  createScimGroup,
  deleteScimGroup,
  getScimGroup,
  listScimGroups,
  patchScimGroup,
  replaceScimGroup,
} from './scim-groups.service';
import {
  createScimUser,
  deleteScimUser,
  getScimUser,
  listScimUsers,
  patchScimUser,
  replaceScimUser,
  type ScimActor,
  type ScimContext,
} from './scim-users.service';

export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';

/**
 * SCIM 2.0 under /scim/v2 (issue 36, decision 232). Outside /api, so the app's access hook treats these routes as
 * public (as /metrics); this plugin's own first hook admits only a SCIM token (never an API or session token),
 * and every answer, errors included, is SCIM JSON.
 */
export default async function scimRoutes(app: FastifyInstance) {
  const tokens = new WeakMap<FastifyRequest, ScimActor>();

  app.addContentTypeParser('application/scim+json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      done(scimBadRequest('invalidSyntax', 'The body is not JSON.'), undefined);
    }
  });

  app.addHook('onRequest', async (request) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const token = match ? await scimTokenOf(app.db, app.clock.now(), match[1]) : undefined;
    if (!token) throw scimUnauthorized();
    tokens.set(request, token);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-type', SCIM_CONTENT_TYPE);
    return payload;
  });

  app.setErrorHandler((err: FastifyError | ScimError | AppError, request, reply) => {
    let scim: ScimError;
    if (err instanceof ScimError) scim = err;
    else if (err instanceof AppError) scim = new ScimError(err.statusCode, err.message);
    else if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500)
      scim = new ScimError(err.statusCode, err.message, err.statusCode === 400 ? 'invalidSyntax' : undefined);
    else {
      request.log.error({ err }, 'SCIM request failed');
      scim = new ScimError(500, 'Internal error');
    }
    if (scim.status === 401) reply.header('www-authenticate', 'Bearer realm="flexapp SCIM"');
    return reply.status(scim.status).send(scimErrorBody(scim));
  });
  app.setNotFoundHandler(() => {
    throw scimNotFound('Resource');
  });

  const ctx = (request: FastifyRequest): ScimContext => ({
    db: app.db,
    now: app.clock.now(),
    token: tokens.get(request)!,
    base: `${app.sso.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`}/scim/v2`,
  });
  // Public to the app's access hook; the SCIM token is checked by the onRequest hook above (decision 232).
  const opts = { config: { access: 'public' as const }, schema: { hide: true } };
  type Query = { filter?: string; startIndex?: string; count?: string; excludedAttributes?: string };
  type Req = FastifyRequest<{ Params: { id: string }; Querystring: Query }>;

  app.get('/ServiceProviderConfig', opts, async (request) => serviceProviderConfig(ctx(request).base));
  app.get('/ResourceTypes', opts, async (request) => list(resourceTypes(ctx(request).base)));
  app.get('/ResourceTypes/:id', opts, async (request: Req) => {
    const found = resourceTypes(ctx(request).base).find((r) => r.id === request.params.id);
    if (!found) throw scimNotFound('ResourceType');
    return found;
  });
  app.get('/Schemas', opts, async (request) => list(schemas(ctx(request).base)));
  app.get('/Schemas/:id', opts, async (request: Req) => {
    const found = schemas(ctx(request).base).find((s) => s.id === request.params.id);
    if (!found) throw scimNotFound('Schema');
    return found;
  });

  app.get('/Users', opts, async (request: Req) => {
    return listScimUsers(ctx(request), { filter: request.query.filter, ...paging(request.query) });
  });
  app.get('/Users/:id', opts, async (request: Req, reply) =>
    versioned(request, reply, await getScimUser(ctx(request), idOf(request, 'User'))),
  );
  app.post('/Users', opts, async (request, reply) =>
    versioned(request, reply.status(201), await createScimUser(ctx(request), request.body)),
  );
  app.put('/Users/:id', opts, async (request: Req, reply) =>
    versioned(
      request,
      reply,
      await replaceScimUser(ctx(request), idOf(request, 'User'), request.body, ifMatch(request)),
    ),
  );
  app.patch('/Users/:id', opts, async (request: Req, reply) =>
    versioned(
      request,
      reply,
      await patchScimUser(ctx(request), idOf(request, 'User'), readPatch(request.body), ifMatch(request)),
    ),
  );
  app.delete('/Users/:id', opts, async (request: Req, reply) => {
    await deleteScimUser(ctx(request), idOf(request, 'User'), ifMatch(request));
    return reply.status(204).send();
  });

  app.get('/Groups', opts, async (request: Req) => {
    return listScimGroups(
      ctx(request),
      { filter: request.query.filter, ...paging(request.query) },
      withMembers(request.query),
    );
  });
  app.get('/Groups/:id', opts, async (request: Req, reply) =>
    versioned(request, reply, await getScimGroup(ctx(request), idOf(request, 'Group'), withMembers(request.query))),
  );
  app.post('/Groups', opts, async (request, reply) =>
    versioned(request, reply.status(201), await createScimGroup(ctx(request), request.body)),
  );
  app.put('/Groups/:id', opts, async (request: Req, reply) =>
    versioned(
      request,
      reply,
      await replaceScimGroup(ctx(request), idOf(request, 'Group'), request.body, ifMatch(request)),
    ),
  );
  app.patch('/Groups/:id', opts, async (request: Req, reply: FastifyReply) =>
    versioned(
      request,
      reply,
      await patchScimGroup(
        ctx(request),
        idOf(request, 'Group'),
        readPatch(request.body),
        withMembers(request.query),
        ifMatch(request),
      ),
    ),
  );
  app.delete('/Groups/:id', opts, async (request: Req, reply) => {
    await deleteScimGroup(ctx(request), idOf(request, 'Group'), ifMatch(request));
    return reply.status(204).send();
  });
}

/** If-Match of a write (decision 351); the services compare it inside their transaction. */
const ifMatch = (request: FastifyRequest) => request.headers['if-match'];

/**
 * A single resource with its version as the ETag header (RFC 7644 §3.14, decision 351); a GET whose
 * If-None-Match names that version is 304 without a body.
 */
function versioned(request: FastifyRequest, reply: FastifyReply, resource: { meta: { version: string } }) {
  reply.header('etag', resource.meta.version);
  const ifNoneMatch = request.headers['if-none-match'];
  if (request.method === 'GET' && ifNoneMatch !== undefined && namesVersion(ifNoneMatch, resource.meta.version))
    return reply.status(304).send();
  return reply.send(resource);
}

const list = (resources: unknown[]) => ({
  schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
  totalResults: resources.length,
  startIndex: 1,
  itemsPerPage: resources.length,
  Resources: resources,
});

/** An id that is no flexapp id cannot name a resource: 404, as an unknown one. */
function idOf(request: { params: { id: string } }, what: string): number {
  if (!/^\d{1,9}$/.test(request.params.id)) throw scimNotFound(what);
  return Number(request.params.id);
}

/** startIndex (1-based, below 1 counts as 1) and count (0 to the maximum, default 100; RFC 7644 §3.4.2.4). */
function paging(query: { startIndex?: string; count?: string }): { startIndex: number; count: number } {
  const int = (name: string, value: string | undefined, fallback: number) => {
    if (value === undefined || value === '') return fallback;
    if (!/^-?\d{1,9}$/.test(value)) throw scimBadRequest('invalidValue', `${name} must be an integer.`);
    return Number(value);
  };
  const startIndex = Math.max(1, int('startIndex', query.startIndex, 1));
  const count = Math.min(SCIM_MAX_RESULTS, Math.max(0, int('count', query.count, 100)));
  return { startIndex, count };
}

const withMembers = (query: { excludedAttributes?: string }) =>
  !(query.excludedAttributes ?? '')
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .includes('members');

function readPatch(body: unknown): TScimPatch {
  const parsed = ZScimPatchSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw scimBadRequest('invalidSyntax', `${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  return parsed.data;
}
