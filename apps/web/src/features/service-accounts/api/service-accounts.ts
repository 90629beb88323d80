import {
  DASHBOARD_TIMEOUT_MS,
  type TApiTokenCreate,
  type TApiTokenCreated,
  type TServiceAccount,
  type TServiceAccountCreated,
} from '@flexapp/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The service accounts' query keys (decisions 211, 321), under the setup root: setup changes refresh them. */
export const serviceAccountKeys = {
  all: ['setup', 'service-accounts'] as const,
  list: () => [...serviceAccountKeys.all, 'list'] as const,
};

const opts = { timeoutMs: DASHBOARD_TIMEOUT_MS };
const path = 'setup/service-accounts';

export const serviceAccountsQuery = () =>
  queryOptions({ queryKey: serviceAccountKeys.list(), queryFn: () => apiRequest<TServiceAccount[]>(path, opts) });
export const useServiceAccounts = () => useQuery(serviceAccountsQuery());

export const createServiceAccount = (body: TApiTokenCreate) =>
  apiRequest<TServiceAccountCreated>(path, { ...opts, method: 'POST', body });
export const addServiceAccountToken = ({ id, body }: { id: number; body: TApiTokenCreate }) =>
  apiRequest<TApiTokenCreated>(`${path}/${id}/tokens`, { ...opts, method: 'POST', body });
export const revokeServiceAccountToken = ({ id, tokenId }: { id: number; tokenId: number }) =>
  apiRequest<void>(`${path}/${id}/tokens/${tokenId}`, { ...opts, method: 'DELETE' });
export const removeServiceAccount = (id: number) => apiRequest<void>(`${path}/${id}`, { ...opts, method: 'DELETE' });

/** A change on this screen; the list refreshes afterwards. */
export function useServiceAccountMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: serviceAccountKeys.all }),
  });
}
