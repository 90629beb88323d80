import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useEffect } from 'react';
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
 * opens the screen by itself once the connection returns; otherwise it offers to try again.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { online } = useNetwork();
  const offline = !online || isLoadFailure(error);
  // A failed download is cached by the module loader: only a fresh page load fetches it again.
  useEffect(() => {
    if (!offline) return;
    const retry = () => window.location.reload();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [offline]);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={420} role="alert" data-testid="route-error">
        {offline && <IconWifiOff size={40} aria-hidden />}
        <Title order={1} size="h2" ta="center">
          {offline ? t('offline.title') : t('route_error.title')}
        </Title>
        <Text ta="center">{offline ? t('offline.screen') : t('route_error.body')}</Text>
        <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()} mt="sm">
          {t('route_error.retry')}
        </Button>
      </Stack>
    </Center>
  );
}
