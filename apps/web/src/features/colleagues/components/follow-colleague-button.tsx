import { Button } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFollowedPeople, useToggleFollow } from '@/lib/followed-people-api';

/** Follow the colleague (decision 360): they then show in my who-is-in week; a toggle, pressed while I follow. */
export function FollowColleagueButton({ id }: { id: number }) {
  const { t } = useTranslation();
  const followed = useFollowedPeople();
  const toggle = useToggleFollow();
  const on = followed.data?.some((p) => p.id === id) ?? false;
  return (
    <Button
      variant={on ? 'filled' : 'light'}
      color="yellow.9"
      leftSection={on ? <IconStarFilled size={18} /> : <IconStar size={18} />}
      aria-pressed={on}
      disabled={followed.isPending}
      loading={toggle.isPending}
      onClick={() => toggle.mutate({ id, on: !on })}
    >
      {t('colleagues.details.follow')}
    </Button>
  );
}
