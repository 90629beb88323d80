import { toDisplayDate, type TGroupWeek, type TWhoIsInPerson } from '@flexapp/contract';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Desk D1, Floor 1, HQ" / "Room Alpha, Floor 1, HQ": each place of the person that day. */
function PlacesCell({ person }: { person: TWhoIsInPerson | undefined }) {
  const { t } = useTranslation();
  if (!person)
    return (
      <Text size="sm" c="dimmed">
        {t('who_is_in.dashboard.not_in')}
      </Text>
    );
  return (
    <Stack gap={2}>
      {person.places.map((place) => (
        <Text size="sm" key={`${place.kind}-${place.id}`}>
          {place.name}, {place.floor.name}, {place.building.name}
        </Text>
      ))}
      {person.checked_in && (
        <Badge color="green.9" variant="light" size="sm">
          {t('who_is_in.dashboard.checked_in')}
        </Badge>
      )}
    </Stack>
  );
}

/** The group's week (decision 360): a row per member, a column per working day, a count of who is in per day. */
export function GroupWeekGrid({ week }: { week: TGroupWeek }) {
  const { t, i18n } = useTranslation();
  const weekday = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  const byDay = week.days.map((day) => new Map(day.people.map((p) => [p.id, p])));
  if (week.members.length === 0) return <Text c="dimmed">{t('who_is_in.dashboard.no_members')}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder withColumnBorders verticalSpacing="xs">
        <Table.Caption>
          {t('who_is_in.dashboard.grid', { group: week.group.name, date: toDisplayDate(week.week) })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('who_is_in.dashboard.person')}</Table.Th>
            {week.days.map((day, i) => (
              <Table.Th scope="col" key={day.date}>
                <Text fw={600} size="sm">
                  {weekday(day.date)} {toDisplayDate(day.date)}
                </Text>
                <Text size="xs" c="dimmed" data-testid={`group-week-count-${day.date}`}>
                  {t('who_is_in.dashboard.in_count', { count: byDay[i].size, total: week.members.length })}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {week.members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Th scope="row" fw={500}>
                {member.first_name} {member.last_name}
              </Table.Th>
              {week.days.map((day, i) => (
                <Table.Td key={day.date}>
                  <PlacesCell person={byDay[i].get(member.id)} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
