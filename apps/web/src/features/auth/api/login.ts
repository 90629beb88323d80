import {
  DASHBOARD_TIMEOUT_MS,
  type TLoginAnswer,
  type TLoginRequest,
  type TSecondFactorLogin,
  type TTokenResponse,
} from '@flexapp/contract';
import { apiRequest } from '@/lib/api-client';

/** The password step: a token, or the second step's challenge (two-factor sign-in, decision 240). */
export const login = (body: TLoginRequest) =>
  apiRequest<TLoginAnswer>('users/login/', {
    method: 'POST',
    body: { ...body, remember_me: true },
    timeoutMs: DASHBOARD_TIMEOUT_MS,
  });

/** The second step: an authenticator code or a recovery code for the challenge. */
export const loginSecondFactor = (body: TSecondFactorLogin) =>
  apiRequest<TTokenResponse>('users/login/second-factor/', { method: 'POST', body, timeoutMs: DASHBOARD_TIMEOUT_MS });
