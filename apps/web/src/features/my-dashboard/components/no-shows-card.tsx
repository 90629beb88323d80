import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNoShows } from '../api/get-no-shows';
import type { DashboardFilters } from '../api/report-filters';
import { formatPercent } from '../lib/format';
import { CardShell, queryState } from './card-shell';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** No-shows of the period (issue 14): booked vs. checked in, released bookings apart from cancellations. */
export function NoShowsCard({ filters }: { filters: DashboardFilters }) {
  const { t, i18n } = useTranslation();
  const q = useNoShows(filters);
  const d = q.data;
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <CardShell
      title={t('my_dashboard.no_shows.title')}
      subtitle={t('my_dashboard.no_shows.subtitle')}
      testId="no-shows-card"
      {...queryState(q)}
      minHeight={80}
    >
      {d && (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="lg">
          <Figure
            testId="stat-no-show-rate"
            label={t('my_dashboard.no_shows.rate')}
            value={formatPercent(d.no_show_rate * 100, i18n.language)}
          />
          <Figure testId="stat-booked" label={t('my_dashboard.no_shows.booked')} value={number(d.booked)} />
          <Figure testId="stat-checked-in" label={t('my_dashboard.no_shows.checked_in')} value={number(d.checked_in)} />
          <Figure
            testId="stat-released"
            label={t('my_dashboard.no_shows.released')}
            value={number(d.released_no_show)}
          />
          <Figure
            testId="stat-released-unconfirmed"
            label={t('my_dashboard.no_shows.released_unconfirmed')}
            value={number(d.released_unconfirmed)}
          />
          <Figure testId="stat-cancelled" label={t('my_dashboard.no_shows.cancelled')} value={number(d.cancelled)} />
        </SimpleGrid>
      )}
    </CardShell>
  );
}
