import { toDisplayDate, type TWhoIsInDay, type TWhoIsInPlace, type TWhoIsInSource } from '@flexapp/contract';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FollowButton } from './follow-button';

/** The floor layout at the colleague's floor on that day, their desk blinking (floor layout's URL). */
const nearLink = (place: TWhoIsInPlace, date: string) => {
  const params = new URLSearchParams({
    building: String(place.building.id),
    floor: String(place.floor.id),
    date,
  });
  if (place.kind === 'desk') params.set('desk', String(place.id));
  return `/app/floor_layout?${params.toString()}`;
};

/**
 * One working day: its colleagues, each with where they sit, a way to book near them and to (un)follow them;
 * `building` names the filter's building (null: all).
 */
export function WhoIsInDay({ day, who, building }: { day: TWhoIsInDay; who: TWhoIsInSource; building: string | null }) {
  const { t, i18n } = useTranslation();
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${day.date}T00:00:00Z`),
  );
  const headingId = `who-is-in-${day.date}`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {weekday} {toDisplayDate(day.date)}
      </Title>
      {day.people.length === 0 ? (
        <Text c="dimmed">
          {building === null ? t(`who_is_in.nobody_from.${who}`) : t(`who_is_in.nobody_at.${who}`, { building })}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {day.people.map((person) => (
            <Card component="li" withBorder padding="sm" key={person.id}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>
                      {person.first_name} {person.last_name}
                    </Text>
                    {person.checked_in && (
                      <Badge color="green.9" variant="light">
                        {t('who_is_in.checked_in')}
                      </Badge>
                    )}
                  </Group>
                  {person.places.map((place) => (
                    <Text size="sm" key={`${place.kind}-${place.id}`}>
                      {t(place.kind === 'desk' ? 'who_is_in.at_desk' : 'who_is_in.in_room', {
                        name: place.name,
                        room: place.room.name,
                        floor: place.floor.name,
                        building: place.building.name,
                      })}
                    </Text>
                  ))}
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <FollowButton person={person} />
                  {person.places[0] && (
                    <Button component={Link} to={nearLink(person.places[0], day.date)} variant="light" size="sm">
                      {t('who_is_in.book_near')}
                    </Button>
                  )}
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </section>
  );
}
