import { toDisplayDate } from '@flexapp/contract';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActiveUsers } from '../api/get-active-users';
import { useCheckinStats } from '../api/get-checkin-stats';
import type { DashboardFilters } from '../api/report-filters';
import { formatPercent } from '../lib/format';
import { CardShell, queryState } from './card-shell';

function Figure({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

/** Occupancy statistics (definitions: docs/decisions/050): occupancy, peak, check-ins, active people, desks. */
export function OccupancyCard({ filters }: { filters: DashboardFilters }) {
  const { t, i18n } = useTranslation();
  const stats = useCheckinStats(filters);
  const users = useActiveUsers(filters);
  const s = stats.data;
  const u = users.data;
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const state = queryState(stats);
  return (
    <CardShell
      title={t('my_dashboard.occupancy.title')}
      subtitle={t('my_dashboard.occupancy.subtitle')}
      testId="occupancy-card"
      {...state}
      loading={stats.isPending || users.isPending}
      refreshing={stats.isFetching || users.isFetching}
      error={stats.error ?? users.error}
      onRetry={() => {
        void stats.refetch();
        void users.refetch();
      }}
      minHeight={80}
    >
      {s && u && (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="lg">
          <Figure
            testId="stat-average-occupancy"
            label={t('my_dashboard.occupancy.average')}
            value={formatPercent(s.average_occupancy, i18n.language)}
            hint={t('my_dashboard.occupancy.average_hint', { days: s.days })}
          />
          <Figure
            testId="stat-peak-occupancy"
            label={t('my_dashboard.occupancy.peak')}
            value={formatPercent(s.peak_occupancy, i18n.language)}
            hint={s.peak_day ? toDisplayDate(s.peak_day) : t('my_dashboard.occupancy.no_peak')}
          />
          <Figure testId="stat-checkins" label={t('my_dashboard.occupancy.checkins')} value={number(s.checkins)} />
          <Figure
            testId="stat-active-users"
            label={t('my_dashboard.occupancy.active_users')}
            value={number(u.active_users)}
            hint={t('my_dashboard.occupancy.of_users', { total: number(u.total_users) })}
          />
          <Figure testId="stat-desks" label={t('my_dashboard.occupancy.desks')} value={number(s.desks)} />
        </SimpleGrid>
      )}
    </CardShell>
  );
}
