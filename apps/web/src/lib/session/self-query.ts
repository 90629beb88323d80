import { DASHBOARD_TIMEOUT_MS, type TUser } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { userKeys } from '../query-keys';

export const getSelf = (token?: string) => apiRequest<TUser>('users/self/', { timeoutMs: DASHBOARD_TIMEOUT_MS, token });

export const selfQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: userKeys.selfOf(token),
    queryFn: () => getSelf(),
    enabled: !!token,
    retry: false,
    staleTime: 60_000,
  });

export const useSelf = (token: string | null) => useQuery(selfQueryOptions(token));
