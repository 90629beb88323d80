import { Table } from '@mantine/core';
import { ScrollTable } from '@/components/scroll-table/scroll-table';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';

interface ReportTableProps<T> {
  data: T[];
  columns: ColumnDef<T, unknown>[];
  testId: string;
  /** Column ids aligned right (figures); they never wrap. */
  numeric?: string[];
  /** Other column ids that never wrap (dates, times); the rest wrap before the table scrolls. */
  nowrap?: string[];
  /** The table's name for the scroll region (screen readers). */
  label: string;
}

/** A compact read-only table (TanStack Table) for the dashboard's usage lists. */
export function ReportTable<T>({ data, columns, testId, numeric = [], nowrap = [], label }: ReportTableProps<T>) {
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <ScrollTable label={label} minWidth={360}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" data-testid={`${testId}-table`}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id} ta={numeric.includes(header.column.id) ? 'right' : undefined}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <Table.Td
                  key={cell.id}
                  ta={numeric.includes(cell.column.id) ? 'right' : undefined}
                  style={
                    numeric.includes(cell.column.id) || nowrap.includes(cell.column.id)
                      ? { whiteSpace: 'nowrap' }
                      : { minWidth: 96 }
                  }
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
