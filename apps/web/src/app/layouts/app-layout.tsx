import { ActionIcon, Box, Group } from '@mantine/core';
import { IconArrowLeft, IconHome } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useConfig } from '@/lib/session';
import { useUnreadCount } from '@/features/messages';
import { useLiveEvents } from '@/lib/use-live-events';
import { Logo } from '@/components/logo';
import { OfflineBanner } from '@/components/offline/offline-banner';
import classes from './app-layout.module.css';
import { AppMenuTrigger } from './app-menu-trigger';

// The menu (and the floating-ui code under it) is fetched when the pointer or focus reaches its button,
// not with the first page: the employee app's first load stays small (bench: 090-web).
const loadAppMenu = () => import('./app-menu');
const AppMenu = lazy(loadAppMenu);

/** Pages without the navigation bar (spec: the check-in options page has no navigation). */
const WITHOUT_NAVIGATION = ['/app/checkins'];

/** The employee app: a mobile-first navigation bar (back, home, logo, menu) above every page. */
export function AppLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  useConfig(); // loads the settings if they are not loaded yet
  useLiveEvents(); // live desk status and messages while signed in
  const unread = useUnreadCount().data?.unread_count ?? 0;
  const [menuWanted, setMenuWanted] = useState(false);
  const path = location.pathname.replace(/\/$/, '');
  const bare = WITHOUT_NAVIGATION.includes(path);
  // Home is the app's start: Back there would leave the app (to sign-in or a blank tab), so it has none.
  // A page opened directly (no earlier entry of this app in the tab's history) goes back to Home.
  const atHome = path === '/app';
  const back = () => (location.key === 'default' ? navigate('/app') : navigate(-1));
  return (
    <Box className={classes.shell}>
      {!bare && (
        <Box component="header" className={classes.bar}>
          <Group justify="space-between" wrap="nowrap" h="100%" px="xs">
            <Group gap={2} wrap="nowrap">
              {atHome ? (
                <Box w={44} aria-hidden />
              ) : (
                <ActionIcon variant="subtle" color="gray" size="xl" aria-label={t('nav.back')} onClick={back}>
                  <IconArrowLeft size={22} />
                </ActionIcon>
              )}
              <ActionIcon variant="subtle" color="gray" size="xl" aria-label={t('nav.home')} component={Link} to="/app">
                <IconHome size={22} />
              </ActionIcon>
            </Group>
            <Link to="/app" className={classes.logo}>
              <Logo height={26} />
            </Link>
            {menuWanted ? (
              <Suspense fallback={<AppMenuTrigger unread={unread} />}>
                <AppMenu unread={unread} defaultOpened />
              </Suspense>
            ) : (
              <AppMenuTrigger
                unread={unread}
                onClick={() => setMenuWanted(true)}
                onPointerEnter={loadAppMenu}
                onFocus={loadAppMenu}
              />
            )}
          </Group>
        </Box>
      )}
      <OfflineBanner />
      <Box component="main" className={classes.main}>
        <Outlet />
      </Box>
    </Box>
  );
}
