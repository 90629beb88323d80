import {
  DASHBOARD_TIMEOUT_MS,
  type TGroup,
  type TGroupDetail,
  type TScimToken,
  type TScimTokenCreated,
  type TSetupUserList,
} from '@flexapp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Query keys of the identity screen (groups and SCIM tokens), under the setup root: setup changes refresh them. */
export const identityKeys = {
  all: ['setup', 'identity'] as const,
  groups: () => [...identityKeys.all, 'groups'] as const,
  group: (id: number) => [...identityKeys.all, 'groups', id] as const,
  scimTokens: () => [...identityKeys.all, 'scim-tokens'] as const,
  people: (query: string) => [...identityKeys.all, 'people', query] as const,
};

const opts = { timeoutMs: DASHBOARD_TIMEOUT_MS };

export const useGroups = () =>
  useQuery({ queryKey: identityKeys.groups(), queryFn: () => apiRequest<TGroup[]>('setup/groups', opts) });
export const useGroup = (id: number | null) =>
  useQuery({
    queryKey: identityKeys.group(id ?? 0),
    queryFn: () => apiRequest<TGroupDetail>(`setup/groups/${id}`, opts),
    enabled: id !== null,
  });
export const useScimTokens = () =>
  useQuery({
    queryKey: identityKeys.scimTokens(),
    queryFn: () => apiRequest<TScimToken[]>('setup/scim-tokens', opts),
  });
/** Active people matching a search, to add to a group. */
export const usePeopleSearch = (query: string) =>
  useQuery({
    queryKey: identityKeys.people(query),
    queryFn: () =>
      apiRequest<TSetupUserList>('setup/users', { ...opts, query: { query, status: 'active', page: 1, limit: 10 } }),
    enabled: query.trim().length > 0,
  });

export const createGroup = (display_name: string) =>
  apiRequest<TGroupDetail>('setup/groups', { ...opts, method: 'POST', body: { display_name } });
export const renameGroup = ({ id, display_name }: { id: number; display_name: string }) =>
  apiRequest<TGroupDetail>(`setup/groups/${id}`, { ...opts, method: 'PUT', body: { display_name } });
export const deleteGroup = (id: number) => apiRequest<void>(`setup/groups/${id}`, { ...opts, method: 'DELETE' });
export const addMember = ({ id, userId }: { id: number; userId: number }) =>
  apiRequest<TGroupDetail>(`setup/groups/${id}/members`, { ...opts, method: 'POST', body: { user_id: userId } });
export const removeMember = ({ id, userId }: { id: number; userId: number }) =>
  apiRequest<TGroupDetail>(`setup/groups/${id}/members/${userId}`, { ...opts, method: 'DELETE' });
export const createScimToken = (name: string) =>
  apiRequest<TScimTokenCreated>('setup/scim-tokens', { ...opts, method: 'POST', body: { name } });
export const revokeScimToken = (id: number) =>
  apiRequest<void>(`setup/scim-tokens/${id}`, { ...opts, method: 'DELETE' });

/** A change on this screen; its reads refresh afterwards. */
export function useIdentityMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: identityKeys.all }),
  });
}
