import type { TWhoIsInWeek } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { whoIsInKeys } from './keys';

export const getWhoIsIn = (monday: string) =>
  apiRequest<TWhoIsInWeek>(`booking/who-is-in?week=${encodeURIComponent(monday)}`);

export const whoIsInQueryOptions = (monday: string) =>
  queryOptions({ queryKey: whoIsInKeys.week(monday), queryFn: () => getWhoIsIn(monday) });

export const useWhoIsIn = (monday: string) => useQuery(whoIsInQueryOptions(monday));
