import { EMPLOYEE_START_PATH, STAFF_START_PATH, type TConfig, type TFeatureFlag } from '@flexapp/contract';

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
}

export type GuardDecision = { allow: true } | { allow: false; redirect: string };

export const LOADER_PATH = '/dashboard/loader';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/dashboard/404';

export function startPage(state: Pick<GuardState, 'loggedIn' | 'isStaff'>, publicRoute = false): string {
  if (publicRoute && !state.loggedIn) return NOT_FOUND_PATH;
  if (!state.loggedIn) return LOGIN_PATH;
  return state.isStaff ? STAFF_START_PATH : EMPLOYEE_START_PATH;
}

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
  if (meta.flag && state.config && !state.config.theme[meta.flag]) {
    return { allow: false, redirect: startPage(state, meta.access === 'public') };
  }
  return { allow: true };
}

/** A nextUrl is followed only when it is a path of this app (no open redirects). */
export function safeNextUrl(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (next.startsWith(LOADER_PATH)) return null;
  return next;
}
