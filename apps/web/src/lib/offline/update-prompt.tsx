import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import i18n from '@/lib/i18n';

/**
 * Tells the person a new release is ready (decision 196): "A new version is available" with Reload. Only that
 * button activates the new release and reloads (`update(true)`); closing the notification keeps the running one.
 */
export function showUpdatePrompt(update: (reload: boolean) => Promise<void>) {
  notifications.show({
    id: 'new-version',
    autoClose: false,
    withCloseButton: true,
    'data-testid': 'new-version',
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{i18n.t('offline.update')}</Text>
        <Button size="compact-sm" onClick={() => void update(true)}>
          {i18n.t('offline.update_reload')}
        </Button>
      </Group>
    ),
  });
}
