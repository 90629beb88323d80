import { Paper, Stack, Title } from '@mantine/core';
import { isStaff } from '@flexapp/contract';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { CalendarCard } from '../components/calendar-card';
import { ChatChannelCard } from '../components/chat-channel-card';
import { EmailPreferencesCard } from '../components/email-preferences-card';
import { ApiTokensCard } from '../components/api-tokens-card';
import { MyDataCard } from '../components/my-data-card';
import { PrivacyCard } from '../components/privacy-card';
import { ProfileForm } from '../components/profile-form';
import { PasskeysCard } from '../components/passkeys-card';
import { SessionsCard } from '../components/sessions-card';
import { TwoFactorCard } from '../components/two-factor-card';

/** The employee app's Settings: profile and language (as on the dashboard), sign-in security and sessions, e-mails, privacy, the calendar feed, one's own chat channel, API tokens and one's own data. */
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
      <TwoFactorCard />
      <PasskeysCard />
      <SessionsCard />
      <EmailPreferencesCard />
      <PrivacyCard />
      <CalendarCard />
      <ChatChannelCard />
      <ApiTokensCard staff={isStaff(user)} />
      <MyDataCard />
    </Stack>
  );
}
