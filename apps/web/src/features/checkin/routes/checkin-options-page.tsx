import { Alert, ActionIcon, Button, Group, Popover, Stack, Text, Title } from '@mantine/core';
import { IconArmchair, IconHome, IconInfoCircle, IconUsersGroup, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '@/app/session';
import { ApiError } from '@/lib/api-client';
import { useCreateCheckin } from '@/lib/checkin-api';

/** Spec "Check-in options page": info icon; workplace, conference room and homework. No navigation bar. */
export default function CheckinOptionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { config } = useSession();
  const checkin = useCreateCheckin();
  const [done, setDone] = useState(false);
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
          {t('checkin_options.homework_done')}
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
        <Button
          size="xl"
          h={76}
          leftSection={<IconHome size={28} />}
          disabled={config?.checkin_homework_read_only_mode}
          loading={checkin.isPending}
          onClick={() => {
            setDone(false);
            checkin.mutate({ homework: true }, { onSuccess: () => setDone(true) });
          }}
        >
          {t('checkin_options.homework')}
        </Button>
      </Stack>
    </Stack>
  );
}
