import { STAFF_ROLE, type Language } from '@flexapp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
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

/**
 * Who may call a route (issue 12, docs/decisions/120-input-hardening.md):
 *  - 'public': anyone (login, SSO, the public guest form, health, signed plan images, the web app's files);
 *  - 'signed-in': a valid token of an active session;
 *  - 'staff': signed in with the staff role.
 * Every route under /api is 'signed-in' unless it declares otherwise (`config: { access: 'public' }`, or lists
 * requireStaff/requireAuth as before): deny by default, so a route added later cannot be open by omission.
 */
export type RouteAccess = 'public' | 'signed-in' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route with its access, for the tests that prove authorization comes first everywhere. */
    routeAccessTable(): { method: string; url: string; access: RouteAccess }[];
  }
}

/** `config` of a route anyone may call. */
export const PUBLIC_ROUTE = { access: 'public' } as const;

const defaultAccess = (url: string | undefined): RouteAccess =>
  url === '/api' || url?.startsWith('/api/') ? 'signed-in' : 'public';

/** The signed-in person behind a session, or undefined when the session is over (the auth module answers). */
export interface SessionUser {
  id: number;
  username: string;
  roles: string[];
  language: Language;
}
export type SessionLookup = (
  app: FastifyInstance,
  session: { sessionId: string; userId: number },
) => Promise<SessionUser | undefined>;

/** Reads `Authorization: JWT <token>` (or Bearer), checks the token and its server-side session. */
export const authPlugin = fp(async (app: FastifyInstance, options: { sessionOf: SessionLookup }) => {
  app.decorateRequest('user', null);
  const routes: RouteOptions[] = [];
  // Every route gets its access when it is registered: declared, from the guards it lists, or the default.
  // The guards themselves leave the route's preHandler: the onRequest hook below enforces the access.
  app.addHook('onRoute', (route) => {
    const preHandler = asArray(route.preHandler);
    const guards = preHandler.filter(isGuard);
    if (guards.length > 0) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      route.preHandler = preHandler.filter((hook) => !isGuard(hook)) as any;
    }
    const fromGuards = guards.includes(requireStaff) ? 'staff' : guards.length > 0 ? 'signed-in' : undefined;
    route.config = { ...route.config, access: route.config?.access ?? fromGuards ?? defaultAccess(route.url) };
    routes.push(route);
  });
  app.decorate('routeAccessTable', () =>
    routes.flatMap((r) =>
      asArray(r.method).map((method) => ({
        method: String(method),
        url: r.url,
        access: r.config?.access ?? defaultAccess(r.url),
      })),
    ),
  );
  // Authorization before anything else about the request (issue 12): who the caller is and whether the
  // route admits them is settled here, in the first onRequest hook, so before the body is read, NUL bytes
  // are refused (input-guard) or the schema is validated. An unauthorised caller learns nothing about the
  // schema. This covers every route, present and future.
  app.addHook('onRequest', async (request) => {
    request.user = await userOf(app, options.sessionOf, request.headers.authorization);
    const access = request.routeOptions.config?.access ?? defaultAccess(request.routeOptions.url);
    if (access === 'public') return;
    if (!request.user) throw unauthorized();
    if (access === 'staff' && !request.user.isStaff) throw forbidden();
  });
});

async function userOf(
  app: FastifyInstance,
  sessionOf: SessionLookup,
  header: string | undefined,
): Promise<AuthUser | null> {
  if (!header) return null;
  const match = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(header);
  if (!match) return null;
  const claims = await app.tokens.verify(match[1]);
  if (!claims) return null;
  const row = await sessionOf(app, claims);
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    roles: row.roles,
    language: row.language,
    isStaff: row.roles.includes(STAFF_ROLE),
    sessionId: claims.sessionId,
  };
}

/** A route guard: the caller must be signed in (listed in preHandler, it becomes the route's access). */
export async function requireAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized();
}

/** A route guard: the caller must be staff (listed in preHandler, it becomes the route's access). */
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
