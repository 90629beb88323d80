import { toDisplayDate } from '@flexapp/contract';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import type { DateRange } from '../lib/date-presets';

/** The welcome header of my_dashboard: who is looking, and at which period. */
export function WelcomeHeader({ range }: { range: DateRange }) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('my_dashboard.welcome', { name: user?.first_name ?? '' })}
        </Title>
        <Text c="dimmed">{t('my_dashboard.intro')}</Text>
      </Stack>
      <Text size="sm" c="dimmed" data-testid="range-label">
        {t('my_dashboard.period', { start: toDisplayDate(range.start), end: toDisplayDate(range.end) })}
      </Text>
    </Group>
  );
}
