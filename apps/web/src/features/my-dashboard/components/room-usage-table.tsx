import type { TCheckinPlaceType, TRoomUsage } from '@flexapp/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomUsage } from '../api/get-room-usage';
import type { DashboardFilters } from '../api/report-filters';
import { formatHoursMinutes } from '../lib/format';
import { CardShell, queryState } from './card-shell';
import { ReportTable } from './report-table';

interface RoomUsageTableProps {
  filters: DashboardFilters;
  title: string;
  subtitle: string;
  testId: string;
  sort: 'asc' | 'desc';
  checkinType?: TCheckinPlaceType;
  limit?: number;
}

/** Rooms with their use in the range (hours and minutes): most used, least used, or meeting rooms. */
export function RoomUsageTable({
  filters,
  title,
  subtitle,
  testId,
  sort,
  checkinType,
  limit = 5,
}: RoomUsageTableProps) {
  const { t } = useTranslation();
  const usage = useRoomUsage(filters, { sort, checkinType, limit });
  const columns = useMemo<ColumnDef<TRoomUsage, unknown>[]>(
    () => [
      // Aggregate-only analytics folds rooms few people used into one row, id 0 (decision 366).
      {
        id: 'room',
        header: t('my_dashboard.tables.room'),
        accessorFn: (r) => (r.room_id === 0 ? t('aggregate.other') : r.room_name),
      },
      {
        id: 'place',
        header: t('my_dashboard.tables.location'),
        accessorFn: (r) => (r.room_id === 0 ? '' : `${r.floor_name}, ${r.building_name}`),
      },
      {
        id: 'usage',
        header: t('my_dashboard.tables.usage'),
        accessorFn: (r) => formatHoursMinutes(r.last_month_usage),
      },
      // Meeting rooms are also booked by time range (decision 130): how many bookings in the period.
      ...(checkinType === 'MEETING'
        ? [{ id: 'bookings', header: t('my_dashboard.tables.bookings'), accessorKey: 'bookings' } as const]
        : []),
    ],
    [t, checkinType],
  );
  return (
    <CardShell
      title={title}
      subtitle={subtitle}
      testId={testId}
      {...queryState(usage)}
      empty={usage.data?.length === 0}
      minHeight={160}
    >
      <ReportTable
        data={usage.data ?? []}
        columns={columns}
        testId={testId}
        numeric={['usage', 'bookings']}
        label={title}
      />
    </CardShell>
  );
}
