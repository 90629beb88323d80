import { DASHBOARD_TIMEOUT_MS, type TLoginRequest, type TTokenResponse } from '@flexapp/contract';
import { apiRequest } from '@/lib/api-client';

export const login = (body: TLoginRequest) =>
  apiRequest<TTokenResponse>('users/login/', {
    method: 'POST',
    body: { ...body, remember_me: true },
    timeoutMs: DASHBOARD_TIMEOUT_MS,
  });
