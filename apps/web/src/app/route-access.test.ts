import { configOf, settingDefaults } from '@flexapp/contract';
import { describe, expect, it } from 'vitest';
import { safeNextUrl } from '@/lib/session';
import { decide, type GuardState, type RouteMeta } from './route-access';

const config = configOf(
  { ...settingDefaults(), theme_logo: null, enable_public_register_guest: false },
  { bookable_date: '2026-12-01', time_zone: 'Europe/Amsterdam' },
);

const state = (over: Partial<GuardState> = {}): GuardState => ({
  ready: true,
  loggedIn: false,
  isStaff: false,
  config,
  ...over,
});
const route = (over: Partial<RouteMeta>): RouteMeta => ({ name: 'x', access: 'login', ...over });

describe('route guard', () => {
  it('sends everything but loader routes to the loader until ready, with nextUrl', () => {
    expect(decide(route({ access: 'guest' }), state({ ready: false }), '/login')).toEqual({
      allow: false,
      redirect: '/dashboard/loader?nextUrl=%2Flogin',
    });
    expect(decide(route({ access: 'loader' }), state({ ready: false }), '/dashboard/loader')).toEqual({ allow: true });
  });

  it('sends signed-out users from login-required routes to login with nextUrl', () => {
    expect(decide(route({}), state(), '/app/reservations?x=1')).toEqual({
      allow: false,
      redirect: '/login?nextUrl=%2Fapp%2Freservations%3Fx%3D1',
    });
  });

  it('sends signed-in users away from guest routes: to nextUrl, else their start page', () => {
    expect(decide(route({ access: 'guest' }), state({ loggedIn: true, isStaff: true }), '/login')).toEqual({
      allow: false,
      redirect: '/dashboard/buildings/all/all/all',
    });
    expect(decide(route({ access: 'guest' }), state({ loggedIn: true }), '/login')).toEqual({
      allow: false,
      redirect: '/app',
    });
    expect(decide(route({ access: 'guest' }), state({ loggedIn: true }), '/login?nextUrl=%2Fapp%2Ffind_desk')).toEqual({
      allow: false,
      redirect: '/app/find_desk',
    });
    expect(
      decide(route({ access: 'guest' }), state({ loggedIn: true }), '/login?nextUrl=https%3A%2F%2Fevil.example'),
    ).toEqual({ allow: false, redirect: '/app' });
  });

  it('refuses routes whose flag is off, to the start page (error_404 for public routes)', () => {
    expect(
      decide(
        route({ access: 'public', flag: 'enable_public_register_guest' }),
        state(),
        '/dashboard/public/register_guest',
      ),
    ).toEqual({ allow: false, redirect: '/dashboard/404' });
    const off = { ...config, theme: { ...config.theme, menu_enable_booking: false } };
    expect(
      decide(
        route({ flag: 'menu_enable_booking' }),
        state({ loggedIn: true, isStaff: true, config: off }),
        '/dashboard/bookings/all/all/all',
      ),
    ).toEqual({ allow: false, redirect: '/dashboard/buildings/all/all/all' });
    expect(
      decide(
        route({ flag: 'menu_enable_booking' }),
        state({ loggedIn: true, isStaff: true }),
        '/dashboard/bookings/all/all/all',
      ),
    ).toEqual({ allow: true });
  });

  it('accepts a number or "all" for dashboard ids, anything else goes to the loader', () => {
    const r = route({ idParams: ['id', 'floor_id', 'room_id'], staffOnly: true });
    const staff = state({ loggedIn: true, isStaff: true });
    expect(decide(r, staff, '/x', { id: 'all', floor_id: '12', room_id: 'all' })).toEqual({ allow: true });
    expect(decide(r, staff, '/x', { id: 'one', floor_id: '12', room_id: 'all' })).toEqual({
      allow: false,
      redirect: '/dashboard/loader',
    });
    expect(decide(r, staff, '/x', { id: '-1', floor_id: '12', room_id: 'all' })).toEqual({
      allow: false,
      redirect: '/dashboard/loader',
    });
  });

  it('keeps employees out of staff screens', () => {
    expect(decide(route({ staffOnly: true }), state({ loggedIn: true }), '/dashboard/checkins')).toEqual({
      allow: false,
      redirect: '/app',
    });
  });

  it('lets holders of a permission into its screens, and staff into all (decision 347)', () => {
    const reception = [{ permission: 'guests' as const, building_ids: [1] }];
    const signedIn = (grants?: GuardState['grants']) => state({ loggedIn: true, grants });
    expect(decide(route({ permission: 'any' }), signedIn(reception), '/dashboard')).toEqual({ allow: true });
    expect(decide(route({ permission: 'guests' }), signedIn(reception), '/dashboard/reception')).toEqual({
      allow: true,
    });
    expect(decide(route({ permission: 'reports' }), signedIn(reception), '/dashboard/checkins')).toEqual({
      allow: false,
      redirect: '/app',
    });
    expect(decide(route({ permission: 'any' }), signedIn([]), '/dashboard')).toEqual({
      allow: false,
      redirect: '/app',
    });
    expect(decide(route({ permission: 'reports' }), state({ loggedIn: true, isStaff: true }), '/x')).toEqual({
      allow: true,
    });
  });

  it('only follows nextUrl values that are paths of this app', () => {
    expect(safeNextUrl('/app/reservations')).toBe('/app/reservations');
    expect(safeNextUrl('//evil.example')).toBeNull();
    expect(safeNextUrl('https://evil.example')).toBeNull();
    expect(safeNextUrl('/dashboard/loader?nextUrl=/x')).toBeNull();
  });
});
