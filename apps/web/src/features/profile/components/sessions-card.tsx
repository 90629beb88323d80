import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TOwnSession } from '@flexapp/contract';
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet, IconDevices } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';
import { useOwnSessions, useSignOutOtherSessions, useSignOutSession } from '../api/sessions';

const deviceIcons = {
  desktop: IconDeviceDesktop,
  mobile: IconDeviceMobile,
  tablet: IconDeviceTablet,
  unknown: IconDevices,
};

/** What a session is called: "Chrome 131 on Android 14", or as much of it as the browser told (decision 305). */
export function sessionName(session: TOwnSession, t: TFunction): string {
  const browser = session.browser ?? t('sessions.unknown_browser');
  return session.os ? t('sessions.browser_on', { browser, os: session.os }) : browser;
}

/** One's own sessions (decision 305): where one is signed in, sign one out, or all others. */
export function SessionsCard() {
  const { t } = useTranslation();
  const sessions = useOwnSessions();
  const others = useSignOutOtherSessions();
  const list = sessions.data?.sessions ?? [];
  const otherCount = list.filter((s) => !s.current).length;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="sessions-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="sessions-title">
          {t('sessions.title')}
        </Title>
        <Text size="sm">{t('sessions.intro')}</Text>
        {sessions.isPending && <Loader size="sm" role="status" aria-label={t('sessions.loading')} />}
        {sessions.isError && <Alert color="red">{t('sessions.failed')}</Alert>}
        {list.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('sessions.list')}>
            {list.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </Stack>
        )}
        {sessions.data && otherCount === 0 && (
          <Text size="sm" c="dimmed">
            {t('sessions.only_this')}
          </Text>
        )}
        {otherCount > 0 && (
          <Group>
            <Button
              variant="light"
              color="red"
              loading={others.isPending}
              onClick={() => {
                if (!window.confirm(t('sessions.sign_out_others_confirm'))) return;
                others.mutate(undefined, {
                  onSuccess: ({ signed_out }) =>
                    notifications.show({
                      color: 'teal',
                      message: t('sessions.signed_out_others', { count: signed_out }),
                    }),
                });
              }}
            >
              {t('sessions.sign_out_others')}
            </Button>
          </Group>
        )}
        {others.isError && <Alert color="red">{t('sessions.action_failed')}</Alert>}
      </Stack>
    </Paper>
  );
}

function SessionRow({ session }: { session: TOwnSession }) {
  const { t } = useTranslation();
  const signOut = useSignOutSession();
  const name = sessionName(session, t);
  const Icon = deviceIcons[session.device];
  return (
    <Paper withBorder p="sm" radius="sm" component="li" aria-label={name} data-testid="own-session">
      <Group justify="space-between" wrap="wrap" gap="xs" align="start">
        <Group gap="sm" wrap="nowrap" align="start">
          <Icon size={22} aria-hidden />
          <Stack gap={2}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`sessions.device.${session.device}`)} ·{' '}
              {t('sessions.created', { at: formatDateTime(session.created_at) })} ·{' '}
              {session.current
                ? t('sessions.active_now')
                : t('sessions.last_seen', { at: formatDateTime(session.last_seen_at) })}
            </Text>
          </Stack>
        </Group>
        {session.current ? (
          <Badge color="teal">{t('sessions.this_one')}</Badge>
        ) : (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={signOut.isPending}
            aria-label={t('sessions.sign_out_named', { name })}
            onClick={() =>
              signOut.mutate(session.id, {
                onSuccess: () => notifications.show({ color: 'teal', message: t('sessions.signed_out', { name }) }),
              })
            }
          >
            {t('sessions.sign_out')}
          </Button>
        )}
      </Group>
      {signOut.isError && (
        <Alert color="red" mt="xs">
          {t('sessions.action_failed')}
        </Alert>
      )}
    </Paper>
  );
}
