import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlaceNeighbourhood } from '@/lib/neighbourhoods-api';

/** A place's neighbourhood (decision 310): a dot of its colour and its name, and why the person cannot book it. */
export function NeighbourhoodTag({ mark }: { mark: PlaceNeighbourhood }) {
  const { t } = useTranslation();
  return (
    <div data-testid="neighbourhood-tag">
      <Group gap={6} wrap="nowrap">
        <span
          aria-hidden
          style={{
            width: 10,
            height: 10,
            borderRadius: 5,
            background: mark.colour,
            flexShrink: 0,
            display: 'inline-block',
          }}
        />
        <Text size="xs" c="dimmed">
          {t('neighbourhoods.in', { name: mark.name })}
        </Text>
      </Group>
      {mark.reason && (
        <Text size="xs" fw={600} c="red.9">
          {mark.reason}
        </Text>
      )}
    </div>
  );
}
