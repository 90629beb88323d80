/// <reference types="vite-plugin-pwa/client" />
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import i18n from '@/lib/i18n';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (decision 196) once the page has loaded. A new release installs beside the
 * running one and waits: the person is asked to reload (a Mantine notification), never surprised by a reload.
 * An app left open checks for a new release every hour.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  const update = registerSW({
    onNeedRefresh() {
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
    },
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
}
