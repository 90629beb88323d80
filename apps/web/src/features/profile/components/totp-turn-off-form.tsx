import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { twoFactorErrorText } from '@/lib/two-factor';
import { useDisableTotp } from '../api/two-factor';

/** Turning two-factor sign-in off, proven by a current code (or a recovery code) or the password. */
export function TotpTurnOffForm() {
  const { t, i18n } = useTranslation();
  const disable = useDisableTotp();
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '', password: '' },
    validate: {
      code: (v, values) => (v.trim() || values.password ? null : t('two_factor.code_or_password')),
    },
  });
  const submit = form.onSubmit((values) =>
    disable.mutate(values.code.trim() ? { code: values.code.trim() } : { password: values.password }, {
      onSuccess: () => {
        form.reset();
        notifications.show({ color: 'teal', message: t('security.turned_off') });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('security.turn_off')}>
      <Stack gap="sm">
        <Text size="sm">{t('security.turn_off_help')}</Text>
        <TextInput
          label={t('security.code_or_recovery')}
          autoComplete="one-time-code"
          {...form.getInputProps('code')}
        />
        <PasswordInput
          label={t('security.password')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        {disable.error && (
          <Alert color="red" role="alert">
            {twoFactorErrorText(disable.error, i18n.language)}
          </Alert>
        )}
        <Button type="submit" color="red" variant="light" loading={disable.isPending} style={{ alignSelf: 'start' }}>
          {t('security.turn_off')}
        </Button>
      </Stack>
    </form>
  );
}
