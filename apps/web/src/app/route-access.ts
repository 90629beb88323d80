import type { TConfig, TFeatureFlag, TGrant, TPermission } from '@flexapp/contract';
import { holds } from '@/lib/permissions';
import { LOADER_PATH, LOGIN_PATH, safeNextUrl, startPage } from '@/lib/session';

/**
 * Who may open a route (docs/product/access.md, routes):
 * - any: everyone; loader: allowed before auth and configuration are loaded;
 * - guest: only signed-out users; login: signed-in users; public: everyone.
 */
export type Access = 'any' | 'loader' | 'guest' | 'login' | 'public';

export interface RouteMeta {
  name: string;
  access: Access;
  flag?: TFeatureFlag;
  /** Staff screens of the dashboard: other signed-in users go to their start page. */
  staffOnly?: boolean;
  /** A dashboard screen for staff and holders of this permission ('any': of one of them; decision 347). */
  permission?: TPermission | 'any';
  /** Where a signed-in non-staff user goes instead of this staff screen (default: their start page). */
  employeePath?: string;
  /** Route params that must be a number or the word "all". */
  idParams?: string[];
}

export interface GuardState {
  ready: boolean;
  loggedIn: boolean;
  isStaff: boolean;
  config: TConfig | undefined;
  /** The signed-in person's permissions (decision 301); undefined while unknown. */
  grants?: TGrant[];
}

export type GuardDecision = { allow: true } | { allow: false; redirect: string };

const withNext = (path: string, wanted: string) => `${path}?nextUrl=${encodeURIComponent(wanted)}`;

export const isIdParam = (value: string | undefined) => value === 'all' || (!!value && /^\d+$/.test(value));

/** The route guard of docs/product/access.md, as a pure function of the route and the session. */
export function decide(
  meta: RouteMeta,
  state: GuardState,
  wantedUrl: string,
  params: Record<string, string | undefined> = {},
): GuardDecision {
  if (meta.idParams?.some((p) => !isIdParam(params[p]))) {
    // Not a valid dashboard path: any other /dashboard/* path goes to the loader.
    return { allow: false, redirect: LOADER_PATH };
  }
  if (meta.access === 'loader') return { allow: true };
  if (!state.ready) return { allow: false, redirect: withNext(LOADER_PATH, wantedUrl) };
  if (meta.access === 'login' && !state.loggedIn) return { allow: false, redirect: withNext(LOGIN_PATH, wantedUrl) };
  if (meta.access === 'guest' && state.loggedIn) {
    // Signed in on a guest page (typically right after login): go where the user was heading.
    const next = safeNextUrl(new URLSearchParams(wantedUrl.split('?')[1]?.split('#')[0] ?? '').get('nextUrl'));
    return { allow: false, redirect: next ?? startPage(state) };
  }
  if (meta.staffOnly && state.loggedIn && !state.isStaff) return { allow: false, redirect: startPage(state) };
  if (meta.permission && state.loggedIn && !state.isStaff && !holds(state.grants, meta.permission))
    return { allow: false, redirect: startPage(state) };
  if (meta.flag && state.config && !state.config.theme[meta.flag]) {
    return { allow: false, redirect: startPage(state, meta.access === 'public') };
  }
  return { allow: true };
}
