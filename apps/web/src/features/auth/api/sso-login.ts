import { DASHBOARD_TIMEOUT_MS, type TSsoLoginRequest, type TTokenResponse } from '@flexapp/contract';
import { apiRequest } from '@/lib/api-client';

/** Finishes single sign-on: the code and state from the provider's redirect, exchanged for our token. */
export const ssoLogin = (body: TSsoLoginRequest) =>
  apiRequest<TTokenResponse>('users/adfs_login/', { method: 'POST', body, timeoutMs: DASHBOARD_TIMEOUT_MS });
