import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { TCheckinToday } from '@flexapp/contract';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format-date-time';
import { useActionError } from '@/lib/use-action-error';
import { useCheckinsToday, useSignOutGuest } from '../api/reception-api';

/** Who is in now in the reader's buildings; a guest can be signed out here (decision 345). */
export function CheckinsTodayCard({ canSignOut }: { canSignOut: boolean }) {
  const { t } = useTranslation();
  const checkins = useCheckinsToday(true);
  const action = useActionError();
  return (
    <Stack gap="xs" component="section" aria-labelledby="reception-checkins">
      <Title order={2} size="h3" id="reception-checkins">
        {t('reception.checkins_title')}
      </Title>
      {action.error && (
        <Alert color="red" role="alert">
          {action.error}
        </Alert>
      )}
      {checkins.isPending && <Loader size="sm" aria-label={t('reception.loading')} />}
      {checkins.isError && <Alert color="red">{t('reception.load_failed')}</Alert>}
      {checkins.data?.length === 0 && <Text c="dimmed">{t('reception.nobody_in')}</Text>}
      {checkins.data?.map((checkin) => (
        <CheckinRow key={checkin.id} checkin={checkin} canSignOut={canSignOut} run={action.run} />
      ))}
    </Stack>
  );
}

function CheckinRow({
  checkin,
  canSignOut,
  run,
}: {
  checkin: TCheckinToday;
  canSignOut: boolean;
  run: (action: () => Promise<unknown>) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const signOut = useSignOutGuest();
  return (
    <Paper withBorder p="sm" data-testid="checkin-today">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{checkin.name}</Text>
            {checkin.is_guest && (
              <Badge variant="light" color="grape">
                {t('reception.guest')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {checkin.place} · {checkin.building.name} · {t('reception.since', { time: formatTime(checkin.since) })}
          </Text>
        </Stack>
        {checkin.is_guest && canSignOut && (
          <Button
            size="xs"
            variant="light"
            loading={signOut.isPending}
            onClick={() => run(() => signOut.mutateAsync(checkin.id))}
            aria-label={t('reception.sign_out_named', { name: checkin.name })}
          >
            {t('reception.sign_out')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
