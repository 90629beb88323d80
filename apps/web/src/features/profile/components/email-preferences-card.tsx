import { Alert, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { EMAIL_KINDS, type TEmailKind } from '@flexapp/contract';
import { useTranslation } from 'react-i18next';
import { useEmailPreferences, useUpdateEmailPreferences } from '../api/email-preferences';

/** Which e-mails the person gets, one switch per kind; each switch saves at once. */
export function EmailPreferencesCard() {
  const { t } = useTranslation();
  const prefs = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  const toggle = (kind: TEmailKind, on: boolean) =>
    update.mutate(
      { [kind]: on },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('outreach.email.saved') }),
        onError: () => notifications.show({ color: 'red', message: t('outreach.email.failed') }),
      },
    );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="email-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="email-title">
          {t('outreach.email.title')}
        </Title>
        {prefs.isPending && <Loader size="sm" role="status" aria-label={t('outreach.loading')} />}
        {prefs.isError && <Alert color="red">{t('outreach.email.failed')}</Alert>}
        {prefs.data && (
          <>
            <Text size="sm">
              {prefs.data.email
                ? t('outreach.email.address', { email: prefs.data.email })
                : t('outreach.email.no_address')}
            </Text>
            {!prefs.data.mail_enabled && (
              <Alert color="gray" variant="light">
                {t('outreach.email.disabled')}
              </Alert>
            )}
            {EMAIL_KINDS.map((kind) => (
              <Switch
                key={kind}
                label={t(`outreach.email.kinds.${kind}`)}
                checked={prefs.data.kinds[kind]}
                disabled={update.isPending}
                onChange={(e) => toggle(kind, e.currentTarget.checked)}
              />
            ))}
          </>
        )}
      </Stack>
    </Paper>
  );
}
