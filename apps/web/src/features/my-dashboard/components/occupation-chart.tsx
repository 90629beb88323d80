import { CHART_Y_HEADROOM, toDisplayDate } from '@flexapp/contract';
import { SegmentedControl } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckinStats } from '../api/get-checkin-stats';
import type { DashboardFilters } from '../api/report-filters';
import { chartYMax } from '../lib/format';
import { CardShell, queryState } from './card-shell';
import { EChart } from './e-chart';

const NONE: never[] = [];

type Mode = 'bar' | 'line';

/** Check-ins and occupied desks per day, as bars or lines; y maximum = highest count + 5 (docs/product/dashboard.md). */
export function OccupationChart({ filters }: { filters: DashboardFilters }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('bar');
  const stats = useCheckinStats(filters);
  const days = stats.data?.total ?? NONE;
  const empty = days.every((d) => d.count === 0);

  const option = useMemo(() => {
    const max = chartYMax(
      days.flatMap((d) => [d.count, d.occupied_desks]),
      CHART_Y_HEADROOM,
    );
    const series = (name: string, values: number[], color: string) => ({
      name,
      type: mode,
      data: values,
      itemStyle: { color },
      smooth: mode === 'line',
      showSymbol: days.length <= 62,
      ...(mode === 'line' ? { areaStyle: { opacity: 0.08 } } : { barMaxWidth: 18 }),
    });
    return {
      grid: { left: 40, right: 16, top: 36, bottom: 28 },
      legend: { top: 0 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: days.map((d) => toDisplayDate(d.day).slice(0, 5)) },
      yAxis: { type: 'value', max, minInterval: 1 },
      series: [
        series(
          t('my_dashboard.occupation.checkins'),
          days.map((d) => d.count),
          '#12b886',
        ),
        series(
          t('my_dashboard.occupation.occupied_desks'),
          days.map((d) => d.occupied_desks),
          '#228be6',
        ),
      ],
    };
  }, [days, mode, t]);

  return (
    <CardShell
      title={t('my_dashboard.occupation.title')}
      subtitle={t('my_dashboard.occupation.subtitle')}
      testId="occupation-chart"
      {...queryState(stats)}
      empty={empty}
      minHeight={300}
      actions={
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(v) => setMode(v as Mode)}
          data={[
            { value: 'bar', label: t('my_dashboard.occupation.bar') },
            { value: 'line', label: t('my_dashboard.occupation.line') },
          ]}
          data-testid="occupation-mode"
        />
      }
    >
      <EChart
        option={option}
        height={300}
        label={t('my_dashboard.occupation.title')}
        dataAttributes={{ 'data-chart-type': mode, 'data-y-max': String(option.yAxis.max) }}
      />
    </CardShell>
  );
}
