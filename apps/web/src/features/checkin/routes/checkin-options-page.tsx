import { Alert, ActionIcon, Button, Group, Popover, Stack, Text, Title } from '@mantine/core';
import { IconArmchair, IconCheck, IconHome, IconInfoCircle, IconUsersGroup, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '@/lib/session';
import { ApiError } from '@/lib/api-client';
import { useCreateCheckin, useDeleteCheckin } from '@/lib/checkin-api';
import { formatTime } from '@/lib/format-date-time';

/** Spec "Check-in options page": info icon; workplace, conference room and homework. No navigation bar. */
export default function CheckinOptionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { config, user } = useSession();
  const checkin = useCreateCheckin();
  const stop = useDeleteCheckin();
  const [done, setDone] = useState<'started' | 'stopped' | null>(null);
  // Working from home is a state, not a one-off action: it shows as on, with its start, and can be undone.
  const homework = user?.active_checkins.find((c) => c.type === 'HOMEWORK');
  const errorText =
    checkin.error instanceof ApiError && checkin.error.code === 'CHECKIN_READ_ONLY'
      ? t('checkin_options.read_only')
      : t('checkin_options.error');

  return (
    <Stack p="md" gap="lg" maw={440} mx="auto" pt="xl">
      <Group justify="space-between" wrap="nowrap">
        <Popover width={280} position="bottom-start" withArrow shadow="md">
          <Popover.Target>
            <ActionIcon variant="light" size="xl" radius="xl" aria-label={t('checkin_options.info_label')}>
              <IconInfoCircle size={24} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Text size="sm">{t('checkin_options.info')}</Text>
          </Popover.Dropdown>
        </Popover>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="xl"
          component={Link}
          to="/app"
          aria-label={t('checkin_options.close')}
        >
          <IconX size={24} />
        </ActionIcon>
      </Group>
      <Title order={1} size="h2" ta="center">
        {t('checkin_options.title')}
      </Title>
      {done && (
        <Alert color="teal" variant="light" role="status">
          {done === 'started' ? t('checkin_options.homework_done') : t('checkin_options.homework_stopped')}
        </Alert>
      )}
      {checkin.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText}
        </Alert>
      )}
      <Stack gap="md">
        <Button
          size="xl"
          h={76}
          leftSection={<IconArmchair size={28} />}
          disabled={config?.checkin_workspace_read_only_mode}
          onClick={() => navigate('/app/find_desk?checkin=desk')}
        >
          {t('checkin_options.workplace')}
        </Button>
        <Button
          size="xl"
          h={76}
          leftSection={<IconUsersGroup size={28} />}
          disabled={config?.checkin_meeting_read_only_mode}
          onClick={() => navigate('/app/find_desk?checkin=room')}
        >
          {t('checkin_options.conference_room')}
        </Button>
        {homework ? (
          <Stack gap={6}>
            <Button
              size="xl"
              h={76}
              variant="outline"
              leftSection={<IconCheck size={28} />}
              aria-pressed
              style={{ cursor: 'default' }}
              data-testid="homework-active"
            >
              <Stack gap={0} align="flex-start">
                <span>{t('checkin_options.homework')}</span>
                <Text size="sm" fw={500} span>
                  {t('checkin_options.homework_since', { time: formatTime(homework.created) })}
                </Text>
              </Stack>
            </Button>
            <Button
              variant="subtle"
              color="red"
              loading={stop.isPending}
              onClick={() => {
                setDone(null);
                stop.mutate(homework.id, { onSuccess: () => setDone('stopped') });
              }}
            >
              {t('checkin_options.homework_stop')}
            </Button>
          </Stack>
        ) : (
          <Button
            size="xl"
            h={76}
            leftSection={<IconHome size={28} />}
            disabled={config?.checkin_homework_read_only_mode}
            loading={checkin.isPending}
            aria-pressed={false}
            onClick={() => {
              setDone(null);
              checkin.mutate({ homework: true }, { onSuccess: () => setDone('started') });
            }}
          >
            {t('checkin_options.homework')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
