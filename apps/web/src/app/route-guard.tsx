import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { decide, type RouteMeta } from './route-access';
import { useSession } from '@/lib/session';
import { useTwoFactorEnrolmentRequired } from '@/lib/two-factor';
import { useGrants } from '@/lib/permissions';
import { runtimeKey } from '@/lib/translation-key';

const ENROL_PATH = '/app/settings';

/** Applies the spec's route guard to every matched route, outermost first. */
export function RouteGuard() {
  const session = useSession();
  const location = useLocation();
  const matches = useMatches();
  const wanted = `${location.pathname}${location.search}${location.hash}`;
  const loggedIn = session.authStatus === 'logged';
  // A permission screen waits for a non-staff person's grants (decision 347).
  const needsGrants =
    loggedIn && !session.isStaff && matches.some((m) => (m.handle as RouteMeta | undefined)?.permission);
  const grants = useGrants(needsGrants);
  const state = {
    ready: session.ready,
    loggedIn,
    isStaff: session.isStaff,
    config: session.config,
    grants,
  };
  // The deepest screen may name where an employee goes instead (the dashboard profile -> the app's Settings).
  const employeePath = matches
    .map((m) => (m.handle as RouteMeta | undefined)?.employeePath)
    .filter(Boolean)
    .pop();
  useDocumentTitle(matches.map((m) => (m.handle as RouteMeta | undefined)?.name).filter(Boolean) as string[]);
  // Staff who must set up two-factor sign-in first go to Settings, and stay there until they have (decision 240).
  const mustEnrol = useTwoFactorEnrolmentRequired(state.loggedIn && state.isStaff);
  if (mustEnrol && location.pathname !== ENROL_PATH && location.pathname !== '/logout')
    return <Navigate to={ENROL_PATH} replace />;
  if (session.ready && needsGrants && !grants) return <PageLoader />;
  for (const match of matches) {
    const meta = match.handle as RouteMeta | undefined;
    if (!meta) continue;
    const decision = decide(meta, state, wanted, match.params);
    if (!decision.allow) {
      // Staff screens and permission screens alike (the dashboard frame is one since decision 347).
      const staffScreen = (meta.staffOnly || meta.permission) && state.loggedIn && !state.isStaff;
      return <Navigate to={staffScreen && employeePath ? employeePath : decision.redirect} replace />;
    }
  }
  return <Outlet />;
}

export function PageLoader() {
  return (
    <Center h="60vh">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}

/**
 * Each screen has its own document title ("Find a desk · flexapp"), in the reader's language: the deepest
 * matched route with a title under `page_title` names it, so tabs, history and screen readers tell screens apart.
 */
function useDocumentTitle(names: string[]) {
  const { t, i18n } = useTranslation();
  const name = [...names].reverse().find((n) => i18n.exists(`page_title.${n}`));
  useEffect(() => {
    const app = t('app.name');
    document.title = name ? `${t(runtimeKey(`page_title.${name}`))} · ${app}` : app;
  }, [name, t, i18n.language]);
}
