import { isColleagueActive, type TUser } from '@flexapp/contract';
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveDot, ColleagueAvatar } from './colleague-avatar';
import classes from './colleague-row.module.css';
import { useStatusText } from './use-status-text';

/** One row of the colleagues list (COLLEAGUE_ITEM_HEIGHT tall): avatar, name with the active dot, status. */
export const ColleagueRow = memo(function ColleagueRow({
  user,
  onOpen,
}: {
  user: TUser;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const statusText = useStatusText();
  const active = isColleagueActive(user);
  const lines = statusText(user);
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <UnstyledButton className={classes.row} onClick={() => onOpen(user.id)}>
      <Group wrap="nowrap" gap="md" h="100%" px="md">
        <ColleagueAvatar user={user} active={active} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} truncate>
              {name}
            </Text>
            <ActiveDot active={active} />
            {user.is_bhv && (
              <Badge size="xs" color="orange" variant="light">
                {t('colleagues.bhv')}
              </Badge>
            )}
          </Group>
          {/* Status lines wrap, never cut off (issue 35): two lines of two rows each fit the row's height. */}
          {lines.slice(0, 2).map((line, i) => (
            <Text key={i} size="xs" c="dimmed" className={classes.status}>
              {line}
            </Text>
          ))}
        </Stack>
      </Group>
    </UnstyledButton>
  );
});
