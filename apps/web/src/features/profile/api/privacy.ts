import type { TPrivacySettings, TPrivacySettingsUpdate } from '@flexapp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

const key = userKeys.privacy();

export const usePrivacySettings = () =>
  useQuery({ queryKey: key, queryFn: () => apiRequest<TPrivacySettings>('users/self/privacy') });

export function useUpdatePrivacySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TPrivacySettingsUpdate) =>
      apiRequest<TPrivacySettings>('users/self/privacy', { method: 'PUT', body }),
    onSuccess: (settings) => client.setQueryData(key, settings),
  });
}
