import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GuestForm } from '../components/guest-form';

/** Public guest registration (flag enable_public_register_guest): no login, no place. */
export default function PublicRegisterGuestPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('guest.public_title')}
        </Title>
        <Text c="dimmed">{t('guest.public_intro')}</Text>
      </div>
      <Paper withBorder p="lg" radius="md" maw={880}>
        <GuestForm variant="public" />
      </Paper>
    </Stack>
  );
}
