import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { TTotpEnrolment } from '@flexapp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { twoFactorErrorText } from '@/lib/two-factor';
import { useStartTotp, useTwoFactorStatus } from '../api/two-factor';
import { RecoveryCodes } from './recovery-codes';
import { TotpEnrolForm } from './totp-enrol-form';
import { TotpTurnOffForm } from './totp-turn-off-form';

/** Two-factor sign-in (decision 240): set up an authenticator app, see the recovery codes once, turn it off. */
export function TwoFactorCard() {
  const { t, i18n } = useTranslation();
  const status = useTwoFactorStatus();
  const start = useStartTotp();
  const [enrolment, setEnrolment] = useState<TTotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const on = status.data?.totp_enabled === true;
  // A passkey is a second factor too (decision 350): the badge says on, the authenticator stays optional.
  const withPasskey = (status.data?.passkey_count ?? 0) > 0;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="two-factor-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="two-factor-title">
            {t('security.title')}
          </Title>
          {status.data && (
            <Badge color={on || withPasskey ? 'teal' : 'gray'} data-testid="two-factor-state">
              {on || withPasskey ? t('security.status_on') : t('security.status_off')}
            </Badge>
          )}
        </Group>
        <Text size="sm">{t('security.intro')}</Text>
        {withPasskey && !on && (
          <Text size="sm" data-testid="passkey-second-factor">
            {t('security.passkey_second_factor')}
          </Text>
        )}
        {status.isPending && <Loader size="sm" role="status" aria-label={t('security.title')} />}
        {status.isError && <Alert color="red">{t('security.failed')}</Alert>}
        {status.data?.enrolment_required && !codes && (
          <Alert color="orange" role="alert">
            {t('security.required')}
          </Alert>
        )}
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        ) : enrolment ? (
          <TotpEnrolForm
            enrolment={enrolment}
            onCancel={() => setEnrolment(null)}
            onConfirmed={(recovery) => {
              setEnrolment(null);
              setCodes(recovery);
            }}
          />
        ) : on ? (
          <>
            <Text size="sm" c="dimmed">
              {t('security.codes_left', { count: status.data?.recovery_codes_left ?? 0 })}
            </Text>
            <TotpTurnOffForm />
          </>
        ) : (
          status.data && (
            <Group>
              <Button loading={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: setEnrolment })}>
                {t('security.set_up')}
              </Button>
            </Group>
          )
        )}
        {start.error && <Alert color="red">{twoFactorErrorText(start.error, i18n.language)}</Alert>}
      </Stack>
    </Paper>
  );
}
