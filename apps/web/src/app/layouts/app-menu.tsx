import { Badge, Menu } from '@mantine/core';
import { IconBell, IconLogout, IconMessage, IconSettings, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppMenuTrigger } from './app-menu-trigger';

/** The employee app's menu: Messages, Who is in, Notifier, Settings, Logout (its own chunk, loaded when first wanted). */
export default function AppMenu({ unread, defaultOpened }: { unread: number; defaultOpened?: boolean }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={220} shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <AppMenuTrigger unread={unread} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconMessage size={18} />}
          rightSection={
            unread > 0 ? (
              <Badge size="sm" color="red" variant="filled" aria-label={t('messages.menu_unread', { count: unread })}>
                {unread}
              </Badge>
            ) : null
          }
          component={Link}
          to="/app/messages"
        >
          {t('nav.messages')}
        </Menu.Item>
        <Menu.Item leftSection={<IconUsersGroup size={18} />} component={Link} to="/app/who-is-in">
          {t('nav.who_is_in')}
        </Menu.Item>
        <Menu.Item leftSection={<IconBell size={18} />} component={Link} to="/app/notifier">
          {t('nav.notifier')}
        </Menu.Item>
        <Menu.Item leftSection={<IconSettings size={18} />} component={Link} to="/app/settings">
          {t('nav.settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={18} />} color="red.8" component={Link} to="/logout">
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
