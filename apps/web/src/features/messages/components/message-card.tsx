import type { TMessage } from '@flexapp/contract';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';

/** One message; an unread one is marked and reads itself when clicked. */
export function MessageCard({ message, onRead }: { message: TMessage; onRead: (id: number) => void }) {
  const { t } = useTranslation();
  const body = (
    <Paper withBorder radius="md" p="md" bg={message.read ? undefined : 'blue.0'} aria-label={message.title}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={message.read ? 500 : 700}>{message.title}</Text>
          {!message.read && (
            <Badge size="sm" color="blue" variant="filled" style={{ flexShrink: 0 }}>
              {t('messages.new')}
            </Badge>
          )}
        </Group>
        {message.body && (
          <Text size="sm" c="dimmed">
            {message.body}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatDateTime(message.created)}
        </Text>
      </Stack>
    </Paper>
  );
  if (message.read) return body;
  return (
    <UnstyledButton onClick={() => onRead(message.id)} title={t('messages.mark_read')} w="100%">
      {body}
    </UnstyledButton>
  );
}
