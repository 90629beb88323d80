import { ActionIcon, Indicator, type ActionIconProps } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';

type Props = ActionIconProps & ComponentPropsWithoutRef<'button'> & { unread: number };

/** The navigation bar's menu button, with the unread messages on it. */
export const AppMenuTrigger = forwardRef<HTMLButtonElement, Props>(function AppMenuTrigger({ unread, ...props }, ref) {
  const { t } = useTranslation();
  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={18} color="red" disabled={unread === 0} offset={8}>
      <ActionIcon
        ref={ref}
        variant="subtle"
        color="gray"
        size="xl"
        aria-haspopup="menu"
        aria-label={unread > 0 ? `${t('nav.menu')} (${t('messages.menu_unread', { count: unread })})` : t('nav.menu')}
        {...props}
      >
        <IconMenu2 size={22} />
      </ActionIcon>
    </Indicator>
  );
});
