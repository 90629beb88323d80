import { Alert, Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TTotpEnrolment } from '@flexapp/contract';
import { useTranslation } from 'react-i18next';
import { twoFactorErrorText } from '@/lib/two-factor';
import { useConfirmTotp } from '../api/two-factor';

/** The new secret as QR code and as text, and the first code that proves the app has it. */
export function TotpEnrolForm({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TTotpEnrolment;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirmTotp();
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: { code: (v) => (/^\d{6}$/.test(v.replace(/\s+/g, '')) ? null : t('two_factor.code_format')) },
  });
  const submit = form.onSubmit((values) =>
    confirm.mutate({ code: values.code }, { onSuccess: (answer) => onConfirmed(answer.recovery_codes) }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('security.set_up')}>
      <Stack gap="sm">
        <Text size="sm">{t('security.scan')}</Text>
        <Image src={enrolment.qr_code} alt={t('security.qr_alt')} w={200} h={200} bg="white" />
        <Text size="sm" fw={500}>
          {t('security.key')}
        </Text>
        <Code block data-testid="totp-secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {enrolment.secret}
        </Code>
        <TextInput
          label={t('security.code')}
          description={t('security.code_help')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          withAsterisk
          {...form.getInputProps('code')}
        />
        {confirm.error && (
          <Alert color="red" role="alert">
            {twoFactorErrorText(confirm.error, i18n.language)}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={confirm.isPending}>
            {t('security.confirm')}
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            {t('security.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
