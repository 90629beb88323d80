import { deskDisplayStatus, type TNotifier } from '@flexapp/contract';
import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const statusColor = { FREE: 'green', BUSY: 'red', CLOSED: 'gray' } as const;

/** A watched desk with its status today (FREE / BUSY / CLOSED) and a remove action. */
export function WatchedDeskCard({
  notifier,
  onRemove,
  userId,
}: {
  notifier: TNotifier;
  onRemove: () => void;
  /** The signed-in person: their own booking reads "Your booking", not "Taken by" their own name. */
  userId: number | undefined;
}) {
  const { t } = useTranslation();
  const desk = notifier.desk_info;
  const status = deskDisplayStatus(desk);
  const mine = !!desk.user && desk.user.id === userId;
  return (
    <Paper withBorder radius="md" p="md" aria-label={desk.name}>
      <Group justify="space-between" wrap="nowrap" align="center">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} truncate>
              {desk.name}
            </Text>
            <Badge color={statusColor[status]} variant="filled" data-status={status}>
              {t(`notifier.status.${status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {desk.building.name} · {desk.floor.name} · {desk.room.name}
          </Text>
          {status === 'BUSY' && desk.user && (
            <Text size="xs" c="dimmed">
              {mine
                ? t('notifier.taken_by_you')
                : t('notifier.taken_by', { name: `${desk.user.first_name} ${desk.user.last_name}` })}
            </Text>
          )}
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={t('notifier.remove', { name: desk.name })}
          onClick={onRemove}
        >
          <IconTrash size={20} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
