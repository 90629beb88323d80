import { DASHBOARD_TIMEOUT_MS, type TRoleAssignment, type TRoleAssignmentCreate } from '@flexapp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { identityKeys } from './identity';

/** Query key of the role assignments, under the identity screen's root: its changes refresh them. */
export const roleKeys = { assignments: () => [...identityKeys.all, 'roles'] as const };

const opts = { timeoutMs: DASHBOARD_TIMEOUT_MS };

export const useRoleAssignments = () =>
  useQuery({
    queryKey: roleKeys.assignments(),
    queryFn: () => apiRequest<TRoleAssignment[]>('setup/roles', opts),
  });
export const createRoleAssignment = (body: TRoleAssignmentCreate) =>
  apiRequest<TRoleAssignment>('setup/roles', { ...opts, method: 'POST', body });
export const deleteRoleAssignment = (id: number) =>
  apiRequest<void>(`setup/roles/${id}`, { ...opts, method: 'DELETE' });
