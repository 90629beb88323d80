import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckinSummaries } from '../api/get-checkin-summaries';
import type { DashboardFilters } from '../api/report-filters';
import { formatMonth, formatPercent } from '../lib/format';
import { change, comparesWithPrevious, previousPeriod } from '../lib/previous-period';
import { CardShell, queryState } from './card-shell';
import { EChart } from './e-chart';

const NONE: never[] = [];

/**
 * Desk and meeting-room check-ins per month of the range. A range of a few months is compared with the
 * period before it, as a second, hatched bar per month and as a change in words (decision 173).
 */
export function CheckinsPerMonthChart({ filters }: { filters: DashboardFilters }) {
  const { t, i18n } = useTranslation();
  const compare = comparesWithPrevious(filters.range);
  const before = useMemo(() => ({ ...filters, range: previousPeriod(filters.range) }), [filters]);
  const summaries = useCheckinSummaries(filters);
  const previous = useCheckinSummaries(compare ? before : filters);
  const months = summaries.data ?? NONE;
  const earlier = compare ? (previous.data ?? NONE) : NONE;
  const total = months.reduce((sum, m) => sum + m.count, 0);
  const totalBefore = earlier.reduce((sum, m) => sum + m.count, 0);
  const delta = compare && previous.data ? change(total, totalBefore) : null;
  const number = new Intl.NumberFormat(i18n.language);

  const option = useMemo(() => {
    const monthName = (m: string) => formatMonth(m, i18n.language);
    return {
      grid: { left: 48, right: 16, top: compare ? 36 : 24, bottom: 28 },
      legend: compare ? { top: 0 } : undefined,
      tooltip: { trigger: 'axis' },
      aria: { enabled: true, label: { enabled: false }, decal: { show: true } },
      xAxis: { type: 'category', data: months.map((m) => monthName(m.month)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          name: t('my_dashboard.per_month.this_period'),
          type: 'bar',
          barMaxWidth: 36,
          itemStyle: { color: '#0c8599', decal: { symbol: 'none' } },
          label: { show: months.length <= 12, position: 'top' },
          data: months.map((m) => m.count),
        },
        ...(compare
          ? [
              {
                name: t('my_dashboard.per_month.previous_period'),
                type: 'bar',
                barMaxWidth: 36,
                // Hatched as well as lighter: the two periods are told apart without colour.
                itemStyle: {
                  color: '#adb5bd',
                  decal: { symbol: 'rect', dashArrayX: [1, 0], dashArrayY: [2, 4], rotation: -0.8 },
                },
                label: { show: true, position: 'top', color: '#495057' },
                data: earlier.map((m) => ({ value: m.count, name: monthName(m.month) })),
              },
            ]
          : []),
      ],
    };
  }, [months, earlier, compare, t, i18n.language]);

  return (
    <CardShell
      title={t('my_dashboard.per_month.title')}
      subtitle={t('my_dashboard.per_month.subtitle')}
      testId="checkins-per-month"
      {...queryState(summaries)}
      empty={months.every((m) => m.count === 0)}
      minHeight={260}
    >
      {compare && previous.data && (
        <Text size="sm" c="gray.7" mb="xs" data-testid="per-month-compare">
          {delta === null
            ? t('my_dashboard.per_month.compare_none', { count: total, total: number.format(total) })
            : t('my_dashboard.per_month.compare', {
                count: total,
                total: number.format(total),
                before: number.format(totalBefore),
                change: `${delta >= 0 ? '+' : '−'}${formatPercent(Math.abs(delta) * 100, i18n.language)}`,
              })}
        </Text>
      )}
      <EChart option={option} height={260} label={t('my_dashboard.per_month.title')} />
    </CardShell>
  );
}
