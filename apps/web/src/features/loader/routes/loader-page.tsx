import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { safeNextUrl } from '@/lib/session';
import { useSession } from '@/lib/session';
import { STAFF_START_PATH } from '@flexapp/contract';
import { Logo } from '@/components/logo';

const RETRY_MS = 5000;

/** Loads configuration (and the signed-in user), then goes to nextUrl or the start page. */
export default function LoaderPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const { online } = useNetwork();
  // Offline, the first answers wait (paused, not failed): say so at once (decision 196).
  const failed = (!!session.loadError || !online) && !session.ready;

  // Keep retrying in the background while the network is down.
  useEffect(() => {
    if (!failed) return;
    const timer = setInterval(() => session.retry(), RETRY_MS);
    return () => clearInterval(timer);
  }, [failed, session]);

  if (session.ready) {
    const next = safeNextUrl(params.get('nextUrl'));
    if (next) return <Navigate to={next} replace />;
    return <Navigate to={session.isStaff ? STAFF_START_PATH : '/login'} replace />;
  }

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="lg" w={380} maw="100%">
        <Stack align="center" gap="md">
          <Logo height={36} />
          {failed ? (
            <>
              <IconWifiOff size={36} color="var(--mantine-color-red-7)" />
              <Text ta="center" role="alert">
                {online ? t('loader.error_network') : t('offline.screen')}
              </Text>
              <Button leftSection={<IconRefresh size={16} />} onClick={() => session.retry()}>
                {t('loader.refresh')}
              </Button>
            </>
          ) : (
            <>
              <Title order={4} fw={500}>
                {t('loader.title')}
              </Title>
              <Loader role="status" aria-label={t('app.loading')} />
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
