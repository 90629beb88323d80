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

/** The second step of a password sign-in with one's passkey (decision 350): the session token. */
export async function passkeySecondFactor(challenge: string): Promise<string> {
  const options = await apiRequest<TPasskeyOptions>('users/login/second-factor/passkey/options/', {
    method: 'POST',
    body: { challenge },
    token: '',
  });
  const response = await answerWithPasskey(options);
  const answer = await apiRequest<TTokenResponse>('users/login/second-factor/passkey/', {
    method: 'POST',
    body: { challenge, response },
    token: '',
    timeoutMs: DASHBOARD_TIMEOUT_MS,
  });
  return answer.token;
}
