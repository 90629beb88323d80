import type { TWhoIsInSource } from '@flexapp/contract';

/** The who-is-in query keys: one week by its Monday, source and building (null: all; decision 424). */
export const whoIsInKeys = {
  all: ['who-is-in'] as const,
  week: (monday: string, who: TWhoIsInSource, buildingId: number | null = null) =>
    [...whoIsInKeys.all, 'week', monday, who, buildingId] as const,
};
