import type { TWhoIsInPerson } from '@flexapp/contract';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useToggleFollow } from '@/lib/followed-people-api';

/** A star that follows or unfollows the person (decision 360): a toggle, pressed while I follow them. */
export function FollowButton({ person }: { person: TWhoIsInPerson }) {
  const { t } = useTranslation();
  const toggle = useToggleFollow();
  const name = `${person.first_name} ${person.last_name}`;
  const label = t('who_is_in.follow', { name });
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="yellow.9"
        size="lg"
        aria-label={label}
        aria-pressed={person.favourite}
        loading={toggle.isPending}
        onClick={() => toggle.mutate({ id: person.id, on: !person.favourite })}
      >
        {person.favourite ? <IconStarFilled size={20} /> : <IconStar size={20} />}
      </ActionIcon>
    </Tooltip>
  );
}
