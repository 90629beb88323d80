import type { TFavouriteKind } from '@flexapp/contract';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAmenityName, usePlaceAmenities } from '@/lib/amenities-api';

/** The amenities of a desk or meeting room as badges (decision 261); nothing when it has none. */
export function PlaceAmenities({ kind, id }: { kind: TFavouriteKind; id: number }) {
  const { t } = useTranslation();
  const amenities = usePlaceAmenities(kind, id);
  const nameOf = useAmenityName();
  if (!amenities.data || amenities.data.length === 0) return null;
  return (
    <Group
      gap={4}
      component="ul"
      aria-label={t('amenities.of_place')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {amenities.data.map((a) => (
        <Badge key={a.id} component="li" variant="outline" color="gray" size="sm">
          {nameOf(a)}
        </Badge>
      ))}
    </Group>
  );
}
