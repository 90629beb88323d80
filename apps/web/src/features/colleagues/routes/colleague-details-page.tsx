import { isColleagueActive } from '@flexapp/contract';
import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '@/lib/format-date-time';
import { useColleague } from '../api/get-colleague';
import { ActiveDot, ColleagueAvatar } from '../components/colleague-avatar';
import { FollowColleagueButton } from '../components/follow-colleague-button';
import { useStatusText } from '../components/use-status-text';
import { runtimeKey } from '@/lib/translation-key';

const AVAILABILITY = ['available', 'busy', 'away', 'do_not_disturb'];

/** A colleague: avatar badge, full name, status (docs/product/colleagues.md) and work info. */
export default function ColleagueDetailsPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const colleague = useColleague(id);
  const statusText = useStatusText();

  if (colleague.isPending && Number.isInteger(id) && id > 0)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!colleague.data) {
    return (
      <Stack p="md" gap="md">
        <Alert color="red">{t('colleagues.details.not_found')}</Alert>
        <Button component={Link} to="/app/colleagues" variant="light">
          {t('colleagues.details.back')}
        </Button>
      </Stack>
    );
  }
  const user = colleague.data;
  const active = isColleagueActive(user);
  const chosen = user.profile.status && AVAILABILITY.includes(user.profile.status) ? user.profile.status : 'none';
  // A check-in now is fresher than a status set some day: "Away" next to "Working at desk" would contradict it.
  // Busy and Do not disturb stay as the colleague chose them (decision 171).
  const availability = active && (chosen === 'away' || chosen === 'none') ? 'available' : chosen;
  const since = user.active_checkins[0]?.created;
  return (
    <Stack p="md" gap="md">
      <Paper withBorder radius="md" p="lg">
        <Stack align="center" gap="sm">
          <ColleagueAvatar user={user} active={active} size={96} />
          <Group gap={8} wrap="nowrap">
            <Title order={1} size="h2" ta="center">
              {user.first_name} {user.last_name}
            </Title>
            <ActiveDot active={active} />
          </Group>
          {user.is_bhv && (
            <Badge color="orange" variant="light">
              {t('colleagues.details.bhv')}
            </Badge>
          )}
          <FollowColleagueButton id={user.id} />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={4} mb="xs">
          {t('colleagues.details.status')}
        </Title>
        <Stack gap={4} data-testid="colleague-status">
          {statusText(user).map((line, i) => (
            <Text key={i}>{line}</Text>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={4} mb="xs">
          {t('colleagues.details.work_info')}
        </Title>
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" align="baseline">
            <Text c="dimmed">{t('colleagues.details.availability')}</Text>
            <Text ta="right" data-testid="colleague-availability">
              {t(runtimeKey(`colleagues.availability.${availability}`))}
            </Text>
          </Group>
          {since && (
            <Group justify="space-between" wrap="nowrap" align="baseline">
              <Text c="dimmed">{t('colleagues.details.since')}</Text>
              <Text ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(since)}
              </Text>
            </Group>
          )}
          <Group justify="space-between" wrap="nowrap">
            <Text c="dimmed">{t('colleagues.details.bhv')}</Text>
            <Text>{user.is_bhv ? t('colleagues.details.yes') : t('colleagues.details.no')}</Text>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
