import type { TEmailPreferences, TEmailPreferencesUpdate } from '@flexapp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

const key = userKeys.emailPreferences();

export const useEmailPreferences = () =>
  useQuery({ queryKey: key, queryFn: () => apiRequest<TEmailPreferences>('users/self/email-preferences') });

export function useUpdateEmailPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TEmailPreferencesUpdate) =>
      apiRequest<TEmailPreferences>('users/self/email-preferences', { method: 'PUT', body }),
    onSuccess: (prefs) => client.setQueryData(key, prefs),
  });
}
