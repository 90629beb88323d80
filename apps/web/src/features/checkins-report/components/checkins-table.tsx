import type { TCheckinActivity } from '@flexapp/contract';
import { Anchor, Badge, Button, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/scroll-table/scroll-table';
import { useSignOutGuest } from '../api/sign-out-guest';
import { plainDateTime, plainTime, prettyDateTime } from './format';

export type CellFilter = { kind: 'user' | 'desk' | 'room'; id: number; label: string };

interface Props {
  rows: TCheckinActivity[];
  prettyDates: boolean;
  onFilter(filter: CellFilter): void;
}

const PAGE_SIZE = 25;

/** The check-ins table: desk, room and user cells are links that filter by that item. */
export function CheckinsTable({ rows, prettyDates, onFilter }: Props) {
  const { t, i18n } = useTranslation();
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: PAGE_SIZE });
  useEffect(() => setPagination((p) => ({ ...p, pageIndex: 0 })), [rows]);
  const when = (iso: string) => (prettyDates ? prettyDateTime(iso, i18n.language) : plainDateTime(iso));
  const signOut = useSignOutGuest();
  // Rendering only: whether a timed (guest) check-in is still running as the page is looked at.
  const now = Date.now();

  const columns = useMemo<ColumnDef<TCheckinActivity>[]>(
    () => [
      { id: 'created', header: t('checkins.columns.created'), cell: ({ row }) => when(row.original.created) },
      {
        id: 'deactivated_at',
        header: t('checkins.columns.deactivated_at'),
        cell: ({ row }) => {
          const c = row.original;
          if (c.deactivated_at && new Date(c.deactivated_at).getTime() <= now) return when(c.deactivated_at);
          // Still here: open check-ins, and guests until their end time or until staff sign them out.
          return (
            <Stack gap={4} align="flex-start">
              <Badge color="teal" variant="light" data-testid="checkin-present">
                {c.deactivated_at
                  ? t('checkins.present_until', { time: plainTime(c.deactivated_at) })
                  : t('checkins.active')}
              </Badge>
              {c.guest && (
                <Button
                  size="compact-xs"
                  variant="outline"
                  loading={signOut.isPending && signOut.variables === c.id}
                  onClick={() => signOut.mutate(c.id)}
                >
                  {t('checkins.sign_out_guest', { name: c.guest_name })}
                </Button>
              )}
            </Stack>
          );
        },
      },
      { id: 'type', header: t('checkins.columns.type'), cell: ({ row }) => t(`checkins.types.${row.original.type}`) },
      {
        id: 'person',
        header: t('checkins.columns.person'),
        cell: ({ row }) => {
          const c = row.original;
          if (c.guest) {
            return (
              <Stack gap={2} align="flex-start">
                <Text size="sm">{c.guest_name}</Text>
                <Badge size="xs" color="grape" style={{ flexShrink: 0 }}>
                  {t('checkins.guest')}
                </Badge>
              </Stack>
            );
          }
          return c.user !== null ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              data-testid="cell-user"
              onClick={() => onFilter({ kind: 'user', id: c.user!, label: c.user_name ?? '' })}
            >
              {c.user_name}
            </Anchor>
          ) : null;
        },
      },
      {
        id: 'desk',
        header: t('checkins.columns.desk'),
        cell: ({ row }) => {
          const c = row.original;
          return c.desk !== null ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              data-testid="cell-desk"
              onClick={() => onFilter({ kind: 'desk', id: c.desk!, label: `${c.desk_name} (${c.room_name})` })}
            >
              {c.desk_name}
            </Anchor>
          ) : null;
        },
      },
      {
        id: 'room',
        header: t('checkins.columns.room'),
        cell: ({ row }) => {
          const c = row.original;
          return c.room !== null ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              data-testid="cell-room"
              onClick={() => onFilter({ kind: 'room', id: c.room!, label: c.room_name ?? '' })}
            >
              {c.room_name}
            </Anchor>
          ) : null;
        },
      },
      { id: 'company', header: t('checkins.columns.company'), cell: ({ row }) => row.original.guest_company },
      {
        id: 'contact',
        header: t('checkins.columns.contact'),
        cell: ({ row }) => (
          <Stack gap={0}>
            {[row.original.guest_email, row.original.guest_phonenumber].filter(Boolean).map((v) => (
              <Text key={v} size="sm" style={{ wordBreak: 'break-all' }}>
                {v}
              </Text>
            ))}
          </Stack>
        ),
      },
      { id: 'visit_person', header: t('checkins.columns.visit_person'), cell: ({ row }) => row.original.visit_person },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, prettyDates, i18n.language, onFilter, signOut.isPending, signOut.variables],
  );

  const table = useReactTable({
    data: rows,
    columns,
    state: { pagination },
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    getRowId: (row) => String(row.id),
  });

  return (
    <>
      <ScrollTable label={t('page_title.checkins')}>
        <Table striped highlightOnHover verticalSpacing="xs" data-testid="checkins-table" miw={1000}>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => (
                  <Table.Th key={header.id}>{flexRender(header.column.columnDef.header, header.getContext())}</Table.Th>
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {table.getRowModel().rows.map((row) => (
              <Table.Tr key={row.id} data-testid="checkin-row">
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed" data-testid="checkins-count">
          {t('checkins.count', { count: rows.length })}
        </Text>
        {table.getPageCount() > 1 && (
          <Pagination
            total={table.getPageCount()}
            value={pagination.pageIndex + 1}
            onChange={(p) => table.setPageIndex(p - 1)}
            size="sm"
          />
        )}
      </Group>
    </>
  );
}
