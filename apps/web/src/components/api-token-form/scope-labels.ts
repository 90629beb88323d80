import type { TApiTokenScope } from '@flexapp/contract';

/** The translation key of each API token scope's words. */
export const scopeLabelKey = {
  'bookings:read': 'outreach.tokens.scope.bookings_read',
  'bookings:write': 'outreach.tokens.scope.bookings_write',
  'profile:read': 'outreach.tokens.scope.profile_read',
  'profile:write': 'outreach.tokens.scope.profile_write',
  'reports:read': 'outreach.tokens.scope.reports_read',
  'setup:read': 'outreach.tokens.scope.setup_read',
  'setup:write': 'outreach.tokens.scope.setup_write',
} as const satisfies Record<TApiTokenScope, string>;
