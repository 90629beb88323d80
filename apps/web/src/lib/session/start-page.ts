import { EMPLOYEE_START_PATH, STAFF_START_PATH } from '@flexapp/contract';

/** The paths and start pages of docs/product/access.md, shared by the route guard and the screens. */
export const LOADER_PATH = '/dashboard/loader';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/dashboard/404';

export function startPage(state: { loggedIn: boolean; isStaff: boolean }, publicRoute = false): string {
  if (publicRoute && !state.loggedIn) return NOT_FOUND_PATH;
  if (!state.loggedIn) return LOGIN_PATH;
  return state.isStaff ? STAFF_START_PATH : EMPLOYEE_START_PATH;
}

/** A nextUrl is followed only when it is a path of this app (no open redirects). */
export function safeNextUrl(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (next.startsWith(LOADER_PATH)) return null;
  return next;
}
