import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS, type TRole } from '@flexapp/contract';
import { createStructure } from '../fixtures';
import { createTestContext, createUser, login, type TestContext } from '../helpers';
import { manualClock } from '../../src/lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

/**
 * Issue 12, defect 2, for every route the app has (not a sample): authentication and the role check come first.
 * The table is the app's own (lib/auth: every route's declared access, deny by default), so a route added
 * later is covered without touching this file, and a new public route must be listed here on purpose.
 */
let ctx: TestContext;
let employee: string;
/** A holder of each role beyond employee and staff (decision 301); the scoped ones for the first building. */
const holders: Record<TRole, string> = { location_admin: '', reception: '', analyst: '' };

/** The only routes under /api anyone may call. */
const PUBLIC_API = [
  'GET /api/docs',
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/configuration/config',
  'POST /api/users/login/',
  // The second sign-in step: the challenge of a correct password is the key (decision 240).
  'POST /api/users/login/second-factor/',
  // Signing in with a passkey: the signed challenge is the key (decision 307).
  'POST /api/users/login/passkey/options/',
  'POST /api/users/login/passkey/',
  // The second step with a passkey: the password step's challenge names the person (decision 350).
  'POST /api/users/login/second-factor/passkey/options/',
  'POST /api/users/login/second-factor/passkey/',
  'GET /api/users/adfs_authorize/',
  'POST /api/users/adfs_login/',
  // SAML sign-in (decision 235): metadata, status, the redirect to the provider, the ACS and the code exchange.
  'GET /api/auth/saml/metadata',
  'GET /api/auth/saml/status',
  'GET /api/auth/saml/login',
  'POST /api/auth/saml/acs',
  'POST /api/auth/saml/token',
  'GET /api/floors/:id/plan',
  'POST /api/public/register_guest/',
  'GET /api/public/visit_persons/',
  // The secret token / signature in the URL is the key (decision 140).
  'GET /api/calendar/:token.ics',
  'GET /api/booking/reminders/:id/confirm',
  'POST /api/booking/reminders/:id/confirm',
  // A published room's feed, its secret token the key (decision 372).
  'GET /api/calendar/rooms/:token.ics',
  // A tablet pairs without an account; the display routes admit only its device token (decision 215).
  'POST /api/displays/pairings',
  'POST /api/displays/pairings/claim',
  'GET /api/display/room',
  'POST /api/display/room/book',
  'POST /api/display/room/checkin',
  'POST /api/display/room/end',
  'POST /api/display/room/extend',
  'GET /api/display/room/events',
  // A lobby board's state and stream admit only its device token (decision 330).
  'GET /api/display/lobby',
  'GET /api/display/lobby/events',
];

type Route = ReturnType<TestContext['app']['routeAccessTable']>[number];
type Places = Awaited<ReturnType<typeof createStructure>> & { checkinId: number };
/** The first building (the scoped roles') and another, each with a floor, rooms, desks and a guest's check-in. */
const places: { own: Places; other: Places } = { own: undefined!, other: undefined! };

