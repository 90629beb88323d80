import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/app/session';
import { ProfileForm } from '../components/profile-form';

/** The employee app's Settings: the same profile and language form as the dashboard. */
export default function AppSettingsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack gap="md" p="md">
      <Title order={1} size="h3">
        {t('pages.settings')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <ProfileForm user={user} />
      </Paper>
    </Stack>
  );
}
