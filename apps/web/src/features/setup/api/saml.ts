import { DASHBOARD_TIMEOUT_MS, type TSamlSetup, type TSamlSetupUpdate } from '@flexapp/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setupKeys } from './keys';

/** GET setup/saml (staff): the identity provider as read from its metadata, and our SP addresses. */
export const samlSetupQueryOptions = () =>
  queryOptions({
    queryKey: setupKeys.saml(),
    queryFn: () => apiRequest<TSamlSetup>('setup/saml', { timeoutMs: DASHBOARD_TIMEOUT_MS }),
  });

/** PUT setup/saml (staff): the metadata is read (and fetched from its address) by the server. */
export function useSaveSamlSetup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSamlSetupUpdate) =>
      apiRequest<TSamlSetup>('setup/saml', { method: 'PUT', body, timeoutMs: DASHBOARD_TIMEOUT_MS }),
    onSuccess: (setup) => client.setQueryData(setupKeys.saml(), setup),
  });
}
