import type { TEvacuee } from '@flexapp/contract';
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/scroll-table/scroll-table';
import { orgTime } from '@/lib/org-time';
import classes from './evacuation.module.css';

/** Groups rows by floor, keeping the order the API gave (Setup's floor order). */
export function byFloor<T extends { floor: { id: number; name: string } }>(rows: T[]) {
  const floors = new Map<number, { name: string; rows: T[] }>();
  for (const r of rows) {
    const floor = floors.get(r.floor.id) ?? { name: r.floor.name, rows: [] };
    floor.rows.push(r);
    floors.set(r.floor.id, floor);
  }
  return [...floors.entries()].map(([id, f]) => ({ id, ...f }));
}

/** Everyone present, floor by floor: name, colleague or guest, place, since when, and notes (decision 365). */
export function PresentTable({ people }: { people: TEvacuee[] }) {
  const { t } = useTranslation();
  if (people.length === 0) return <Text c="dimmed">{t('evacuation.nobody')}</Text>;
  return (
    <Stack gap="lg">
      {byFloor(people).map((floor) => (
        <section key={floor.id} className={classes.floor} aria-label={floor.name}>
          <Title order={3} size="h4" mb="xs">
            {t('evacuation.floor_count', { floor: floor.name, count: floor.rows.length })}
          </Title>
          <ScrollTable label={floor.name} minWidth={560}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('evacuation.column.name')}</Table.Th>
                  <Table.Th>{t('evacuation.column.kind')}</Table.Th>
                  <Table.Th>{t('evacuation.column.place')}</Table.Th>
                  <Table.Th>{t('evacuation.column.since')}</Table.Th>
                  <Table.Th>{t('evacuation.column.note')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {floor.rows.map((p, i) => (
                  <Table.Tr key={`${p.kind}-${p.name}-${i}`}>
                    <Table.Td fw={600}>{p.name}</Table.Td>
                    <Table.Td>{t(p.kind === 'guest' ? 'evacuation.guest' : 'evacuation.colleague')}</Table.Td>
                    <Table.Td>{p.place}</Table.Td>
                    <Table.Td>{orgTime(p.since)}</Table.Td>
                    <Table.Td>
                      <Group gap={6}>
                        {p.bhv && (
                          <Badge color="red.9" variant="filled" size="sm">
                            {t('evacuation.bhv')}
                          </Badge>
                        )}
                        {p.company && <Text size="sm">{p.company}</Text>}
                        {p.host && <Text size="sm">{t('evacuation.visits', { host: p.host })}</Text>}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </section>
      ))}
    </Stack>
  );
}
