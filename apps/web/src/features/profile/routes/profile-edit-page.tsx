import { Paper, Stack, Title } from '@mantine/core';
import { isStaff } from '@flexapp/contract';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { ApiTokensCard } from '../components/api-tokens-card';
import { ProfileForm } from '../components/profile-form';
import { PasskeysCard } from '../components/passkeys-card';
import { SessionsCard } from '../components/sessions-card';
import { TwoFactorCard } from '../components/two-factor-card';

export default function ProfileEditPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('profile.title')}
      </Title>
      <Paper withBorder p="lg" radius="md" maw={560}>
        <ProfileForm user={user} />
      </Paper>
      <Stack maw={560}>
        <TwoFactorCard />
        <PasskeysCard />
        <SessionsCard />
        <ApiTokensCard staff={isStaff(user)} />
      </Stack>
    </Stack>
  );
}
