import type { TQrPlace } from '@flexapp/contract';
import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { IconCheck, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The end of a slot label "08:00-12:00". */
const slotEnd = (slot: string | null) => slot?.split('-')[1] ?? '';

/** What the place is for the person, and the one tap it offers (decision 265). */
export function QrPlaceCard({ place, onTap, busy }: { place: TQrPlace; onTap: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const until = slotEnd(place.slot);
  switch (place.state) {
    case 'checked_in':
      return (
        <Alert color="teal" variant="light" icon={<IconCheck />} role="status">
          {t('qr.checked_in', { name: place.name })}
        </Alert>
      );
    case 'check_in':
      return (
        <Button size="xl" h={76} fullWidth onClick={onTap} loading={busy} leftSection={<IconCheck size={28} />}>
          {t('qr.check_in')}
        </Button>
      );
    case 'book_and_check_in':
      return (
        <Stack gap="sm">
          <Text ta="center">{t('qr.free_until', { time: until })}</Text>
          <Button size="xl" h={76} fullWidth onClick={onTap} loading={busy} leftSection={<IconCheck size={28} />}>
            {t('qr.book_and_check_in', { time: until })}
          </Button>
        </Stack>
      );
    case 'taken':
      return (
        <Stack gap="md">
          <Alert color="orange" variant="light" role="status">
            {place.holder ? t('qr.taken_by', { name: place.holder }) : t('qr.taken')}
          </Alert>
          <NearestFree place={place} />
        </Stack>
      );
    case 'closed':
      return (
        <Stack gap="md">
          <Alert color="gray" variant="light" role="status">
            {t('qr.closed')}
          </Alert>
          <NearestFree place={place} />
        </Stack>
      );
    case 'no_slot':
      return (
        <Alert color="gray" variant="light" role="status">
          {t('qr.no_slot')}
        </Alert>
      );
    case 'no_booking':
      return (
        <Stack gap="md">
          <Alert color="gray" variant="light" role="status">
            {t('qr.no_booking')}
          </Alert>
          <Button component={Link} to="/app/find_room" variant="light" size="lg">
            {t('qr.find_room')}
          </Button>
        </Stack>
      );
  }
}

function NearestFree({ place }: { place: TQrPlace }) {
  const { t } = useTranslation();
  const free = place.nearest_free;
  if (place.kind !== 'desk') return null;
  if (!free) return <Text c="dimmed">{t('qr.no_free_desk')}</Text>;
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Text fw={600}>{t('qr.nearest_free')}</Text>
        <Text>
          {free.name} · {free.floor.name}
        </Text>
        <Button component={Link} to={free.path} variant="light" size="lg" leftSection={<IconMapPin size={22} />}>
          {t('qr.go_to', { name: free.name })}
        </Button>
      </Stack>
    </Card>
  );
}
