import type { TDeskUsage } from '@flexapp/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeskUsage } from '../api/get-desk-usage';
import type { DashboardFilters } from '../api/report-filters';
import { formatHoursMinutes } from '../lib/format';
import { CardShell, queryState } from './card-shell';
import { ReportTable } from './report-table';

/** Workplaces (desks) by use in the range, hours and minutes. */
export function WorkplacesTable({ filters }: { filters: DashboardFilters }) {
  const { t } = useTranslation();
  const usage = useDeskUsage(filters, 'desc', 10);
  const columns = useMemo<ColumnDef<TDeskUsage, unknown>[]>(
    () => [
      // Aggregate-only analytics folds desks few people used into one row, id 0 (decision 366).
      {
        id: 'desk',
        header: t('my_dashboard.tables.desk'),
        accessorFn: (r) => (r.desk_id === 0 ? t('aggregate.other') : r.desk_name),
      },
      { id: 'room', header: t('my_dashboard.tables.room'), accessorKey: 'room_name' },
      {
        id: 'place',
        header: t('my_dashboard.tables.location'),
        accessorFn: (r) => (r.desk_id === 0 ? '' : `${r.floor_name}, ${r.building_name}`),
      },
      {
        id: 'usage',
        header: t('my_dashboard.tables.usage'),
        accessorFn: (r) => formatHoursMinutes(r.last_month_usage),
      },
    ],
    [t],
  );
  return (
    <CardShell
      title={t('my_dashboard.tables.workplaces')}
      subtitle={t('my_dashboard.tables.workplaces_hint')}
      testId="workplaces"
      {...queryState(usage)}
      empty={usage.data?.length === 0}
      minHeight={160}
    >
      <ReportTable
        data={usage.data ?? []}
        columns={columns}
        testId="workplaces"
        numeric={['usage']}
        label={t('my_dashboard.tables.workplaces')}
      />
    </CardShell>
  );
}
