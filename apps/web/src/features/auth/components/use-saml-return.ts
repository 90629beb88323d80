import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { authToken } from '@/lib/auth-token';
import { getSelf, selfQueryOptions } from '@/lib/session';
import { samlToken } from '../api/saml';

/**
 * The return from the SAML ACS on /login?saml=<code> (decision 235): the one-time code is exchanged once for
 * the token, stored like a password sign-in, so the route guard sends the user on. A failure leaves the user
 * signed out with a translated message.
 */
export function useSamlReturn(onError: (key: string) => void): boolean {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const code = params.get('saml');
  const [busy, setBusy] = useState(!!code);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !code) return;
    started.current = true;
    void (async () => {
      try {
        const { token } = await samlToken(code);
        const user = await getSelf(token);
        client.setQueryData(selfQueryOptions(token).queryKey, user);
        authToken.set(token);
      } catch {
        onError('saml.handoff_failed');
        setBusy(false);
        void navigate('/login', { replace: true });
      }
    })();
  }, [code, client, navigate, onError]);

  return busy;
}
