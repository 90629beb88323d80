import type { TWhoIsInSource, TWhoIsInWeek } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { whoIsInKeys } from './keys';

export const getWhoIsIn = (monday: string, who: TWhoIsInSource) =>
  apiRequest<TWhoIsInWeek>('booking/who-is-in', { query: { week: monday, who } });

export const whoIsInQueryOptions = (monday: string, who: TWhoIsInSource) =>
  queryOptions({ queryKey: whoIsInKeys.week(monday, who), queryFn: () => getWhoIsIn(monday, who) });

export const useWhoIsIn = (monday: string, who: TWhoIsInSource) => useQuery(whoIsInQueryOptions(monday, who));
