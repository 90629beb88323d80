import { PIN_SIZE_PX } from '@flexapp/contract';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { deskStatusPinColor } from '@/lib/desk-status-color';

/** What the pin colours mean. */
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
          <span
            style={{
              width: PIN_SIZE_PX,
              height: PIN_SIZE_PX,
              borderRadius: '50%',
              background: deskStatusPinColor[status],
              display: 'inline-block',
            }}
          />
          <Text size="sm">{t(key)}</Text>
        </Group>
      ))}
    </Group>
  );
}
