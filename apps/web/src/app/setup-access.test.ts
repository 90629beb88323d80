import { configOf, settingDefaults, type TGrant } from '@flexapp/contract';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { decide, type GuardState, type RouteMeta } from './route-access';
import { routes } from './router';

const config = configOf(
  { ...settingDefaults(), theme_logo: null, enable_public_register_guest: false },
  { bookable_date: '2026-12-01', time_zone: 'Europe/Amsterdam' },
);

/** The guard over every matched route of a path, outermost first, as RouteGuard applies it. */
function open(path: string, grants: TGrant[], isStaff = false) {
  const state: GuardState = { ready: true, loggedIn: true, isStaff, config, grants };
  for (const match of matchRoutes(routes, path) ?? []) {
    const meta = match.route.handle as RouteMeta | undefined;
    if (!meta) continue;
    const decision = decide(meta, state, path, match.params);
    if (!decision.allow) return decision.redirect;
  }
  return 'open';
}

const locationAdmin: TGrant[] = [
  { permission: 'setup', building_ids: [3] },
  { permission: 'reports', building_ids: [3] },
];

describe('Setup for holders of the setup permission (decision 391)', () => {
  it('opens the structure and floor plans to a location admin', () => {
    expect(open('/dashboard/setup/structure', locationAdmin)).toBe('open');
    expect(open('/dashboard/setup/floors/7/plan', locationAdmin)).toBe('open');
  });

  it.each(['rules', 'users', 'identity', 'amenities', 'neighbourhoods', 'audit', 'webhooks', 'service-accounts'])(
    'keeps the organisation-wide tab %s from a location admin, and opens it to staff',
    (tab) => {
      expect(open(`/dashboard/setup/${tab}`, locationAdmin)).toBe('/app');
      expect(open(`/dashboard/setup/${tab}`, [], true)).toBe('open');
    },
  );

  it('keeps Setup from someone without the setup permission', () => {
    expect(open('/dashboard/setup/structure', [{ permission: 'guests', building_ids: [3] }])).toBe('/app');
    expect(open('/dashboard/setup/structure', [])).toBe('/app');
  });
});
