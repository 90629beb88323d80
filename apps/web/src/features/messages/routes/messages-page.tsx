import { Alert, Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconChecks, IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { useMessages } from '../api/get-messages';
import { MessageCard } from '../components/message-card';

/** The employee's inbox (menu: Messages): newest first, read one by clicking it, or all at once. */
export default function MessagesPage() {
  const { t } = useTranslation();
  const messages = useMessages();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const pages = messages.data?.pages ?? [];
  const list = pages.flatMap((p) => p.results);
  const unread = pages[0]?.unread_count ?? 0;

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Title order={1} size="h3">
            {t('messages.title')}
          </Title>
          {unread > 0 && (
            <Badge color="red" variant="filled">
              {t('messages.unread', { count: unread })}
            </Badge>
          )}
        </Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconChecks size={16} />}
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('messages.mark_all_read')}
        </Button>
      </Group>
      {messages.isPending && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {messages.isError && (
        <Alert color="red" title={t('messages.load_error')}>
          <Button size="xs" variant="white" onClick={() => void messages.refetch()}>
            {t('messages.retry')}
          </Button>
        </Alert>
      )}
      {messages.isSuccess && list.length === 0 && (
        <Stack align="center" gap="xs" py="xl" c="dimmed">
          <IconInbox size={40} />
          <Text>{t('messages.empty')}</Text>
        </Stack>
      )}
      <Stack gap="sm" role="list">
        {list.map((m) => (
          <div role="listitem" key={m.id}>
            <MessageCard message={m} onRead={(id) => markRead.mutate(id)} />
          </div>
        ))}
      </Stack>
      {messages.hasNextPage && (
        <Button variant="default" loading={messages.isFetchingNextPage} onClick={() => void messages.fetchNextPage()}>
          {t('messages.load_more')}
        </Button>
      )}
    </Stack>
  );
}
