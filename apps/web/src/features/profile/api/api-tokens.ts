import type { TApiToken, TApiTokenCreate, TApiTokenCreated } from '@flexapp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

const key = userKeys.apiTokens();

/** The person's API tokens (never the tokens themselves: those are shown once, when made). */
export const useApiTokens = () =>
  useQuery({ queryKey: key, queryFn: () => apiRequest<TApiToken[]>('users/self/tokens') });

export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TApiTokenCreate) => apiRequest<TApiTokenCreated>('users/self/tokens', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(`users/self/tokens/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
