import {
  API_TOKEN_PREFIX,
  ErrorCode,
  PERMISSIONS,
  STAFF_ROLE,
  type Language,
  type TApiTokenScope,
  type TErrorCode,
  type TGrant,
  type TPermission,
} from '@flexapp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthorized } from './errors';
import { scopeNeeded } from './token-scopes';

export interface AuthUser {
  id: number;
  username: string;
  roles: string[];
  language: Language;
  isStaff: boolean;
  /** The person keeps their bookings private (decision 251): read with the session, not per request. */
  privateBookings: boolean;
  /** The session of a signed-in browser; `token:<id>` for an API token (no route a token reaches reads it). */
  sessionId: string;
  /** The API token's scopes (decision 210); null for a session. */
  scopes: TApiTokenScope[] | null;
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
 *  - 'staff': signed in with the staff role;
 *  - a permission (contract PERMISSIONS, decision 301): staff, or someone whose role holds it. A role held for some
 *    buildings only (location admin, reception) reaches the route only when it declares `buildingScoped: true`,
 *    and its handler then reads `permittedBuildings(request)` to show those buildings and no others.
 * A route under /api that declares none stops the app from starting: a route added later cannot be open, or
 * closed, by omission. Routes outside /api (the web app's files) are public.
 */
export type RouteAccess = 'public' | 'signed-in' | 'staff' | TPermission;

/** The kinds of place a request can name, each lying in one building. */
export type PlaceKind = 'building' | 'floor' | 'room' | 'desk' | 'checkin';

/**
 * A route that acts on one place (decision 345): where the request names it (raw, before validation) and what
 * kind it is. A caller holding the permission for some buildings only must name a place in one of them, else
 * 403 BUILDING_NOT_PERMITTED; staff and whole-organisation holders (analyst) pass without a place.
 */
export interface PlaceRef {
  kind: PlaceKind;
  /** Where the request names the place, and under which name. */
  in: 'params' | 'query' | 'body';
  key: string;
  /** The raw value naming the place with this id (default: the id itself). */
  value?: (id: number) => string;
  /** The id read back from the raw value (default: the value itself). */
  id?: (raw: unknown) => unknown;
  /** Where the place is named instead when the request leaves this one empty (a desk, else a room; decision 401). */
  or?: PlaceRef;
  /**
   * The request may name several (a repeated value) or none (empty or `all`): each named one must lie in the
   * caller's buildings; with none the handler narrows to them itself through `permittedBuildings` (decision 402).
   */
  many?: true;
}

/** The building of a place, or undefined when there is no such place (the roles module answers). */
export type PlaceBuildingLookup = (app: FastifyInstance, kind: PlaceKind, id: number) => Promise<number | undefined>;

/** Place references for route configs: a path parameter, a query field or a body field. */
export const placeIn = {
  params: (kind: PlaceKind, key = 'id'): PlaceRef => ({ kind, in: 'params', key }),
  query: (kind: PlaceKind, key: string): PlaceRef => ({ kind, in: 'query', key }),
  body: (kind: PlaceKind, key: string): PlaceRef => ({ kind, in: 'body', key }),
  /** The first reference the request fills: `placeIn.either(placeIn.body('desk', 'desk'), placeIn.body(...))`. */
  /** A query or body field naming none, one or several places of a kind (decision 402). */
  queryMany: (kind: PlaceKind, key: string): PlaceRef => ({ kind, in: 'query', key, many: true }),
  bodyMany: (kind: PlaceKind, key: string): PlaceRef => ({ kind, in: 'body', key, many: true }),
  either: (first: PlaceRef, ...others: PlaceRef[]): PlaceRef =>
    others.length === 0 ? first : { ...first, or: placeIn.either(others[0], ...others.slice(1)) },
};

function rawValue(request: FastifyRequest, place: PlaceRef): unknown {
  const source: unknown = request[place.in];
  return source && typeof source === 'object' ? (source as Record<string, unknown>)[place.key] : undefined;
}

/**
 * The place reference the request fills: the first one, or its alternative when it is left empty (decision 401)
 * or names `all` (a bookings-report scope `all.….0`, decision 418).
 */
function namedPlace(request: FastifyRequest, place: PlaceRef): PlaceRef {
  const raw = rawValue(request, place);
  const value = place.id && raw !== undefined ? place.id(raw) : raw;
  const empty = value === undefined || value === null || value === '' || (place.id !== undefined && value === 'all');
  return place.or && empty ? namedPlace(request, place.or) : place;
}

/** The values of a field that may name several places: none when empty or `all` (decision 402). */
function manyValues(raw: unknown): unknown[] {
  if (raw === undefined || raw === null || raw === '' || raw === 'all') return [];
  return Array.isArray(raw) ? raw : [raw];
}

/** A raw id (path, query string or JSON body) as a positive integer, or undefined. */
function rawId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}

const isPermission = (access: RouteAccess): access is TPermission =>
  (PERMISSIONS as readonly string[]).includes(access);

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The scope an API token needs here, null: no token (set from lib/token-scopes.ts, decision 210). */
    scope?: TApiTokenScope | null;
    /**
     * true: a permission route that filters by `permittedBuildings(request)`; a PlaceRef: one that acts on one
     * place, checked against the caller's buildings before validation (decision 345). Either way building-scoped
     * roles may call it.
     */
    buildingScoped?: true | PlaceRef;
  }
  interface FastifyRequest {
    /** On a permission route: the buildings the caller may see there, null for all (decision 301). */
    permitted: number[] | null | undefined;
  }
  interface FastifyInstance {
    /** Every route with its access, for the tests that prove authorization comes first everywhere. */
    routeAccessTable(): {
      method: string;
      url: string;
      access: RouteAccess;
      scope: TApiTokenScope | null;
      buildingScoped: boolean;
      place: PlaceRef | null;
    }[];
  }
}

