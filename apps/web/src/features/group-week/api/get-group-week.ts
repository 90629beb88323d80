import type { TGroup, TGroupWeek } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { groupWeekKeys } from './keys';

export const groupsQueryOptions = () =>
  queryOptions({ queryKey: groupWeekKeys.groups(), queryFn: () => apiRequest<TGroup[]>('setup/groups') });

export const useGroups = () => useQuery(groupsQueryOptions());

export const groupWeekQueryOptions = (groupId: number, monday: string, buildingId: number | null = null) =>
  queryOptions({
    queryKey: groupWeekKeys.week(groupId, monday, buildingId),
    queryFn: () =>
      apiRequest<TGroupWeek>('dashboard/who-is-in', {
        query: { week: monday, group: groupId, ...(buildingId === null ? {} : { building: buildingId }) },
      }),
  });

/** One group's week, optionally at one building (decision 400); nothing is asked before a group is chosen. */
export const useGroupWeek = (groupId: number | null, monday: string, buildingId: number | null = null) =>
  useQuery({ ...groupWeekQueryOptions(groupId ?? 0, monday, buildingId), enabled: groupId !== null });
