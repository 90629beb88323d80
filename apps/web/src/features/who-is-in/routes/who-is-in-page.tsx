import { addDays, isMonday, mondayOf, toDisplayDate } from '@flexapp/contract';
import { ActionIcon, Alert, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { orgApiDate } from '@/lib/org-time';
import { useWhoIsIn } from '../api/get-who-is-in';
import { WhoIsInDay } from '../components/who-is-in-day';

/** Who is in (issue 37, decision 340): the week of colleagues in my groups; the week's Monday is in ?week=. */
export default function WhoIsInPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('week') ?? '';
  const monday = isMonday(asked) ? asked : mondayOf(orgApiDate(new Date()));
  const week = useWhoIsIn(monday);
  const go = (weeks: number) => setParams({ week: addDays(monday, 7 * weeks) });

  return (
    <Stack p="md" gap="md">
      <Title order={1} size="h2">
        {t('who_is_in.title')}
      </Title>
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon variant="light" size="lg" aria-label={t('who_is_in.previous_week')} onClick={() => go(-1)}>
          <IconChevronLeft size={20} />
        </ActionIcon>
        <Text fw={600} aria-live="polite">
          {t('who_is_in.week_of', { date: toDisplayDate(monday) })}
        </Text>
        <ActionIcon variant="light" size="lg" aria-label={t('who_is_in.next_week')} onClick={() => go(1)}>
          <IconChevronRight size={20} />
        </ActionIcon>
      </Group>
      {week.isPending ? (
        <Center>
          <Loader aria-label={t('who_is_in.loading')} />
        </Center>
      ) : week.isError ? (
        <Alert color="red" variant="light">
          {t('who_is_in.error')}
        </Alert>
      ) : (
        week.data.days.map((day) => <WhoIsInDay day={day} key={day.date} />)
      )}
    </Stack>
  );
}
