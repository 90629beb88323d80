import {
  AppShell,
  Avatar,
  Badge,
  Burger,
  Container,
  Group,
  Indicator,
  Menu,
  NavLink,
  Stack,
  Text,
  UnstyledButton,
  ActionIcon,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBell,
  IconChevronDown,
  IconLogout,
  IconSettings,
  IconUser,
  IconUserEdit,
  IconListDetails,
} from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '@/components/offline/offline-banner';
import { useSession } from '@/lib/session';
import { dashboardStart, holds, useGrants } from '@/lib/permissions';
import { Logo } from '@/components/logo';
import classes from './dashboard-layout.module.css';
import { DashboardProviders } from './dashboard-providers';

/** The staff header menu (docs/product/dashboard.md), with the dashboard screens beneath it. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const { user, config, isStaff } = useSession();
  const location = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const theme = config?.theme;
  // Staff see every entry; others those their permissions open (decision 347).
  const grants = useGrants(!isStaff);
  const may = (permission: 'reports' | 'guests' | 'evacuation' | 'setup') => isStaff || holds(grants, permission);
  const startPath = dashboardStart(isStaff, grants);
  const items = [
    ...(may('reports')
      ? [
          { to: startPath, label: t('header.dashboard'), match: '/dashboard/buildings' },
          { to: '/dashboard/checkins', label: t('header.checkins'), match: '/dashboard/checkins' },
        ]
      : []),
    ...(may('reports') && theme?.menu_enable_booking
      ? [{ to: '/dashboard/bookings/all/all/all', label: t('header.bookings'), match: '/dashboard/bookings' }]
      : []),
    ...(may('guests')
      ? [{ to: '/dashboard/reception', label: t('header.reception'), match: '/dashboard/reception' }]
      : []),
    ...(may('guests') && theme?.enable_register_guest
      ? [{ to: '/dashboard/register_guest', label: t('header.register_guest'), match: '/dashboard/register_guest' }]
      : []),
    ...(isStaff ? [{ to: '/dashboard/who-is-in', label: t('nav.who_is_in'), match: '/dashboard/who-is-in' }] : []),
    ...(may('evacuation')
      ? [{ to: '/dashboard/evacuation', label: t('header.evacuation'), match: '/dashboard/evacuation' }]
      : []),
    ...(may('setup') ? [{ to: '/dashboard/setup', label: t('setup.menu'), match: '/dashboard/setup' }] : []),
  ];
  // The header's entries stay on one line and scroll sideways where they do not fit (tablets, decision 410): the
  // current one is scrolled into view.
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const current = menu.current?.getElementsByClassName(classes.active)[0];
    current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [location.pathname]);
  const initials = `${user?.first_name?.[0] ?? ''}${user?.last_name?.[0] ?? ''}`.toUpperCase();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { desktop: true, mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap" className={classes.start}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('header.open_menu')} />
            <Link to={startPath} aria-label="flexapp">
              <Logo height={28} />
            </Link>
            <Group
              ref={menu}
              gap={4}
              wrap="nowrap"
              visibleFrom="sm"
              component="nav"
              aria-label="main"
              className={classes.menu}
            >
              {items.map((item) => (
                <RouterNavLink
                  key={item.to}
                  to={item.to}
                  className={({ isActive }) =>
                    `${classes.link} ${isActive || location.pathname.startsWith(item.match) ? classes.active : ''}`
                  }
                >
                  {item.label}
                </RouterNavLink>
              ))}
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Menu position="bottom-end" width={280} shadow="md">
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('header.notifications')}>
                  <Indicator disabled size={8}>
                    <IconBell size={20} />
                  </Indicator>
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t('header.notifications')}</Menu.Label>
                <Menu.Item disabled>{t('header.no_notifications')}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <Menu position="bottom-end" width={220} shadow="md">
              <Menu.Target>
                <UnstyledButton className={classes.profile} data-testid="profile-menu">
                  <Group gap="xs" wrap="nowrap">
                    <Avatar color="teal" radius="xl" size="sm">
                      {initials}
                    </Avatar>
                    <Stack gap={0} visibleFrom="lg">
                      <Text size="sm" fw={600} lh={1.2}>
                        {user?.first_name} {user?.last_name}
                      </Text>
                      {isStaff && (
                        <Badge size="xs" variant="light" color="teal">
                          {t('header.admin')}
                        </Badge>
                      )}
                    </Stack>
                    <IconChevronDown size={14} />
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconUser size={16} />} disabled>
                  {t('header.my_profile')}
                </Menu.Item>
                {isStaff && (
                  <Menu.Item leftSection={<IconListDetails size={16} />} component={Link} to="/dashboard/setup/audit">
                    {t('header.activity_logs')}
                  </Menu.Item>
                )}
                <Menu.Item leftSection={<IconSettings size={16} />} disabled>
                  {t('header.account_settings')}
                </Menu.Item>
                {isStaff && (
                  <Menu.Item leftSection={<IconUserEdit size={16} />} component={Link} to="/dashboard/profile/edit">
                    {t('header.edit_profile')}
                  </Menu.Item>
                )}
                <Menu.Divider />
                <Menu.Item leftSection={<IconLogout size={16} />} color="red.8" component={Link} to="/logout">
                  {t('header.logout')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        {items.map((item) => (
          <NavLink key={item.to} component={Link} to={item.to} label={item.label} onClick={close} />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <OfflineBanner />
        <Container size="xl" px={0}>
          <DashboardProviders>
            <Outlet />
          </DashboardProviders>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
