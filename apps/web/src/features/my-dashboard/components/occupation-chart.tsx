import { CHART_Y_HEADROOM } from '@flexapp/contract';
import { SegmentedControl } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckinStats } from '../api/get-checkin-stats';
import type { DashboardFilters } from '../api/report-filters';
import { chartYMax } from '../lib/format';
import { granularityFor, groupByPeriod, periodLabel } from '../lib/group-by-period';
import { CardShell, queryState } from './card-shell';
import { EChart } from './e-chart';

const NONE: never[] = [];

type Mode = 'bar' | 'line';

/** Check-ins and occupied desks per day, as bars or lines; y maximum = highest count + 5 (docs/product/dashboard.md). */
export function OccupationChart({ filters }: { filters: DashboardFilters }) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<Mode>('bar');
  const stats = useCheckinStats(filters);
  const days = stats.data?.total ?? NONE;
  const empty = days.every((d) => d.count === 0);

  // A day a bar up to six weeks, then weeks, then months (decision 173): a year reads as 12 bars, not 365.
  const granularity = granularityFor(days.length);
  const option = useMemo(() => {
    const points = groupByPeriod(days, granularity, [(d) => d.count, (d) => d.occupied_desks]);
    const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
    const max = chartYMax(
      points.flatMap((p) => p.values),
      CHART_Y_HEADROOM,
    );
    const series = (name: string, values: number[], color: string) => ({
      name,
      type: mode,
      data: values,
      itemStyle: { color },
      smooth: mode === 'line',
      showSymbol: points.length <= 62,
      ...(mode === 'line' ? { areaStyle: { opacity: 0.08 } } : { barMaxWidth: 18 }),
    });
    return {
      grid: { left: 40, right: 16, top: 36, bottom: 28 },
      legend: { top: 0 },
      tooltip: { trigger: 'axis', valueFormatter: (v: number) => number.format(v) },
      xAxis: {
        type: 'category',
        data: points.map((p) => periodLabel(p.start, granularity, i18n.language, t('my_dashboard.occupation.week'))),
        axisLabel: { hideOverlap: true },
      },
      yAxis: {
        type: 'value',
        max: Math.ceil(max),
        minInterval: 1,
        axisLabel: { formatter: (v: number) => number.format(v) },
      },
      series: [
        series(
          t('my_dashboard.occupation.checkins'),
          points.map((p) => p.values[0]),
          '#12b886',
        ),
        series(
          t('my_dashboard.occupation.occupied_desks'),
          points.map((p) => p.values[1]),
          '#228be6',
        ),
      ],
    };
  }, [days, granularity, mode, t, i18n.language]);

  return (
    <CardShell
      title={t('my_dashboard.occupation.title')}
      subtitle={t(`my_dashboard.occupation.subtitle_${granularity}`)}
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
        dataAttributes={{
          'data-chart-type': mode,
          'data-y-max': String(option.yAxis.max),
          'data-granularity': granularity,
          'data-points': String(option.xAxis.data.length),
        }}
      />
    </CardShell>
  );
}
