import { DASHBOARD_TIMEOUT_MS } from '@flexapp/contract';
import { apiRequest } from '@/lib/api-client';
import { authToken } from '@/lib/auth-token';
import { queryClient } from '@/lib/query-client';

/** Revokes the token on the server (best effort), then forgets it and every cached answer. */
export async function logout(): Promise<void> {
  if (authToken.get()) {
    try {
      await apiRequest('users/logout/', { method: 'POST', timeoutMs: DASHBOARD_TIMEOUT_MS });
    } catch {
      /* the token is dropped locally either way */
    }
  }
  authToken.set(null);
  queryClient.clear();
}
