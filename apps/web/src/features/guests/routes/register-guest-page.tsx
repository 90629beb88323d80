import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GuestForm } from '../components/guest-form';

/** Dashboard guest registration (flag enable_register_guest): a desk or a meeting room is required. */
export default function RegisterGuestPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('guest.title')}
        </Title>
        <Text c="dimmed">{t('guest.intro')}</Text>
      </div>
      <Paper withBorder p="lg" radius="md" maw={880}>
        <GuestForm variant="private" />
      </Paper>
    </Stack>
  );
}
