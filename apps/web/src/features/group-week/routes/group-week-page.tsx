import { addDays, isMonday, mondayOf, toDisplayDate } from '@flexapp/contract';
import { ActionIcon, Alert, Center, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { orgApiDate } from '@/lib/org-time';
import { BuildingFilterSelect } from '@/components/building-filter/building-filter-select';
import { useBuildingFilter } from '@/components/building-filter/use-building-filter';
import { useGroups, useGroupWeek } from '../api/get-group-week';
import { GroupWeekGrid } from '../components/group-week-grid';

/**
 * The dashboard's week view (issue 37, decision 360): who of a group is in on each working day, and where.
 * The week's Monday is in ?week=, the group in ?group= (the first group when none is chosen).
 */
export default function GroupWeekPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('week') ?? '';
  const monday = isMonday(asked) ? asked : mondayOf(orgApiDate(new Date()));
  const groups = useGroups();
  const askedGroup = Number(params.get('group'));
  const groupId =
    groups.data?.find((g) => g.id === askedGroup)?.id ??
    [...(groups.data ?? [])].sort((a, b) => a.display_name.localeCompare(b.display_name))[0]?.id ??
    null;
  // The building filter (decision 400): remembered on this device; a building gone since counts as all.
  const { buildings, buildingId, setBuilding } = useBuildingFilter('flexapp.group_week.building');
  const week = useGroupWeek(groupId, monday, buildings.isPending ? null : buildingId);
  const show = (next: { week?: string; group?: number | null }) => {
    const group = next.group === undefined ? groupId : next.group;
    setParams({ week: next.week ?? monday, ...(group === null ? {} : { group: String(group) }) });
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('who_is_in.dashboard.title')}
      </Title>
      <Group justify="space-between" align="end" wrap="wrap">
        <Select
          label={t('who_is_in.dashboard.group')}
          placeholder={t('who_is_in.dashboard.choose_group')}
          data={[...(groups.data ?? [])]
            .sort((a, b) => a.display_name.localeCompare(b.display_name))
            .map((g) => ({ value: String(g.id), label: g.display_name }))}
          value={groupId === null ? null : String(groupId)}
          onChange={(value) => value !== null && show({ group: Number(value) })}
          allowDeselect={false}
          searchable
          w={280}
        />
        <BuildingFilterSelect
          label={t('who_is_in.dashboard.building')}
          allLabel={t('who_is_in.dashboard.all_buildings')}
          buildings={buildings.data}
          value={buildingId}
          onChange={setBuilding}
          w={220}
          data-testid="group-week-building"
        />
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="light"
            size="lg"
            aria-label={t('who_is_in.previous_week')}
            onClick={() => show({ week: addDays(monday, -7) })}
          >
            <IconChevronLeft size={20} />
          </ActionIcon>
          <Text fw={600} aria-live="polite">
            {t('who_is_in.week_of', { date: toDisplayDate(monday) })}
          </Text>
          <ActionIcon
            variant="light"
            size="lg"
            aria-label={t('who_is_in.next_week')}
            onClick={() => show({ week: addDays(monday, 7) })}
          >
            <IconChevronRight size={20} />
          </ActionIcon>
        </Group>
      </Group>
      {groups.isPending || buildings.isPending || (groupId !== null && week.isPending) ? (
        <Center>
          <Loader aria-label={t('who_is_in.dashboard.loading')} />
        </Center>
      ) : groups.isError || week.isError ? (
        <Alert color="red" variant="light">
          {t('who_is_in.dashboard.error')}
        </Alert>
      ) : week.data ? (
        <GroupWeekGrid week={week.data} />
      ) : (
        <Text c="dimmed">{t('who_is_in.dashboard.no_groups')}</Text>
      )}
    </Stack>
  );
}
