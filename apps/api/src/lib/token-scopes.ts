import type { TApiTokenScope } from '@flexapp/contract';

/**
 * The scope an API token needs for each route under /api (issue 39, decision 210), one table for all routes,
 * first matching rule wins. `null`: no token reaches the route, whatever its scopes (signing in and out, the
 * live events stream, the tokens themselves: a leaked token cannot mint another). Reads are GET and HEAD.
 * A route under /api that is not public and matches no rule stops the app from starting, as a route without
 * `config: { access }` does (lib/auth.ts).
 */
type Need = TApiTokenScope | null;
const rules: { path: RegExp; read: Need; write: Need }[] = [
  // SCIM tokens are made and revoked by a signed-in person only (decision 231).
  { path: /^\/api\/setup\/scim-tokens(\/|$)/, read: null, write: null },
  { path: /^\/api\/(users\/self\/tokens|setup\/service-accounts)(\/|$)/, read: null, write: null },
  { path: /^\/api\/users\/(login|logout|adfs_authorize|adfs_login)\/?$/, read: null, write: null },
  // One's own sign-in factors: never with a token (a leaked token cannot turn two-factor sign-in off).
  { path: /^\/api\/users\/(login\/second-factor|self\/two-factor)(\/|$)/, read: null, write: null },
  // One's own sessions and passkeys: never with a token (a leaked token cannot end the person's sign-ins; decision 305).
  { path: /^\/api\/users\/self\/(sessions|passkeys)(\/|$)/, read: null, write: null },
  // One's own chat channel: never with a token (a leaked token cannot redirect the person's reminders; decision 370).
  { path: /^\/api\/users\/self\/chat-channel(\/|$)/, read: null, write: null },
  { path: /^\/api\/events\/?$/, read: null, write: null },
  // QR check-in is a person at the place, never a token (decision 265); the printed sheet is Setup's.
  { path: /^\/api\/qr\/places\//, read: 'bookings:read', write: null },
  { path: /^\/api\/qr\/sheets\//, read: 'setup:read', write: null },
  { path: /^\/api\/(setup\/|configuration\/settings|displays(\/|$))/, read: 'setup:read', write: 'setup:write' },
  // Report searches are POSTed queries that change nothing.
  { path: /^\/api\/(reports|dashboard)\//, read: 'reports:read', write: 'reports:read' },
  { path: /^\/api\/booking\/list\//, read: 'reports:read', write: null },
  // The evacuation list names everyone present (decision 365): a token reads it with reports:read.
  { path: /^\/api\/evacuation\/?$/, read: 'reports:read', write: null },
  { path: /^\/api\/checkins\/stats\/?$/, read: 'reports:read', write: 'reports:read' },
  { path: /^\/api\/users\/self(\/|$)/, read: 'profile:read', write: 'profile:write' },
  {
    path: /^\/api\/(booking|checkins|notifiers|messages|users\/register_[gq]uest|guests)(\/|$)/,
    read: 'bookings:read',
    write: 'bookings:write',
  },
  {
    path: /^\/api\/(buildings|floors|autocomplete|configuration|users|health|calendar|public)(\/|$)/,
    read: 'bookings:read',
    write: null,
  },
];

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** The scope a token needs for `method url` (the route's pattern), null when no token may call it. */
export function scopeNeeded(method: string, url: string): Need | undefined {
  const rule = rules.find((r) => r.path.test(url));
  if (!rule) return undefined;
  return isRead(method.toUpperCase()) ? rule.read : rule.write;
}
