import { Button, Group, NumberInput, Paper, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TSetupBuilding, TSetupFloor } from '@flexapp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/scroll-table/scroll-table';
import { updatePlace, useSetupBuildings, useSetupFloors, useSetupMutation } from '../api/places';
import { apiErrorText } from '@/lib/api-error-text';

/** Capacity limits per building and per floor (empty = no limit). */
export function LimitsCard() {
  const { t } = useTranslation();
  const buildings = useSetupBuildings();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} mb="xs">
        {t('setup.rules.limits')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('setup.rules.limits_help')}
      </Text>
      {buildings.data?.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('setup.structure.empty_buildings')}
        </Text>
      )}
      <ScrollTable label={t('setup.rules.limits')}>
        <Table>
          <Table.Tbody>
            {buildings.data?.map((b) => (
              <BuildingLimits key={b.id} building={b} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}

function BuildingLimits({ building }: { building: TSetupBuilding }) {
  const floors = useSetupFloors(building.id);
  return (
    <>
      <LimitRow kind="buildings" row={building} strong />
      {floors.data?.map((f) => (
        <LimitRow key={f.id} kind="floors" row={f} />
      ))}
    </>
  );
}

function LimitRow({
  kind,
  row,
  strong,
}: {
  kind: 'buildings' | 'floors';
  row: TSetupBuilding | TSetupFloor;
  strong?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState<number | string>(row.booking_limit ?? '');
  const save = useSetupMutation(() =>
    updatePlace(kind, row.id, { version: row.version, booking_limit: value === '' ? null : Number(value) }),
  );
  const changed = String(value) !== String(row.booking_limit ?? '');
  return (
    <Table.Tr>
      <Table.Td pl={strong ? 0 : 'lg'}>
        <Text fw={strong ? 600 : 400} size="sm">
          {row.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <NumberInput
            aria-label={t('setup.rules.limit_of', { name: row.name })}
            placeholder={t('setup.rules.no_limit')}
            min={0}
            allowDecimal={false}
            value={value}
            onChange={setValue}
            w={140}
            size="xs"
          />
          <Button
            size="xs"
            variant="light"
            disabled={!changed}
            loading={save.isPending}
            onClick={() =>
              save.mutate(undefined, {
                onSuccess: () =>
                  notifications.show({ color: 'teal', message: t('setup.rules.limit_saved', { name: row.name }) }),
                onError: (err) => notifications.show({ color: 'red', message: apiErrorText(err, i18n.language) }),
              })
            }
          >
            {t('setup.save')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