/**
 * The signed-in person behind a session, or undefined when the session is over, or the code a session that
 * still exists is refused with (an idle staff session, decision 306); the auth module answers.
 */
export interface SessionUser {
  id: number;
  username: string;
  roles: string[];
  language: Language;
  private_bookings: boolean;
}
export type SessionLookup = (
  app: FastifyInstance,
  session: { sessionId: string; userId: number },
) => Promise<SessionUser | { refusal: TErrorCode } | undefined>;

/** The owner of an API token that is neither revoked nor expired, or undefined (the tokens module answers). */
export interface TokenOwner extends SessionUser {
  tokenId: number;
  scopes: TApiTokenScope[];
  rateLimit: number;
}
/** The permissions a person holds through their roles (the roles module answers, decision 301). */
export type GrantLookup = (app: FastifyInstance, userId: number) => Promise<TGrant[]>;

export interface ApiTokenAccess {
  ownerOf(app: FastifyInstance, token: string): Promise<TokenOwner | undefined>;
  /** Counts one request of the token in its current minute; answers the count and the seconds the minute has left. */
  take(app: FastifyInstance, tokenId: number): Promise<{ count: number; resetSeconds: number }>;
}

const isApi = (url: string | undefined) => url === '/api' || url?.startsWith('/api/') === true;

