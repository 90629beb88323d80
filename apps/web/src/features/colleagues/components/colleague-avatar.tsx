import type { TUser } from '@flexapp/contract';
import { Avatar, Box, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const initials = (u: Pick<TUser, 'first_name' | 'last_name'>) =>
  `${u.first_name.charAt(0)}${u.last_name.replace(/^((van|de|den|der|ten|ter|te)\s+)+/i, '').charAt(0)}`.toUpperCase();

/** The active dot beside a name: green while checked in, red otherwise. */
export function ActiveDot({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      role="img"
      aria-label={active ? t('colleagues.active') : t('colleagues.inactive')}
      data-active={active}
      style={{
        display: 'inline-block',
        flex: 'none',
        width: 10,
        height: 10,
        borderRadius: '50%',
        boxSizing: 'border-box',
        // Active is a filled dot, inactive a ring: the state is told by shape as well as by colour.
        background: active ? 'var(--mantine-color-green-7)' : 'transparent',
        border: active ? 'none' : '2px solid var(--mantine-color-red-8)',
      }}
    />
  );
}

/** The avatar badge: photo or initials, with the active state as a badge on its edge. */
export function ColleagueAvatar({ user, active, size = 48 }: { user: TUser; active: boolean; size?: number }) {
  return (
    <Indicator
      color={active ? 'green' : 'red'}
      size={Math.max(10, Math.round(size / 5))}
      offset={Math.round(size / 7)}
      position="bottom-end"
      withBorder
    >
      <Avatar
        src={user.profile.thumb}
        size={size}
        radius="xl"
        color="blue"
        alt={`${user.first_name} ${user.last_name}`}
      >
        {initials(user)}
      </Avatar>
    </Indicator>
  );
}
