import { Alert, Anchor, Button, Divider, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TSecondFactorMethod } from '@flexapp/contract';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passkeyErrorText } from '@/lib/passkeys';
import { twoFactorErrorText } from '@/lib/two-factor';
import { loginSecondFactor } from '../api/login';
import { passkeySecondFactor } from '../api/passkey-login';

const CODE = /^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i;

/**
 * The second sign-in step: a code from the authenticator app or a recovery code, and/or one's passkey (decision
 * 350), as the person has set them up.
 */
export function SecondFactorForm({
  challenge,
  methods,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  methods: TSecondFactorMethod[];
  onSignedIn: (token: string) => Promise<void>;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const withCode = methods.includes('totp');
  const withPasskey = methods.includes('passkey');
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
  const usePasskey = async () => {
    setError(null);
    setPasskeyBusy(true);
    try {
      await onSignedIn(await passkeySecondFactor(challenge));
    } catch (err) {
      setError(passkeyErrorText(err, i18n.language, t('passkeys.cancelled')));
    } finally {
      setPasskeyBusy(false);
    }
  };
  const intro =
    withCode && withPasskey
      ? t('login.second_step.intro_both')
      : withPasskey
        ? t('login.second_step.intro_passkey')
        : t('login.second_step.intro');
  return (
    <form onSubmit={submit} noValidate aria-labelledby="second-step-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="second-step-title">
          {t(withCode ? 'login.second_step.title' : 'login.second_step.title_passkey')}
        </Title>
        <Text size="sm">{intro}</Text>
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
            {error}
          </Alert>
        )}
        {withPasskey && (
          <Button
            type="button"
            variant={withCode ? 'default' : 'filled'}
            fullWidth
            size="md"
            leftSection={<IconKey size={18} />}
            loading={passkeyBusy}
            onClick={usePasskey}
          >
            {t('login.second_step.use_passkey')}
          </Button>
        )}
        {withPasskey && withCode && <Divider label={t('login.second_step.or_code')} labelPosition="center" />}
        {withCode && (
          <>
            <TextInput
              label={t('login.second_step.code')}
              autoComplete="one-time-code"
              autoFocus={!withPasskey}
              maxLength={40}
              {...form.getInputProps('code')}
            />
            <Button type="submit" loading={busy} fullWidth size="md">
              {t('login.second_step.submit')}
            </Button>
          </>
        )}
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {t('login.second_step.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
