import type { TOwnSessions, TSignedOutOthers } from '@flexapp/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

/** One's own signed-in sessions (decision 305). */
export const ownSessionsQuery = () =>
  queryOptions({
    queryKey: userKeys.sessions(),
    queryFn: () => apiRequest<TOwnSessions>('users/self/sessions/'),
  });

export const useOwnSessions = () => useQuery(ownSessionsQuery());

export function useSignOutSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>(`users/self/sessions/${id}/`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.sessions() }),
  });
}

export function useSignOutOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TSignedOutOthers>('users/self/sessions/sign-out-others/', { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.sessions() }),
  });
}