/**
 * Reads `Authorization: JWT <token>` (or Bearer), checks the token and its server-side session; or
 * `Authorization: Bearer fxp_…`, an API token, checked against its scopes and its rate limit (decision 210).
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      sessionOf: SessionLookup;
      apiTokens: ApiTokenAccess;
      grantsOf: GrantLookup;
      buildingOfPlace: PlaceBuildingLookup;
    },
  ) => {
    app.decorateRequest('user', null);
    app.decorateRequest('permitted', undefined);
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (!access && isApi(route.url))
        throw new Error(`${String(route.method)} ${route.url} declares no access (config: { access })`);
      const methods = asArray(route.method).map(String);
      const scopes = [...new Set(methods.map((m) => scopeNeeded(m, route.url)))];
      if (access && access !== 'public' && isApi(route.url) && (scopes.includes(undefined) || scopes.length !== 1))
        throw new Error(`${methods.join(',')} ${route.url} has no API token scope (lib/token-scopes.ts)`);
      route.config = { ...route.config, access: access ?? 'public', scope: scopes[0] ?? null };
      // The place check runs on the routes that name a place, not as a hook of every request (decision 462).
      if (typeof route.config.buildingScoped === 'object')
        route.preValidation = [checkPlace, ...[route.preValidation ?? []].flat()] as typeof route.preValidation;
      routes.push(route);
    });
    app.decorate('routeAccessTable', () =>
      routes.flatMap((r) =>
        asArray(r.method).map((method) => ({
          method: String(method),
          url: r.url,
          access: r.config?.access ?? 'public',
          scope: r.config?.scope ?? null,
          buildingScoped: r.config?.buildingScoped !== undefined,
          place: typeof r.config?.buildingScoped === 'object' ? r.config.buildingScoped : null,
        })),
      ),
    );
    // Authorization before anything else about the request (issue 12): who the caller is and whether the
    // route admits them is settled here, in the first onRequest hook, so before the body is read, NUL bytes
    // are refused (input-guard) or the schema is validated. An unauthorised caller learns nothing about the
    // schema. This covers every route, present and future.
    app.addHook('onRequest', async (request, reply) => {
      const header = request.headers.authorization;
      const apiToken = bearerApiToken(header);
      const owner = apiToken ? await options.apiTokens.ownerOf(app, apiToken) : undefined;
      const session = apiToken ? null : await userOf(app, options.sessionOf, header);
      request.user = apiToken ? (owner ? tokenUser(owner) : null) : session && 'refusal' in session ? null : session;
      // A request no route matched (404) is answered as public: it learns nothing.
      const access = request.routeOptions.config?.access ?? 'public';
      if (access === 'public') return;
      if (!request.user) throw session && 'refusal' in session ? new AppError(session.refusal) : unauthorized();
      if (owner) {
        // A token never reaches a route beyond its scopes, nor one no token may call (scope null).
        const scope = request.routeOptions.config?.scope ?? null;
        if (!scope || !owner.scopes.includes(scope)) throw new AppError(ErrorCode.TOKEN_SCOPE_MISSING);
      }
      if (access === 'staff' && !request.user.isStaff) throw forbidden();
      if (isPermission(access)) {
        request.permitted = request.user.isStaff
          ? null
          : buildingsOf(await options.grantsOf(app, request.user.id), access);
        if (request.permitted === undefined) throw forbidden();
        if (request.permitted !== null && !request.routeOptions.config?.buildingScoped) throw forbidden();
      }
      if (owner) await takeQuota(app, options.apiTokens, owner, reply);
    });
    // The place a building-scoped caller names must lie in their buildings (decision 345). The body is parsed
    // by now but not yet validated: the place is read raw, so a caller who may not act there learns nothing
    // about the schema either.
    async function checkPlace(request: FastifyRequest) {
      const place = request.routeOptions.config?.buildingScoped;
      const permitted = request.permitted;
      if (typeof place !== 'object' || permitted === null || permitted === undefined) return;
      const named = namedPlace(request, place);
      const raws = named.many ? manyValues(rawValue(request, named)) : [rawValue(request, named)];
      for (const raw of raws) {
        const id = rawId(named.id ? named.id(raw) : raw);
        // A building of the caller's grants exists (foreign keys): its id needs no lookup.
        const building =
          id === undefined
            ? undefined
            : named.kind === 'building'
              ? id
              : await options.buildingOfPlace(app, named.kind, id);
        if (building === undefined || !permitted.includes(building))
          throw new AppError(ErrorCode.BUILDING_NOT_PERMITTED);
      }
    }
  },
);

/** The buildings where grants give a permission: null for all, undefined for none. */
export function buildingsOf(grants: readonly TGrant[], permission: TPermission): number[] | null | undefined {
  const held = grants.filter((g) => g.permission === permission);
  if (held.length === 0) return undefined;
  if (held.some((g) => g.building_ids === null)) return null;
  return [...new Set(held.flatMap((g) => g.building_ids ?? []))].sort((a, b) => a - b);
}

/** Inside a permission route's handler: the buildings the caller may see, null for all. */
export function permittedBuildings(request: FastifyRequest): number[] | null {
  if (request.permitted === undefined) throw forbidden();
  return request.permitted;
}

function bearerApiToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1].startsWith(API_TOKEN_PREFIX) ? match[1] : null;
}

function tokenUser(owner: TokenOwner): AuthUser {
  return {
    id: owner.id,
    username: owner.username,
    roles: owner.roles,
    language: owner.language,
    isStaff: owner.roles.includes(STAFF_ROLE),
    privateBookings: owner.private_bookings,
    sessionId: `token:${owner.tokenId}`,
    scopes: owner.scopes,
  };
}

/**
 * Per-token rate limit, a fixed window of a minute shared by every API process (lib/request-quota.ts), told in
 * the IETF draft's `RateLimit-Limit/Remaining/Reset` headers; over it: 429 with `Retry-After`.
 */
async function takeQuota(app: FastifyInstance, access: ApiTokenAccess, owner: TokenOwner, reply: FastifyReply) {
  const { count, resetSeconds } = await access.take(app, owner.tokenId);
  reply.header('ratelimit-limit', String(owner.rateLimit));
  reply.header('ratelimit-remaining', String(Math.max(0, owner.rateLimit - count)));
  reply.header('ratelimit-reset', String(resetSeconds));
  if (count > owner.rateLimit) {
    reply.header('retry-after', String(resetSeconds));
    throw new AppError(ErrorCode.RATE_LIMITED, 'Too many requests with this API token.');
  }
}

async function userOf(
  app: FastifyInstance,
  sessionOf: SessionLookup,
  header: string | undefined,
): Promise<AuthUser | { refusal: TErrorCode } | null> {
  if (!header) return null;
  const match = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(header);
  if (!match) return null;
  const claims = await app.tokens.verify(match[1]);
  if (!claims) return null;
  const row = await sessionOf(app, claims);
  if (!row || 'refusal' in row) return row ?? null;
  return {
    id: row.id,
    username: row.username,
    roles: row.roles,
    language: row.language,
    isStaff: row.roles.includes(STAFF_ROLE),
    privateBookings: row.private_bookings,
    sessionId: claims.sessionId,
    scopes: null,
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
