import { STAFF_ROLE, type Language } from '@flexapp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { activeSession } from '../modules/auth/sessions.repository';
import { forbidden, unauthorized } from './errors';

export interface AuthUser {
  id: number;
  username: string;
  roles: string[];
  language: Language;
  isStaff: boolean;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** Reads `Authorization: JWT <token>` (or Bearer), checks the token and its server-side session. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  // Authorization before anything else about the request (issue 12): a route's requireAuth/requireStaff,
  // wherever the route lists it, runs as its onRequest hook, so after the caller is known (the hook below)
  // and before the body is read, NUL bytes are refused or the schema is validated. An unauthorised caller
  // learns nothing about the schema. This covers every route registered after this plugin, present and future.
  app.addHook('onRoute', (route) => {
    const preHandler = asArray(route.preHandler);
    const guards = preHandler.filter(isGuard);
    if (guards.length === 0) return;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    route.preHandler = preHandler.filter((hook) => !isGuard(hook)) as any;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    route.onRequest = [...asArray(route.onRequest), ...guards] as any;
  });
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(header);
    if (!match) return;
    const claims = await app.tokens.verify(match[1]);
    if (!claims) return;
    const row = await activeSession(app, claims.sessionId, claims.userId);
    if (!row) return;
    request.user = {
      id: row.id,
      username: row.username,
      roles: row.roles,
      language: row.language,
      isStaff: row.roles.includes(STAFF_ROLE),
      sessionId: claims.sessionId,
    };
  });
});

/** preHandler: the caller must be signed in. */
export async function requireAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized();
}

/** preHandler: the caller must be signed in and have the staff role. */
export async function requireStaff(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized();
  if (!request.user.isStaff) throw forbidden();
}

/** The signed-in user inside a handler guarded by requireAuth. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

function asArray(hooks: unknown): unknown[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}
function isGuard(hook: unknown): boolean {
  return hook === requireAuth || hook === requireStaff;
}
