import { isStaff, type TConfig, type TUser } from '@flexapp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { setUnauthorizedHandler } from '../api-client';
import { authToken } from '../auth-token';
import { setLanguage } from '../i18n';
import { useConfig } from './config-query';
import { useSelf } from './self-query';
import { signOutReason } from './sign-out-reason';
import { userKeys } from '../query-keys';

export type AuthStatus = 'init' | 'logged' | 'error';

export interface Session {
  token: string | null;
  authStatus: AuthStatus;
  user: TUser | null;
  config: TConfig | undefined;
  /** Authentication and configuration are both loaded (spec: the route guard waits for this). */
  ready: boolean;
  /** Loading them failed because the network or server could not be reached. */
  loadError: unknown;
  isStaff: boolean;
  retry(): void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(authToken.subscribe, authToken.get, () => null);
  const client = useQueryClient();
  const config = useConfig();
  const self = useSelf(token);

  useEffect(() => {
    setUnauthorizedHandler((code) => {
      // An idle staff session (decision 306): the sign-in page says why.
      if (code === 'SESSION_IDLE') signOutReason.set('idle');
      authToken.set(null);
      client.removeQueries({ queryKey: userKeys.self() });
    });
  }, [client]);

  // A signed-in user's profile language drives the interface.
  const profileLanguage = self.data?.profile.language;
  useEffect(() => {
    if (profileLanguage) void setLanguage(profileLanguage);
  }, [profileLanguage]);

  const session = useMemo<Session>(() => {
    let authStatus: AuthStatus = 'error';
    if (token) {
      if (self.data) authStatus = 'logged';
      else if (self.isError) authStatus = 'error';
      else authStatus = 'init';
    }
    // Answers kept from before (decision 196) still count when the network fails: the app opens offline.
    const selfNetworkError = token && self.isError && !self.data && (self.error as { status?: number })?.status === 0;
    const loadError = (config.data ? null : config.error) ?? (selfNetworkError ? self.error : null);
    const user = authStatus === 'logged' ? (self.data ?? null) : null;
    return {
      token,
      authStatus,
      user,
      config: config.data,
      ready: !!config.data && authStatus !== 'init' && !selfNetworkError,
      loadError,
      isStaff: isStaff(user),
      retry: () => {
        void config.refetch();
        if (token) void self.refetch();
      },
    };
    // The query objects change on every render; their fields below are what the session depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, self.data, self.isError, self.error, config.data, config.error, config.refetch, self.refetch]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
