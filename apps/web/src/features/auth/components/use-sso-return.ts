import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { authToken } from '@/lib/auth-token';
import { getSelf, selfQueryOptions } from '@/lib/session';
import { ssoLogin } from '../api/sso-login';

/**
 * The return from the identity provider on /login?code=&state= (docs/product/access.md):
 * the code is exchanged once; the token is stored like a password login, so the
 * route guard sends staff to my_dashboard and others to the home page. A failure
 * leaves the user signed out with a translated message.
 */
export function useSsoReturn(onError: (key: string) => void): boolean {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const code = params.get('code');
  const state = params.get('state');
  const providerError = params.get('error');
  const [busy, setBusy] = useState(!!code && !!state);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    if (providerError && state) {
      started.current = true;
      onError('sso.provider_error');
      void navigate('/login', { replace: true });
      return;
    }
    if (!code || !state) return;
    started.current = true;
    const iss = params.get('iss') ?? undefined;
    void (async () => {
      try {
        const { token } = await ssoLogin({ code, state, iss });
        const user = await getSelf(token);
        client.setQueryData(selfQueryOptions(token).queryKey, user);
        authToken.set(token);
      } catch (err) {
        onError(err instanceof ApiError && err.code.startsWith('SSO_') ? `sso.${err.code}` : 'sso.error_generic');
        setBusy(false);
        void navigate('/login', { replace: true });
      }
    })();
  }, [code, state, providerError, params, client, navigate, onError]);

  return busy;
}
