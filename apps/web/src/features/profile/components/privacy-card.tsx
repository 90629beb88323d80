import { Alert, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { usePrivacySettings, useUpdatePrivacySettings } from '../api/privacy';

/** "Keep my bookings private" (decision 251): one switch that saves at once. */
export function PrivacyCard() {
  const { t } = useTranslation();
  const settings = usePrivacySettings();
  const update = useUpdatePrivacySettings();
  const toggle = (on: boolean) =>
    update.mutate(
      { private_bookings: on },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('outreach.privacy.saved') }),
        onError: () => notifications.show({ color: 'red', message: t('outreach.privacy.failed') }),
      },
    );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="privacy-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="privacy-title">
          {t('outreach.privacy.title')}
        </Title>
        {settings.isPending && <Loader size="sm" role="status" aria-label={t('outreach.loading')} />}
        {settings.isError && <Alert color="red">{t('outreach.privacy.failed')}</Alert>}
        {settings.data && (
          <>
            <Switch
              label={t('outreach.privacy.private_bookings')}
              checked={settings.data.private_bookings}
              disabled={update.isPending}
              onChange={(e) => toggle(e.currentTarget.checked)}
            />
            <Text size="sm" c="dimmed">
              {t('outreach.privacy.explain')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
