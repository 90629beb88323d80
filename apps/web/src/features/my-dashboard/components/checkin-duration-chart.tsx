import type { TCheckinDuration } from '@flexapp/contract';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckinDurations } from '../api/get-checkin-durations';
import type { DashboardFilters } from '../api/report-filters';
import { formatHoursMinutes, formatMonth, formatPercent } from '../lib/format';
import { change, comparesWithPrevious, overallAverage, previousPeriod } from '../lib/previous-period';
import { CardShell } from './card-shell';
import { EChart } from './e-chart';

const NONE: never[] = [];
/** The previous period's bars: lighter and hatched, so they differ from this period's without colour. */
const HATCH = { symbol: 'rect', dashArrayX: [1, 0], dashArrayY: [2, 4], rotation: -0.8 };

/**
 * Average check-in duration per month: workplaces versus meeting rooms (hours on the axis, h m in the tooltip).
 * A range of a few months is compared with the period before it, as hatched bars beside each month's and as
 * a change in words per kind of place (decision 173).
 */
export function CheckinDurationChart({ filters }: { filters: DashboardFilters }) {
  const { t, i18n } = useTranslation();
  const compare = comparesWithPrevious(filters.range);
  const before = useMemo(() => ({ ...filters, range: previousPeriod(filters.range) }), [filters]);
  const desks = useCheckinDurations(filters, 'WORKSPACE');
  const meetings = useCheckinDurations(filters, 'MEETING');
  // Without a comparison these ask for the same data as above, so React Query answers from the same cache entry.
  const desksBefore = useCheckinDurations(compare ? before : filters, 'WORKSPACE');
  const meetingsBefore = useCheckinDurations(compare ? before : filters, 'MEETING');
  const months = desks.data ?? NONE;
  const meetingMonths = meetings.data ?? NONE;
  const earlierDesks = compare ? (desksBefore.data ?? NONE) : NONE;
  const earlierMeetings = compare ? (meetingsBefore.data ?? NONE) : NONE;
  const empty = [...months, ...meetingMonths].every((m) => m.count === 0);
  const names = useMemo(
    () => ({ desks: t('my_dashboard.durations.workplaces'), meetings: t('my_dashboard.durations.meeting_rooms') }),
    [t],
  );

  const option = useMemo(() => {
    const hours = (s: number) => Math.round((s / 3600) * 10) / 10;
    const monthName = (m: string) => formatMonth(m, i18n.language);
    const bars = (name: string, color: string, data: readonly TCheckinDuration[]) => ({
      name,
      type: 'bar',
      barMaxWidth: 28,
      itemStyle: { color, decal: { symbol: 'none' } },
      data: data.map((m) => hours(m.average)),
    });
    const previousBars = (name: string, color: string, data: readonly TCheckinDuration[]) => ({
      name: t('my_dashboard.durations.previous', { place: name }),
      type: 'bar',
      barMaxWidth: 28,
      itemStyle: { color, decal: HATCH },
      data: data.map((m) => ({ value: hours(m.average), name: monthName(m.month) })),
    });
    return {
      // Four legend entries take two rows on a narrow card: room for them above the axis name.
      grid: { left: 40, right: 16, top: compare ? 84 : 36, bottom: 28 },
      legend: { top: 0 },
      aria: { enabled: true, label: { enabled: false }, decal: { show: true } },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (v: number) => formatHoursMinutes(v * 3600),
      },
      xAxis: { type: 'category', data: months.map((m) => monthName(m.month)) },
      yAxis: { type: 'value', name: t('my_dashboard.durations.hours'), nameTextStyle: { align: 'left' } },
      series: compare
        ? [
            bars(names.desks, '#228be6', months),
            previousBars(names.desks, '#a5d8ff', earlierDesks),
            bars(names.meetings, '#fab005', meetingMonths),
            previousBars(names.meetings, '#ffec99', earlierMeetings),
          ]
        : [bars(names.desks, '#228be6', months), bars(names.meetings, '#fab005', meetingMonths)],
    };
  }, [months, meetingMonths, earlierDesks, earlierMeetings, compare, names, t, i18n.language]);

  /** "Workplaces: 4h 05m on average, +3.2% compared with the previous period (3h 58m)"; nothing without check-ins. */
  const sentence = (place: string, now: readonly TCheckinDuration[], then: readonly TCheckinDuration[]) => {
    const average = overallAverage(now);
    if (average === null) return null;
    const previous = overallAverage(then);
    const delta = previous === null ? null : change(average, previous);
    if (delta === null) return t('my_dashboard.durations.compare_none', { place, now: formatHoursMinutes(average) });
    return t('my_dashboard.durations.compare', {
      place,
      now: formatHoursMinutes(average),
      before: formatHoursMinutes(previous!),
      change: `${delta >= 0 ? '+' : '−'}${formatPercent(Math.abs(delta) * 100, i18n.language)}`,
    });
  };
  const lines =
    compare && desksBefore.data && meetingsBefore.data
      ? [sentence(names.desks, months, earlierDesks), sentence(names.meetings, meetingMonths, earlierMeetings)]
      : [];

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
      {lines.some(Boolean) && (
        <Stack gap={2} mb="xs" data-testid="duration-compare">
          {lines.map((line, i) =>
            line ? (
              <Text key={i} size="sm" c="gray.7">
                {line}
              </Text>
            ) : null,
          )}
        </Stack>
      )}
      <EChart option={option} height={compare ? 308 : 260} label={t('my_dashboard.durations.title')} />
    </CardShell>
  );
}
