import type { TEvacuationUnconfirmed } from '@flexapp/contract';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/scroll-table/scroll-table';
import { orgTime } from '@/lib/org-time';

/** Booked now but checked in nowhere: perhaps inside, to be checked by the marshals (decision 365). */
export function UnconfirmedTable({ people }: { people: TEvacuationUnconfirmed[] }) {
  const { t } = useTranslation();
  if (people.length === 0) return <Text c="dimmed">{t('evacuation.unconfirmed_none')}</Text>;
  return (
    <ScrollTable label={t('evacuation.unconfirmed_title')} minWidth={480}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('evacuation.column.name')}</Table.Th>
            <Table.Th>{t('evacuation.column.floor')}</Table.Th>
            <Table.Th>{t('evacuation.column.place')}</Table.Th>
            <Table.Th>{t('evacuation.column.until')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((p, i) => (
            <Table.Tr key={`${p.name}-${i}`}>
              <Table.Td fw={600}>{p.name}</Table.Td>
              <Table.Td>{p.floor.name}</Table.Td>
              <Table.Td>{p.place}</Table.Td>
              <Table.Td>{orgTime(p.until)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
