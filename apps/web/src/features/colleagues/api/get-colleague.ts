import type { TUser } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { colleagueKeys } from './keys';

export const getColleague = (id: number) => apiRequest<TUser>(`users/detail/${id}`);

export const colleagueQueryOptions = (id: number) =>
  queryOptions({
    queryKey: colleagueKeys.detail(id),
    queryFn: () => getColleague(id),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useColleague = (id: number) => useQuery(colleagueQueryOptions(id));
