import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PinMark } from '@/components/floor-plan/floor-plan';
import { deskStatusPinColor } from '@/lib/desk-status-color';

/** What the pin colours and shapes mean. */
export function Legend() {
  const { t } = useTranslation();
  const items = [
    ['FREE', 'floor_layout.legend_free'],
    ['BUSY', 'floor_layout.legend_busy'],
    ['CLOSED', 'floor_layout.legend_closed'],
  ] as const;
  return (
    <Group gap="md">
      {items.map(([status, key]) => (
        <Group key={status} gap={6} wrap="nowrap">
          <PinMark status={status} color={deskStatusPinColor[status]} />
          <Text size="sm">{t(key)}</Text>
        </Group>
      ))}
    </Group>
  );
}
