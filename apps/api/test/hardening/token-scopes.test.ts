import { API_TOKEN_SCOPES } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext } from '../helpers';
import { manualClock } from '../../src/lib/clock';
import { createApiToken } from '../../src/modules/tokens';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

/**
 * Issue 39, decision 210: the authorization matrix for API tokens, over every route the app has. A token that
 * lacks a route's scope gets 403 TOKEN_SCOPE_MISSING before anything else, and routes no token may call refuse a
 * token holding every scope. The table is the app's own (routeAccessTable), so new routes are covered.
 */
let ctx: TestContext;
type Route = { method: string; url: string; access: string; scope: string | null };
let routes: Route[];
let staffId: number;

const bearer = async (scopes: string[]) =>
  `Bearer ${(await createApiToken(ctx.db, clock.now(), { id: staffId, isStaff: true }, { name: `t${Math.random()}`, scopes: scopes as never, rate_limit: 10_000 })).token}`;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  staffId = await createUser(ctx.db, { username: 'boss', staff: true });
  routes = ctx.app
    .routeAccessTable()
    .filter((r) => r.url.startsWith('/api') && r.access !== 'public')
    .filter((r) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
}, 120_000);
afterAll(() => ctx.close());

const request = (route: Route, authorization: string) =>
  ctx.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:\w+/g, '1'),
    headers: { authorization },
    ...(['GET', 'DELETE'].includes(route.method) ? {} : { payload: {} }),
  });

describe('API token scopes on every route', () => {
  it('every route that is not public names its scope, or none for routes no token may call', () => {
    expect([...new Set(routes.map((r) => r.scope ?? 'none'))].sort()).toEqual([...API_TOKEN_SCOPES, 'none'].sort());
    const none = routes
      .filter((r) => r.scope === null)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(none).toEqual([
      'DELETE /api/setup/scim-tokens/:id',
      'DELETE /api/setup/service-accounts/:id',
      'DELETE /api/setup/service-accounts/:id/tokens/:tokenId',
      // A token must not redirect a person's own notifications (decision 370).
      'DELETE /api/users/self/chat-channel',
      'DELETE /api/users/self/passkeys/:id/',
      'DELETE /api/users/self/sessions/:id/',
      'DELETE /api/users/self/tokens/:id',
      'GET /api/events',
      'GET /api/setup/scim-tokens',
      'GET /api/setup/service-accounts',
      'GET /api/users/self/chat-channel',
      'GET /api/users/self/passkeys/',
      'GET /api/users/self/sessions/',
      'GET /api/users/self/tokens',
      'GET /api/users/self/two-factor/',
      // A QR check-in is a person at the place (decision 265).
      'POST /api/qr/places/:kind/:id/checkin',
      'POST /api/setup/scim-tokens',
      'POST /api/setup/service-accounts',
      'POST /api/setup/service-accounts/:id/tokens',
      'POST /api/users/logout/',
      'POST /api/users/self/passkeys/',
      'POST /api/users/self/passkeys/options/',
      'POST /api/users/self/sessions/sign-out-others/',
      'POST /api/users/self/tokens',
      'POST /api/users/self/two-factor/totp/',
      'POST /api/users/self/two-factor/totp/confirm/',
      'POST /api/users/self/two-factor/totp/disable/',
      'PUT /api/users/self/chat-channel',
    ]);
    // Setup and settings are setup scopes; reports (and their POSTed queries) are reports:read; nothing else that
    // is not a GET needs a read scope.
    for (const r of routes) {
      if (/^\/api\/setup\/(service-accounts|scim-tokens)/.test(r.url)) expect(r.scope, r.url).toBeNull();
      else if (/^\/api\/(setup\/|configuration\/settings)/.test(r.url)) expect(r.scope, r.url).toMatch(/^setup:/);
      else if (/^\/api\/(reports\/|checkins\/stats)/.test(r.url)) expect(r.scope, r.url).toBe('reports:read');
      else if (r.method !== 'GET' && r.scope) expect(r.scope, `${r.method} ${r.url}`).toMatch(/:write$/);
    }
  });

  it('a token without the route scope gets 403 TOKEN_SCOPE_MISSING from every route', async () => {
    const tokens = new Map<string, string>();
    for (const scope of API_TOKEN_SCOPES) tokens.set(scope, await bearer(API_TOKEN_SCOPES.filter((s) => s !== scope)));
    const everything = await bearer([...API_TOKEN_SCOPES]);
    const wrong: string[] = [];
    for (const route of routes) {
      const res = await request(route, route.scope ? tokens.get(route.scope)! : everything);
      if (res.statusCode !== 403 || res.json().code !== 'TOKEN_SCOPE_MISSING')
        wrong.push(`${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a token with the route scope gets past the access check (no 401 or 403 of the hook)', async () => {
    const everything = await bearer([...API_TOKEN_SCOPES]);
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.scope && r.method === 'GET')) {
      const res = await request(route, everything);
      if (res.statusCode === 401 || res.statusCode === 403)
        wrong.push(`${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });
});
