import type { TLatestCheckin } from '@flexapp/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime as time } from '@/lib/format-date-time';
import { useLatestCheckins } from '../api/get-latest-checkins';
import type { DashboardFilters } from '../api/report-filters';
import { CardShell, queryState } from './card-shell';
import { ReportTable } from './report-table';

/** Recently used meeting rooms: the newest meeting-room check-ins of the range. */
export function RecentMeetingRoomsTable({ filters }: { filters: DashboardFilters }) {
  const { t } = useTranslation();
  const latest = useLatestCheckins(filters, 'MEETING', 8);
  const columns = useMemo<ColumnDef<TLatestCheckin, unknown>[]>(
    () => [
      { id: 'room', header: t('my_dashboard.tables.room'), accessorFn: (r) => r.room.name },
      {
        id: 'place',
        header: t('my_dashboard.tables.location'),
        accessorFn: (r) => `${r.floor_name}, ${r.building_name}`,
      },
      {
        id: 'who',
        header: t('my_dashboard.tables.who'),
        accessorFn: (r) => r.user?.name ?? `${r.guest_name ?? ''} (${t('my_dashboard.tables.guest')})`,
      },
      { id: 'when', header: t('my_dashboard.tables.when'), accessorFn: (r) => time(r.created) },
    ],
    [t],
  );
  return (
    <CardShell
      title={t('my_dashboard.tables.recent_meeting_rooms')}
      subtitle={t('my_dashboard.tables.recent_meeting_rooms_hint')}
      testId="recent-meeting-rooms"
      {...queryState(latest)}
      empty={latest.data?.length === 0}
      minHeight={160}
    >
      <ReportTable
        data={latest.data ?? []}
        columns={columns}
        testId="recent-meeting-rooms"
        nowrap={['when']}
        label={t('my_dashboard.tables.recent_meeting_rooms')}
      />
    </CardShell>
  );
}
