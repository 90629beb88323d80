import type { TOccurrencePreview } from '@flexapp/contract';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TOccurrencePreview['state'], string> = {
  free: 'teal',
  taken: 'red',
  over_limit: 'orange',
  closed: 'gray',
  later: 'blue',
  past: 'gray',
  reserved: 'grape',
};

/** Every date of a series before it is booked, with what will happen to it. */
export function SeriesPreview({ occurrences }: { occurrences: TOccurrencePreview[] }) {
  const { t, i18n } = useTranslation();
  const day = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'short' }).format(
      new Date(`${date}T12:00:00`),
    );
  const label = (o: TOccurrencePreview) =>
    o.state === 'taken'
      ? o.by_you
        ? t('series.state.taken_by_you')
        : o.taken_by
          ? t('series.state.taken_by', { name: o.taken_by })
          : t('series.state.taken')
      : t(`series.state.${o.state}`);
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('series.preview_title')}>
      {occurrences.map((o) => (
        <Group key={o.date} component="li" justify="space-between" wrap="nowrap" gap="xs" data-state={o.state}>
          <Text size="sm">{day(o.date)}</Text>
          <Badge color={COLOR[o.state]} variant="light" tt="none" style={{ maxWidth: '65%' }}>
            {label(o)}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
