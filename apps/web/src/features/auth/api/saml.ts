import { DASHBOARD_TIMEOUT_MS, type TSamlStatus, type TTokenResponse } from '@flexapp/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The sign-in screen's SAML query keys. */
export const samlKeys = {
  all: ['saml'] as const,
  status: () => [...samlKeys.all, 'status'] as const,
};

/** Whether SAML sign-in is set up, the provider's name, and whether passwords are off (decision 235). */
export const samlStatusQueryOptions = () =>
  queryOptions({
    queryKey: samlKeys.status(),
    queryFn: () => apiRequest<TSamlStatus>('auth/saml/status', { timeoutMs: DASHBOARD_TIMEOUT_MS }),
    staleTime: 60_000,
  });

/** Where the SAML button sends the browser: the server redirects on to the provider (HTTP-Redirect binding). */
export const SAML_LOGIN_URL = '/api/auth/saml/login';

/** The one-time code the ACS sent the browser back with, exchanged for our token. */
export const samlToken = (code: string) =>
  apiRequest<TTokenResponse>('auth/saml/token', { method: 'POST', body: { code }, timeoutMs: DASHBOARD_TIMEOUT_MS });
