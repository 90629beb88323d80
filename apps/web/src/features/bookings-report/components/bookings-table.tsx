import type { TBookingListItem } from '@flexapp/contract';
import { Table } from '@mantine/core';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/scroll-table/scroll-table';
import { bookingDate, bookingLocation, bookingTime, createdAt } from './format';

/** One server page of bookings (the server paginates; this table only draws). */
export function BookingsTable({ rows }: { rows: TBookingListItem[] }) {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<TBookingListItem>[]>(
    () => [
      { id: 'date', header: t('bookings.columns.date'), cell: ({ row }) => bookingDate(row.original) },
      { id: 'time', header: t('bookings.columns.time'), cell: ({ row }) => bookingTime(row.original) },
      { id: 'user', header: t('bookings.columns.user'), cell: ({ row }) => row.original.user_name },
      { id: 'location', header: t('bookings.columns.location'), cell: ({ row }) => bookingLocation(row.original) },
      { id: 'created', header: t('bookings.columns.created'), cell: ({ row }) => createdAt(row.original) },
    ],
    [t],
  );
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => String(r.id),
  });
  return (
    <ScrollTable label={t('page_title.bookings')}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="bookings-table" miw={800}>
        <Table.Thead>
          {table.getHeaderGroups().map((g) => (
            <Table.Tr key={g.id}>
              {g.headers.map((h) => (
                <Table.Th key={h.id}>{flexRender(h.column.columnDef.header, h.getContext())}</Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((r) => (
            <Table.Tr key={r.id} data-testid="booking-row">
              {r.getVisibleCells().map((c) => (
                <Table.Td key={c.id}>{flexRender(c.column.columnDef.cell, c.getContext())}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
