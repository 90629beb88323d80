/** The dashboard's group-week query keys (decision 360): the groups to choose from, one group's week. */
export const groupWeekKeys = {
  all: ['who-is-in', 'group-week'] as const,
  groups: () => [...groupWeekKeys.all, 'groups'] as const,
  week: (groupId: number, monday: string, buildingId: number | null = null) =>
    [...groupWeekKeys.all, groupId, monday, buildingId] as const,
};
