import { DASHBOARD_TIMEOUT_MS, type TSsoAuthorizeResponse } from '@flexapp/contract';
import { apiRequest } from '@/lib/api-client';

/** Starts single sign-on: the server remembers state, nonce and PKCE verifier and answers the provider URL. */
export const ssoAuthorize = () =>
  apiRequest<TSsoAuthorizeResponse>('users/adfs_authorize/', { timeoutMs: DASHBOARD_TIMEOUT_MS });
