import { DASHBOARD_TIMEOUT_MS, type TProfileUpdate, type TUser } from '@flexapp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

export const updateSelf = (body: TProfileUpdate) =>
  apiRequest<TUser>('users/self/', { method: 'PUT', body, timeoutMs: DASHBOARD_TIMEOUT_MS });

export function useUpdateSelf() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSelf,
    onSuccess: (user) => {
      client.setQueriesData({ queryKey: userKeys.self() }, user);
    },
  });
}
