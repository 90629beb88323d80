import { Table } from '@mantine/core';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';

interface ReportTableProps<T> {
  data: T[];
  columns: ColumnDef<T, unknown>[];
  testId: string;
  /** Column ids aligned right (figures). */
  numeric?: string[];
}

/** A compact read-only table (TanStack Table) for the dashboard's usage lists. */
export function ReportTable<T>({ data, columns, testId, numeric = [] }: ReportTableProps<T>) {
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <Table.ScrollContainer minWidth={360}>
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
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
