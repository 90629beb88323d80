import { DASHBOARD_TIMEOUT_MS, type TConfig, type TSettingsUpdate } from '@flexapp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { configKeys } from '@/lib/query-keys';

/** PATCH configuration/settings (staff): the answer is the new configuration every screen reads. */
export const updateSettings = (body: TSettingsUpdate) =>
  apiRequest<TConfig>('configuration/settings', { method: 'PATCH', body, timeoutMs: DASHBOARD_TIMEOUT_MS });

export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (config) => client.setQueryData(configKeys.all, config),
  });
}
