import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckinDurations } from '../api/get-checkin-durations';
import type { DashboardFilters } from '../api/report-filters';
import { formatHoursMinutes, formatMonth } from '../lib/format';
import { CardShell } from './card-shell';
import { EChart } from './e-chart';

const NONE: never[] = [];

/** Average check-in duration per month: workplaces versus meeting rooms (hours on the axis, h m in the tooltip). */
export function CheckinDurationChart({ filters }: { filters: DashboardFilters }) {
  const { t, i18n } = useTranslation();
  const desks = useCheckinDurations(filters, 'WORKSPACE');
  const meetings = useCheckinDurations(filters, 'MEETING');
  const months = desks.data ?? NONE;
  const empty = [...months, ...(meetings.data ?? [])].every((m) => m.count === 0);

  const option = useMemo(() => {
    const hours = (s: number) => Math.round((s / 3600) * 10) / 10;
    const names = [t('my_dashboard.durations.workplaces'), t('my_dashboard.durations.meeting_rooms')];
    return {
      grid: { left: 40, right: 16, top: 36, bottom: 28 },
      legend: { top: 0 },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (v: number) => formatHoursMinutes(v * 3600),
      },
      xAxis: { type: 'category', data: months.map((m) => formatMonth(m.month, i18n.language)) },
      yAxis: { type: 'value', name: t('my_dashboard.durations.hours'), nameTextStyle: { align: 'left' } },
      series: [
        {
          name: names[0],
          type: 'bar',
          barMaxWidth: 28,
          itemStyle: { color: '#228be6' },
          data: months.map((m) => hours(m.average)),
        },
        {
          name: names[1],
          type: 'bar',
          barMaxWidth: 28,
          itemStyle: { color: '#fab005' },
          data: (meetings.data ?? []).map((m) => hours(m.average)),
        },
      ],
    };
  }, [months, meetings.data, t, i18n.language]);

  return (
    <CardShell
      title={t('my_dashboard.durations.title')}
      subtitle={t('my_dashboard.durations.subtitle')}
      testId="duration-chart"
      loading={desks.isPending || meetings.isPending}
      refreshing={desks.isFetching || meetings.isFetching}
      error={desks.error ?? meetings.error}
      onRetry={() => {
        void desks.refetch();
        void meetings.refetch();
      }}
      empty={empty}
      minHeight={260}
    >
      <EChart option={option} height={260} label={t('my_dashboard.durations.title')} />
    </CardShell>
  );
}
