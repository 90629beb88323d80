import { DASHBOARD_TIMEOUT_MS, type TPasskeyOptions, type TTokenResponse } from '@flexapp/contract';
import { apiRequest } from '@/lib/api-client';
import { answerWithPasskey } from '@/lib/passkeys';

/** Signs in with a passkey instead of the password (decision 307): the session token. */
export async function passkeyLogin(): Promise<string> {
  const options = await apiRequest<TPasskeyOptions>('users/login/passkey/options/', { method: 'POST', token: '' });
  const response = await answerWithPasskey(options);
  const answer = await apiRequest<TTokenResponse>('users/login/passkey/', {
    method: 'POST',
    body: { response },
    token: '',
    timeoutMs: DASHBOARD_TIMEOUT_MS,
  });
  return answer.token;
}
