import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { useNotifiers } from '../api/get-notifiers';
import { useRemoveNotifier } from '../api/remove-notifier';
import { WatchedDeskCard } from '../components/watched-desk-card';

/** Menu: Notifier. The desks the user watches, live status, and remove. */
export default function NotifierPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const notifiers = useNotifiers();
  const remove = useRemoveNotifier();
  return (
    <Stack gap="md" p="md">
      <Title order={1} size="h3">
        {t('notifier.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('notifier.intro')}
      </Text>
      {notifiers.isPending && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {notifiers.isError && (
        <Alert color="red" title={t('notifier.load_error')}>
          <Button size="xs" variant="white" onClick={() => void notifiers.refetch()}>
            {t('messages.retry')}
          </Button>
        </Alert>
      )}
      {notifiers.isSuccess && notifiers.data.length === 0 && (
        <Stack align="center" gap="xs" py="xl" c="dimmed">
          <IconBellOff size={40} />
          <Text ta="center">{t('notifier.empty')}</Text>
        </Stack>
      )}
      <Stack gap="sm" role="list">
        {notifiers.data?.map((n) => (
          <div role="listitem" key={n.id}>
            <WatchedDeskCard
              userId={user?.id}
              notifier={n}
              onRemove={() =>
                remove.mutate(n.desk, {
                  onSuccess: () =>
                    notifications.show({ color: 'teal', message: t('notifier.removed', { name: n.desk_info.name }) }),
                  onError: () => notifications.show({ color: 'red', message: t('notifier.remove_failed') }),
                })
              }
            />
          </div>
        ))}
      </Stack>
    </Stack>
  );
}
