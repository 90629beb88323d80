import { ActionIcon, Badge, Box, Group, Indicator, Menu } from '@mantine/core';
import { IconArrowLeft, IconBell, IconHome, IconLogout, IconMenu2, IconMessage, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useConfig } from '@/features/configuration/api/get-config';
import { useUnreadCount } from '@/features/messages/api/get-unread-count';
import { useLiveEvents } from '@/lib/use-live-events';
import { Logo } from '@/components/logo';
import classes from './app-layout.module.css';

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
  const bare = WITHOUT_NAVIGATION.includes(location.pathname.replace(/\/$/, ''));
  return (
    <Box className={classes.shell}>
      {!bare && (
        <Box component="header" className={classes.bar}>
          <Group justify="space-between" wrap="nowrap" h="100%" px="xs">
            <Group gap={2} wrap="nowrap">
              <ActionIcon variant="subtle" color="gray" size="xl" aria-label={t('nav.back')} onClick={() => navigate(-1)}>
                <IconArrowLeft size={22} />
              </ActionIcon>
              <ActionIcon variant="subtle" color="gray" size="xl" aria-label={t('nav.home')} component={Link} to="/app">
                <IconHome size={22} />
              </ActionIcon>
            </Group>
            <Link to="/app" className={classes.logo}><Logo height={26} /></Link>
            <Menu position="bottom-end" width={220} shadow="md">
              <Menu.Target>
                <Indicator label={unread > 99 ? '99+' : unread} size={18} color="red" disabled={unread === 0} offset={8}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="xl"
                    aria-label={unread > 0 ? `${t('nav.menu')} (${t('messages.menu_unread', { count: unread })})` : t('nav.menu')}
                  >
                    <IconMenu2 size={22} />
                  </ActionIcon>
                </Indicator>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconMessage size={18} />}
                  rightSection={unread > 0 ? <Badge size="sm" color="red" variant="filled" aria-label={t('messages.menu_unread', { count: unread })}>{unread}</Badge> : null}
                  component={Link}
                  to="/app/messages"
                >
                  {t('nav.messages')}
                </Menu.Item>
                <Menu.Item leftSection={<IconBell size={18} />} component={Link} to="/app/notifier">{t('nav.notifier')}</Menu.Item>
                <Menu.Item leftSection={<IconSettings size={18} />} component={Link} to="/app/settings">{t('nav.settings')}</Menu.Item>
                <Menu.Divider />
                <Menu.Item leftSection={<IconLogout size={18} />} color="red" component={Link} to="/logout">{t('nav.logout')}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Box>
      )}
      <Box component="main" className={classes.main}>
        <Outlet />
      </Box>
    </Box>
  );
}
