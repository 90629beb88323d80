import { MAX_AMENITY_FILTER } from '@flexapp/contract';
import { Alert, Button, Card, Chip, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAmenities, useAmenityName, useAmenityPlaces } from '@/lib/amenities-api';

/** The amenity chips of Find desk (decision 261): none chosen shows nothing here (the tree shows). */
export function AmenityChips({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const amenities = useAmenities();
  const nameOf = useAmenityName();
  if (!amenities.data || amenities.data.length === 0) return null;
  return (
    <div role="group" aria-label={t('amenities.filter')}>
      <Text size="sm" fw={600} mb={4}>
        {t('amenities.filter')}
      </Text>
      <Chip.Group
        multiple
        value={value.map(String)}
        onChange={(v) => onChange(v.map(Number).slice(0, MAX_AMENITY_FILTER))}
      >
        <Group gap={6}>
          {amenities.data.map((a) => (
            <Chip key={a.id} value={String(a.id)} size="sm">
              {nameOf(a)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </div>
  );
}

/** The desks and meeting rooms having every chosen amenity, each one tap from booking it. */
export function AmenityResults({ ids, date }: { ids: number[]; date: string }) {
  const { t } = useTranslation();
  const places = useAmenityPlaces(ids);
  const amenities = useAmenities();
  const nameOf = useAmenityName();
  if (places.isPending) return <Loader size="sm" role="status" aria-label={t('app.loading')} />;
  if (places.isError) return <Alert color="red">{t('amenities.failed')}</Alert>;
  return (
    <Stack gap="xs" component="section" aria-label={t('amenities.results')}>
      <Text size="sm" c="dimmed" role="status">
        {t('amenities.count', { count: places.data.length })}
      </Text>
      {places.data.map((p) => (
        <Card key={`${p.kind}-${p.id}`} withBorder padding="sm" component="article" aria-label={p.name}>
          <Group justify="space-between" wrap="nowrap" align="start">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{p.name}</Text>
              <Text size="xs" c="dimmed">
                {p.kind === 'desk'
                  ? `${p.building.name} · ${p.floor.name} · ${p.room.name}`
                  : `${p.building.name} · ${p.floor.name} · ${t('amenities.meeting_room')}`}
              </Text>
              <Text size="xs">
                {p.amenity_ids
                  .map((id) => amenities.data?.find((a) => a.id === id))
                  .filter((a) => a !== undefined)
                  .map(nameOf)
                  .join(', ')}
              </Text>
            </div>
            <Button
              size="compact-md"
              style={{ flexShrink: 0 }}
              component={Link}
              aria-label={t('amenities.open', { name: p.name })}
              to={
                p.kind === 'desk'
                  ? `/app/booking_time_slots/${p.id}?date=${date}`
                  : `/app/find_room?building=${p.building.id}&room=${p.id}&date=${date}`
              }
            >
              {t('amenities.book')}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
