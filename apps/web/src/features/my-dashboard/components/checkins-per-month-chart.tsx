import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckinSummaries } from '../api/get-checkin-summaries';
import type { DashboardFilters } from '../api/report-filters';
import { formatMonth } from '../lib/format';
import { CardShell, queryState } from './card-shell';
import { EChart } from './e-chart';

const NONE: never[] = [];

/** Desk and meeting-room check-ins per month of the range. */
export function CheckinsPerMonthChart({ filters }: { filters: DashboardFilters }) {
  const { t, i18n } = useTranslation();
  const summaries = useCheckinSummaries(filters);
  const months = summaries.data ?? NONE;
  const option = useMemo(
    () => ({
      grid: { left: 48, right: 16, top: 24, bottom: 28 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: months.map((m) => formatMonth(m.month, i18n.language)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          name: t('my_dashboard.per_month.checkins'),
          type: 'bar',
          barMaxWidth: 36,
          itemStyle: { color: '#12b886' },
          label: { show: months.length <= 12, position: 'top' },
          data: months.map((m) => m.count),
        },
      ],
    }),
    [months, t, i18n.language],
  );

  return (
    <CardShell
      title={t('my_dashboard.per_month.title')}
      subtitle={t('my_dashboard.per_month.subtitle')}
      testId="checkins-per-month"
      {...queryState(summaries)}
      empty={months.every((m) => m.count === 0)}
      minHeight={260}
    >
      <EChart option={option} height={260} label={t('my_dashboard.per_month.title')} />
    </CardShell>
  );
}
