import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A screen's code that could not be downloaded (offline, or a new version replaced it on the server). */
const isLoadFailure = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|preload CSS|Loading chunk|Failed to fetch/i.test(
    error.message,
  );

/**
 * What a person sees when a screen fails (decision 172): never the router's stack trace. Offline, it says so and
 * opens the screen by itself once the connection returns; otherwise it offers to try again. "Try again" never
 * leaves the app (decision 196): offline it says the person is still offline and stays (a reload would show the
 * browser's own error page without a service worker yet); online it loads the page afresh (a failed download is
 * only fetched again by a page load, and the service worker serves the app's shell).
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { online } = useNetwork();
  const offline = !online || isLoadFailure(error);
  const [stillOffline, setStillOffline] = useState(false);
  const retry = () => (navigator.onLine ? window.location.reload() : setStillOffline(true));
  // A failed download is cached by the module loader: only a fresh page load fetches it again.
  useEffect(() => {
    if (!offline) return;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [offline]);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={420} role="alert" data-testid="route-error">
        {offline && <IconWifiOff size={40} aria-hidden />}
        <Title order={1} size="h2" ta="center">
          {offline ? t('offline.title') : t('route_error.title')}
        </Title>
        <Text ta="center">{offline ? t('offline.screen') : t('route_error.body')}</Text>
        {stillOffline && !online && (
          <Text ta="center" size="sm" c="dimmed" data-testid="still-offline">
            {t('offline.still_offline')}
          </Text>
        )}
        <Button leftSection={<IconRefresh size={18} />} onClick={retry} mt="sm">
          {t('route_error.retry')}
        </Button>
      </Stack>
    </Center>
  );
}
