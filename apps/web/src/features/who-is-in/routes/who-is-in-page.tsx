import { addDays, isMonday, mondayOf, toDisplayDate, WHO_IS_IN_SOURCES, type TWhoIsInSource } from '@flexapp/contract';
import { ActionIcon, Alert, Center, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BuildingFilterSelect } from '@/components/building-filter/building-filter-select';
import { useBuildingFilter } from '@/components/building-filter/use-building-filter';
import { orgApiDate } from '@/lib/org-time';
import { useWhoIsIn } from '../api/get-who-is-in';
import { WhoIsInDay } from '../components/who-is-in-day';

const isSource = (value: string | null): value is TWhoIsInSource =>
  (WHO_IS_IN_SOURCES as readonly (string | null)[]).includes(value);

/**
 * Who is in (issue 37, decisions 340, 360): the week of colleagues in my groups and of the people I follow; the
 * week's Monday is in ?week=, whose week (all, groups, favourites) in ?who=; the building filter is remembered on
 * this device (decision 424).
 */
export default function WhoIsInPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('week') ?? '';
  const monday = isMonday(asked) ? asked : mondayOf(orgApiDate(new Date()));
  const askedWho = params.get('who');
  const who: TWhoIsInSource = isSource(askedWho) ? askedWho : 'all';
  const { buildings, buildingId, building, setBuilding } = useBuildingFilter('flexapp.who_is_in.building');
  const week = useWhoIsIn(monday, who, buildingId, !buildings.isPending);
  const go = (weeks: number) => setParams({ week: addDays(monday, 7 * weeks), who });

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
      <SegmentedControl
        fullWidth
        aria-label={t('who_is_in.source.label')}
        value={who}
        onChange={(value) => setParams({ week: monday, who: value })}
        data={WHO_IS_IN_SOURCES.map((value) => ({ value, label: t(`who_is_in.source.${value}`) }))}
      />
      <BuildingFilterSelect
        label={t('who_is_in.building')}
        allLabel={t('who_is_in.all_buildings')}
        buildings={buildings.data}
        value={buildingId}
        onChange={setBuilding}
        data-testid="who-is-in-building"
      />
      {week.isPending ? (
        <Center>
          <Loader aria-label={t('who_is_in.loading')} />
        </Center>
      ) : week.isError ? (
        <Alert color="red" variant="light">
          {t('who_is_in.error')}
        </Alert>
      ) : (
        week.data.days.map((day) => <WhoIsInDay day={day} who={who} building={building?.name ?? null} key={day.date} />)
      )}
    </Stack>
  );
}
