/** The who-is-in query keys: one week by its Monday. */
export const whoIsInKeys = {
  all: ['who-is-in'] as const,
  week: (monday: string) => [...whoIsInKeys.all, 'week', monday] as const,
};
