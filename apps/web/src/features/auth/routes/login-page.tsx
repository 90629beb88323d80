import {
  Alert,
  Anchor,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TSecondFactorChallenge } from '@flexapp/contract';
import { IconAlertCircle, IconBuildingSkyscraper } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { Logo } from '@/components/logo';
import { ApiError } from '@/lib/api-client';
import { authToken } from '@/lib/auth-token';
import { getSelf, selfQueryOptions, signOutReason } from '@/lib/session';
import { login } from '../api/login';
import { samlStatusQueryOptions } from '../api/saml';
import { SamlButton } from '../components/saml-button';
import { useSamlReturn } from '../components/use-saml-return';
import { PasskeyButton } from '../components/passkey-button';
import { SecondFactorForm } from '../components/second-factor-form';
import { SsoButton } from '../components/sso-button';
import { useSsoReturn } from '../components/use-sso-return';
import { runtimeKey } from '@/lib/translation-key';

export default function LoginPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { config } = useSession();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  // Signed out by the app for being idle (decision 306): said once, above the form.
  const [idle] = useState(() => signOutReason.get() === 'idle');
  const [busy, setBusy] = useState(false);
  const samlBusy = useSamlReturn(setErrorKey);
  const ssoBusy = useSsoReturn(setErrorKey) || samlBusy;
  const saml = useQuery(samlStatusQueryOptions()).data;
  /** Set after a correct password of an account with two-factor sign-in (decision 240). */
  const [step, setStep] = useState<TSecondFactorChallenge['second_factor'] | null>(null);
  const challenge = step?.challenge ?? null;
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate: {
      username: (v) => (v.trim() ? null : t('login.username_fill')),
      password: (v) => (v ? null : t('login.password_fill')),
    },
  });

  const signedIn = async (token: string) => {
    const user = await getSelf(token);
    client.setQueryData(selfQueryOptions(token).queryKey, user);
    signOutReason.clear();
    // The route guard now sends the user on: to nextUrl, or to the start page for their role.
    authToken.set(token);
  };

  const submit = form.onSubmit(async (values) => {
    setErrorKey(null);
    setBusy(true);
    try {
      const answer = await login({ username: values.username.trim(), password: values.password });
      if ('second_factor' in answer) setStep(answer.second_factor);
      else await signedIn(answer.token);
    } catch (err) {
      const status = err instanceof ApiError ? err.status : 0;
      setErrorKey(
        err instanceof ApiError && err.code === 'PASSWORD_SIGN_IN_DISABLED'
          ? 'saml.password_disabled'
          : status === 429
            ? 'login.error_rate_limited'
            : status === 0 || status >= 500
              ? 'login.error_network'
              : 'login.error_authorization',
      );
      form.setFieldValue('password', '');
    } finally {
      setBusy(false);
    }
  });

  const showSso = !!config?.theme.adfs_base_url && !!config?.theme.adfs_client_id;

  return (
    <Center
      mih="100vh"
      p="md"
      style={{ background: 'linear-gradient(160deg, var(--mantine-color-teal-0), var(--mantine-color-gray-0) 60%)' }}
    >
      <Paper withBorder shadow="md" p="xl" radius="lg" w={420} maw="100%">
        <Stack gap="lg">
          <Stack gap={6} align="center">
            <Logo height={40} />
            <Title order={1} size="h2" mt="sm">
              {t('login.title')}
            </Title>
            <Text c="dimmed" ta="center" size="sm">
              {t('login.subtitle')}
            </Text>
          </Stack>
          {idle && !errorKey && (
            <Alert color="orange" icon={<IconAlertCircle size={18} />} role="status" data-testid="signed-out-idle">
              {t('login.signed_out_idle')}
            </Alert>
          )}
          {errorKey && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
              {t(runtimeKey(errorKey))}
            </Alert>
          )}
          {ssoBusy && (
            <Group justify="center" gap="sm" data-testid="sso-progress">
              <Loader size="sm" />
              <Text size="sm">{t('sso.signing_in')}</Text>
            </Group>
          )}
          {step ? (
            <SecondFactorForm
              challenge={step.challenge}
              methods={step.methods}
              onSignedIn={signedIn}
              onBack={() => {
                setStep(null);
                form.setFieldValue('password', '');
              }}
            />
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <TextInput
                  label={t('login.username')}
                  autoComplete="username"
                  autoFocus
                  {...form.getInputProps('username')}
                />
                <PasswordInput
                  label={t('login.password')}
                  autoComplete="current-password"
                  {...form.getInputProps('password')}
                />
                <Button type="submit" loading={busy} fullWidth size="md">
                  {t('login.submit')}
                </Button>
              </Stack>
            </form>
          )}
          {!challenge && (
            <>
              <Divider label={t('login.or')} labelPosition="center" />
              <PasskeyButton onSignedIn={signedIn} onError={setErrorKey} />
            </>
          )}
          {saml?.enabled && saml.name && !challenge && (
            <>
              <Divider label={t('login.or')} labelPosition="center" />
              <SamlButton name={saml.name} disabled={ssoBusy} />
            </>
          )}
          {showSso && !challenge && (
            <>
              <Divider label={t('login.or')} labelPosition="center" />
              <SsoButton leftSection={<IconBuildingSkyscraper size={18} />} onError={setErrorKey} disabled={ssoBusy} />
            </>
          )}
          <Anchor component="a" href="/dashboard/public/" size="xs" ta="center" c="dimmed">
            {t('public.welcome')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
