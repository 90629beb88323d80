import { Alert, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { TGuestToday } from '@flexapp/contract';
import { useTranslation } from 'react-i18next';
import { useGuestsToday } from '../api/reception-api';

/** Today's guests of the reader's buildings; full names and contact for reception of the building (302). */
export function GuestsTodayCard() {
  const { t } = useTranslation();
  const guests = useGuestsToday();
  return (
    <Stack gap="xs" component="section" aria-labelledby="reception-guests">
      <Title order={2} size="h3" id="reception-guests">
        {t('reception.guests_title')}
      </Title>
      {guests.isPending && <Loader size="sm" aria-label={t('reception.loading')} />}
      {guests.isError && <Alert color="red">{t('reception.load_failed')}</Alert>}
      {guests.data?.length === 0 && <Text c="dimmed">{t('reception.no_guests')}</Text>}
      {guests.data?.map((guest) => (
        <GuestRow key={guest.id} guest={guest} />
      ))}
    </Stack>
  );
}

function GuestRow({ guest }: { guest: TGuestToday }) {
  const { t } = useTranslation();
  const name = [guest.first_name, guest.last_name].filter(Boolean).join(' ');
  return (
    <Paper withBorder p="sm" data-testid="guest-today">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>{name}</Text>
          <Text size="sm">
            {guest.company_name} · {t('reception.host', { name: guest.host.name })}
          </Text>
          <Text size="sm" c="dimmed">
            {guest.time_start}–{guest.time_end}
            {guest.place ? ` · ${guest.place}` : ''}
            {guest.building ? ` · ${guest.building.name}` : ''}
          </Text>
          {guest.email && (
            <Text size="sm">
              {guest.email}
              {guest.phone_number ? ` · ${guest.phone_number}` : ''}
            </Text>
          )}
        </Stack>
        <Badge color={guest.checked_in ? 'teal' : 'gray'} variant="light">
          {guest.checked_in ? t('reception.arrived') : t('reception.expected')}
        </Badge>
      </Group>
    </Paper>
  );
}
