import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { twoFactorErrorText } from '@/lib/two-factor';
import { loginSecondFactor } from '../api/login';

const CODE = /^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i;

/** The second sign-in step: a code from the authenticator app or a recovery code. */
export function SecondFactorForm({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  onSignedIn: (token: string) => Promise<void>;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: { code: (v) => (CODE.test(v.replace(/\s+/g, '')) ? null : t('two_factor.code_format')) },
  });
  const submit = form.onSubmit(async (values) => {
    setError(null);
    setBusy(true);
    try {
      const { token } = await loginSecondFactor({ challenge, code: values.code });
      await onSignedIn(token);
    } catch (err) {
      setError(twoFactorErrorText(err, i18n.language));
      form.setFieldValue('code', '');
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="second-step-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="second-step-title">
          {t('login.second_step.title')}
        </Title>
        <Text size="sm">{t('login.second_step.intro')}</Text>
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
            {error}
          </Alert>
        )}
        <TextInput
          label={t('login.second_step.code')}
          autoComplete="one-time-code"
          autoFocus
          maxLength={40}
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={busy} fullWidth size="md">
          {t('login.second_step.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {t('login.second_step.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
