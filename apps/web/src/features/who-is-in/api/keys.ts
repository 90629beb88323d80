import type { TWhoIsInSource } from '@flexapp/contract';

/** The who-is-in query keys: one week by its Monday and source, and a group's week for the dashboard. */
export const whoIsInKeys = {
  all: ['who-is-in'] as const,
  week: (monday: string, who: TWhoIsInSource) => [...whoIsInKeys.all, 'week', monday, who] as const,
};
