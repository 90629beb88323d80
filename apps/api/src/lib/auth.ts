import { STAFF_ROLE, type Language } from '@flexapp/contract';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
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
 * Who may call a route (issue 12, docs/decisions/120-input-hardening.md), declared on every route under /api as
 * `config: { access }` and nowhere else:
 *  - 'public': anyone (login, SSO, the public guest form, health, signed plan images);
 *  - 'signed-in': a valid token of an active session;
 *  - 'staff': signed in with the staff role.
 * A route under /api that declares none stops the app from starting: a route added later cannot be open, or
 * closed, by omission. Routes outside /api (the web app's files) are public.
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

const isApi = (url: string | undefined) => url === '/api' || url?.startsWith('/api/') === true;

/** Reads `Authorization: JWT <token>` (or Bearer), checks the token and its server-side session. */
export const authPlugin = fp(async (app: FastifyInstance, options: { sessionOf: SessionLookup }) => {
  app.decorateRequest('user', null);
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access && isApi(route.url))
      throw new Error(`${String(route.method)} ${route.url} declares no access (config: { access })`);
    route.config = { ...route.config, access: access ?? 'public' };
    routes.push(route);
  });
  app.decorate('routeAccessTable', () =>
    routes.flatMap((r) =>
      asArray(r.method).map((method) => ({
        method: String(method),
        url: r.url,
        access: r.config?.access ?? 'public',
      })),
    ),
  );
  // Authorization before anything else about the request (issue 12): who the caller is and whether the
  // route admits them is settled here, in the first onRequest hook, so before the body is read, NUL bytes
  // are refused (input-guard) or the schema is validated. An unauthorised caller learns nothing about the
  // schema. This covers every route, present and future.
  app.addHook('onRequest', async (request) => {
    request.user = await userOf(app, options.sessionOf, request.headers.authorization);
    // A request no route matched (404) is answered as public: it learns nothing.
    const access = request.routeOptions.config?.access ?? 'public';
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

/** The signed-in user inside a handler of a 'signed-in' or 'staff' route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

function asArray(methods: RouteOptions['method']): string[] {
  return Array.isArray(methods) ? methods : [methods];
}
