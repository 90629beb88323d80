import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardFilters } from '../api/report-filters';
import { useUserCounts } from '../api/get-user-counts';
import { CardShell, queryState } from './card-shell';
import { EChart } from './e-chart';

const COLORS: Record<string, string> = {
  working_building: '#12b886',
  working_home: '#228be6',
  will_arrive: '#fab005',
  may_arrive: '#fd7e14',
  no_working: '#ced4da',
};

/** Availability overview: everyone by where they are now (definitions: docs/decisions/050). */
export function AvailabilityDonut({ filters }: { filters: DashboardFilters }) {
  const { t } = useTranslation();
  const counts = useUserCounts(filters);
  const data = counts.data;
  const option = useMemo(() => {
    const counts: Record<string, number> = Object.fromEntries(
      (data?.by_status ?? []).map((s) => [t(`my_dashboard.status.${s.status}`), s.count]),
    );
    return {
      // Each slice has its own pattern (decal) and the legend gives every count in words: not colour alone.
      aria: { enabled: true, decal: { show: true } },
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: {
        bottom: 0,
        type: 'plain',
        itemGap: 8,
        itemWidth: 12,
        itemHeight: 10,
        textStyle: { fontSize: 11 },
        formatter: (name: string) => `${name} (${counts[name] ?? 0})`,
      },
      series: [
        {
          type: 'pie',
          radius: ['42%', '64%'],
          center: ['50%', '40%'],
          avoidLabelOverlap: true,
          label: { show: false },
          data: (data?.by_status ?? []).map((s) => ({
            name: t(`my_dashboard.status.${s.status}`),
            value: s.count,
            itemStyle: { color: COLORS[s.status] },
          })),
        },
      ],
    };
  }, [data, t]);

  return (
    <CardShell
      title={t('my_dashboard.availability.title')}
      subtitle={t('my_dashboard.availability.subtitle')}
      testId="availability-donut"
      {...queryState(counts)}
      empty={!!data && data.by_status.every((s) => s.count === 0)}
      minHeight={300}
    >
      {data && (
        <Stack gap="xs">
          <EChart option={option} height={270} label={t('my_dashboard.availability.title')} />
          <SimpleGrid cols={3} spacing="xs">
            <Stack gap={0} align="center" ta="center">
              <Text fw={700} data-testid="availability-checked-in">
                {data.checked_in}
              </Text>
              <Text size="xs" c="dimmed">
                {t('my_dashboard.availability.checked_in')}
              </Text>
            </Stack>
            <Stack gap={0} align="center" ta="center">
              <Text fw={700}>{data.bhv_users}</Text>
              <Text size="xs" c="dimmed">
                {t('my_dashboard.availability.bhv')}
              </Text>
            </Stack>
            <Stack gap={0} align="center" ta="center">
              <Text fw={700}>{data.anonymous}</Text>
              <Text size="xs" c="dimmed">
                {t('my_dashboard.availability.anonymous')}
              </Text>
            </Stack>
          </SimpleGrid>
        </Stack>
      )}
    </CardShell>
  );
}