async function withGuestCheckin(structure: Awaited<ReturnType<typeof createStructure>>): Promise<Places> {
  const { id } = await ctx.db
    .insertInto('checkins')
    .values({ type: 'WORKSPACE', desk_id: structure.deskIds[0], created: clock.now(), is_guest: true, guest_name: 'G' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...structure, checkinId: id };
}
let routes: Route[];

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await createUser(ctx.db, { username: 'someone' });
  employee = await login(ctx.app, 'someone');
  const own = await createStructure(ctx.db, { building: 'Own' });
  places.own = await withGuestCheckin(own);
  places.other = await withGuestCheckin(await createStructure(ctx.db, { building: 'Other' }));
  for (const role of Object.keys(holders) as TRole[]) {
    const userId = await createUser(ctx.db, { username: role });
    const { id } = await ctx.db
      .insertInto('role_assignments')
      .values({ role, user_id: userId, created_at: clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (role !== 'analyst')
      await ctx.db
        .insertInto('role_assignment_buildings')
        .values({ assignment_id: id, building_id: own.buildingId })
        .execute();
    holders[role] = await login(ctx.app, role);
  }
  routes = ctx.app
    .routeAccessTable()
    .filter((r) => r.url.startsWith('/api') && ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
}, 120_000);
afterAll(() => ctx.close());

/** Hostile everything: a NUL and junk in every path parameter and the query, a body of the wrong shape. */
function hostile(route: Route) {
  const url = `${route.url.replace(/:\w+/g, 'x%00')}?page=0x10&q=%00&id=true`;
  const withBody = !['GET', 'DELETE'].includes(route.method);
  return {
    method: route.method as 'GET',
    url,
    ...(withBody ? { payload: '{"broken": [', headers: { 'content-type': 'application/json' } } : { headers: {} }),
  };
}

describe('every route declares who may call it, and that is checked before anything else', () => {
  it('knows every route, and only the listed ones are public', () => {
    expect(routes.length).toBeGreaterThan(80);
    const publicRoutes = routes.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_API].sort());
  });

  it('anonymous callers get 401 UNAUTHORIZED from every other route, whatever they send', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const res = await ctx.app.inject(hostile(route));
      if (res.statusCode !== 401 || res.json().code !== 'UNAUTHORIZED')
        wrong.push(`${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('employees get 403 FORBIDDEN from every staff route, whatever they send', async () => {
    const staffRoutes = routes.filter((r) => r.access === 'staff');
    expect(staffRoutes.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const route of staffRoutes) {
      const req = hostile(route);
      const res = await ctx.app.inject({ ...req, headers: { ...req.headers, authorization: employee } });
      if (res.statusCode !== 403 || res.json().code !== 'FORBIDDEN')
        wrong.push(`${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('organisation-wide setup and settings are staff routes; places and reports are permission routes', () => {
    // The setup of floors, rooms and desks is the setup permission's, always at one place (decision 345).
    const placeSetup = /^\/api\/setup\/(buildings\/:id\/floors|floors|rooms|desks)(\/|$)/;
    // The list of buildings is the setup permission's, filtered to the caller's buildings (decision 391).
    const buildingList = (r: Route) => r.method === 'GET' && r.url === '/api/setup/buildings';
    const notStaff = routes
      .filter((r) => /^\/api\/(setup\/|configuration\/settings)/.test(r.url))
      .filter((r) =>
        buildingList(r)
          ? r.access !== 'setup' || !r.buildingScoped || r.place !== null
          : placeSetup.test(r.url)
            ? r.access !== 'setup' || r.place === null
            : r.access !== 'staff',
      )
      .map((r) => `${r.method} ${r.url}`);
    expect(notStaff).toEqual([]);
    const notReports = routes
      .filter((r) => /^\/api\/reports\//.test(r.url))
      .filter((r) => (r.url === '/api/reports/users' ? r.access !== 'staff' : r.access !== 'reports'))
      .map((r) => `${r.method} ${r.url}`);
    expect(notReports).toEqual([]);
  });
});

describe('the roles beyond employee and staff (decision 301): every route x every role', () => {
  const permissionRoutes = () => routes.filter((r) => (PERMISSIONS as readonly string[]).includes(r.access));

  it('location admin, reception and analyst get 403 FORBIDDEN from every staff route', async () => {
    const wrong: string[] = [];
    for (const [role, authorization] of Object.entries(holders))
      for (const route of routes.filter((r) => r.access === 'staff')) {
        const req = hostile(route);
        const res = await ctx.app.inject({ ...req, headers: { ...req.headers, authorization } });
        if (res.statusCode !== 403 || res.json().code !== 'FORBIDDEN')
          wrong.push(`${role}: ${route.method} ${route.url} -> ${res.statusCode}`);
      }
    expect(wrong).toEqual([]);
  });

  /** The id of the place of a kind in a building's fixture. */
  const placeOf = (p: Places, kind: NonNullable<Route['place']>['kind']) =>
    ({
      building: p.buildingId,
      floor: p.floorId,
      room: p.roomId,
      desk: p.deskIds[0],
      checkin: p.checkinId,
    })[kind];

  /** The route called at a place of `at` (where it names one), with a body that parses but is not valid. */
  function callAt(route: Route, at: Places, authorization: string) {
    const place = route.place;
    const raw = place ? (place.value ?? String)(placeOf(at, place.kind)) : '';
    let url = route.url;
    const query: Record<string, string> = {};
    const body: Record<string, string> = {};
    if (place?.in === 'params') url = url.replace(`:${place.key}`, raw);
    if (place?.in === 'query') query[place.key] = raw;
    if (place?.in === 'body') body[place.key] = raw;
    url = url.replace(/:\w+/g, '1');
    const withBody = !['GET', 'DELETE'].includes(route.method);
    return ctx.app.inject({
      method: route.method as 'GET',
      url,
      query,
      headers: { authorization },
      ...(withBody ? { payload: body } : {}),
    });
  }

  it('a permission route admits exactly the roles holding its permission, scoped ones in their own building only', async () => {
    expect(permissionRoutes().length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const route of permissionRoutes()) {
      for (const [role, authorization] of [['employee', employee], ...Object.entries(holders)] as [string, string][]) {
        const holds = role !== 'employee' && ROLE_PERMISSIONS[role as TRole].includes(route.access as never);
        const scoped = role === 'location_admin' || role === 'reception';
        for (const at of ['own', 'other'] as const) {
          const res = await callAt(route, places[at], authorization);
          const admitted = res.statusCode !== 403;
          const expected = holds && (!scoped || (route.buildingScoped && (route.place === null || at === 'own')));
          if (admitted !== expected) wrong.push(`${role} (${at}): ${route.method} ${route.url} -> ${res.statusCode}`);
          if (!admitted && scoped && holds && route.place && res.json().code !== 'BUILDING_NOT_PERMITTED')
            wrong.push(`${role} (${at}): ${route.method} ${route.url} -> ${res.json().code}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a building-scoped role that names no place where the route acts on one gets 403 BUILDING_NOT_PERMITTED', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/register_guest/desks/?time_end=18:00',
      headers: { authorization: holders.location_admin },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('BUILDING_NOT_PERMITTED');
    const analyst = await ctx.app.inject({
      method: 'GET',
      url: '/api/reports/checkin_durations?start_date=2027-03-01&end_date=2027-03-01',
      headers: { authorization: holders.analyst },
    });
    expect(analyst.statusCode).toBe(200);
  });

  it("a route naming several buildings reads all of the caller's when none is named (decisions 402, 418)", async () => {
    const range = 'start_date=2027-03-01&end_date=2027-03-01';
    for (const url of [
      `/api/reports/checkin_durations?${range}`,
      `/api/reports/checkin_activities?${range}`,
      `/api/reports/bookings/all.all.all.0?${range}`,
      `/api/booking/list/all?${range}`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: holders.location_admin } });
      expect(res.statusCode, url).toBe(200);
    }
  });
});
