import type { TSetupAmenities } from '@flexapp/contract';
import { Button, Card, Group, MultiSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignAmenity, useDeleteAmenity } from '../api/amenities';
import { apiErrorText } from '@/lib/api-error-text';

type Amenity = TSetupAmenities['amenities'][number];
type Place = TSetupAmenities['places'][number];
const key = (kind: string, id: number) => `${kind}:${id}`;

/** One amenity: its names, the desks and meeting rooms that have it (chosen many at once), save and delete. */
export function AmenityCard({ amenity, places }: { amenity: Amenity; places: Place[] }) {
  const { t, i18n } = useTranslation();
  const assign = useAssignAmenity();
  const remove = useDeleteAmenity();
  const initial = [...amenity.desk_ids.map((id) => key('desk', id)), ...amenity.room_ids.map((id) => key('room', id))];
  const [chosen, setChosen] = useState<string[]>(initial);
  const [saved, setSaved] = useState(false);
  const ids = (kind: string) => chosen.filter((c) => c.startsWith(`${kind}:`)).map((c) => Number(c.split(':')[1]));
  const error = assign.error ?? remove.error;
  const name = i18n.language.startsWith('nl') ? amenity.name_nl : amenity.name_en;
  return (
    <Card withBorder padding="sm" component="article" aria-label={name}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text fw={600}>{amenity.name_en}</Text>
          <Text size="sm" c="dimmed" lang="nl">
            {amenity.name_nl}
          </Text>
        </div>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          loading={remove.isPending}
          onClick={() => remove.mutate(amenity.id)}
        >
          {t('setup.amenities.delete')}
        </Button>
      </Group>
      <MultiSelect
        mt="xs"
        label={t('setup.amenities.places', { name })}
        placeholder={t('setup.amenities.places_placeholder')}
        searchable
        clearable
        data={[
          {
            group: t('setup.amenities.desks'),
            items: places.filter((p) => p.kind === 'desk').map((p) => ({ value: key(p.kind, p.id), label: p.label })),
          },
          {
            group: t('setup.amenities.rooms'),
            items: places.filter((p) => p.kind === 'room').map((p) => ({ value: key(p.kind, p.id), label: p.label })),
          },
        ]}
        value={chosen}
        onChange={(v) => {
          setChosen(v);
          setSaved(false);
        }}
      />
      <Group mt="xs" gap="sm">
        <Button
          size="compact-md"
          loading={assign.isPending}
          onClick={() =>
            assign.mutate(
              { id: amenity.id, desk_ids: ids('desk'), room_ids: ids('room') },
              { onSuccess: () => setSaved(true) },
            )
          }
        >
          {t('setup.amenities.save')}
        </Button>
        {saved && (
          <Text size="sm" c="teal" role="status">
            {t('setup.amenities.saved', { count: chosen.length })}
          </Text>
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {apiErrorText(error, i18n.language)}
          </Text>
        )}
      </Group>
    </Card>
  );
}
