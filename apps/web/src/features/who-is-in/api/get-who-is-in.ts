import type { TWhoIsInSource, TWhoIsInWeek } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { whoIsInKeys } from './keys';

export const getWhoIsIn = (monday: string, who: TWhoIsInSource, buildingId: number | null = null) =>
  apiRequest<TWhoIsInWeek>('booking/who-is-in', {
    query: { week: monday, who, ...(buildingId === null ? {} : { building: buildingId }) },
  });

export const whoIsInQueryOptions = (monday: string, who: TWhoIsInSource, buildingId: number | null = null) =>
  queryOptions({
    queryKey: whoIsInKeys.week(monday, who, buildingId),
    queryFn: () => getWhoIsIn(monday, who, buildingId),
  });

/** One week of who is in, optionally at one building (decision 424); `enabled` false waits (the buildings load). */
export const useWhoIsIn = (monday: string, who: TWhoIsInSource, buildingId: number | null = null, enabled = true) =>
  useQuery({ ...whoIsInQueryOptions(monday, who, buildingId), enabled });
