import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { PASSKEY_NAME_MAX, type TPasskey } from '@flexapp/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';
import { passkeyErrorText } from '@/lib/passkeys';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys';

/** Passkeys (decision 307): add one under a name, see them with their last use, remove one. */
export function PasskeysCard() {
  const { t, i18n } = useTranslation();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: { name: (v) => (v.trim() ? null : t('passkeys.name_required')) },
  });
  const submit = form.onSubmit(({ name }) =>
    add.mutate(name.trim(), {
      onSuccess: (made) => {
        form.reset();
        notifications.show({ color: 'teal', message: t('passkeys.added', { name: made.name }) });
      },
    }),
  );
  const list = passkeys.data?.passkeys ?? [];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="passkeys-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="passkeys-title">
          {t('passkeys.title')}
        </Title>
        <Text size="sm">{t('passkeys.intro')}</Text>
        {passkeys.isPending && <Loader size="sm" role="status" aria-label={t('passkeys.loading')} />}
        {passkeys.isError && <Alert color="red">{t('passkeys.failed')}</Alert>}
        {passkeys.data && list.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('passkeys.none')}
          </Text>
        )}
        {list.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('passkeys.list')}>
            {list.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} />
            ))}
          </Stack>
        )}
        <form onSubmit={submit} noValidate aria-label={t('passkeys.add')}>
          <Group align="end" gap="sm" wrap="wrap">
            <TextInput
              label={t('passkeys.name')}
              description={t('passkeys.name_help')}
              maxLength={PASSKEY_NAME_MAX}
              style={{ flex: '1 1 12rem' }}
              {...form.getInputProps('name')}
            />
            <Button type="submit" loading={add.isPending}>
              {t('passkeys.add')}
            </Button>
          </Group>
        </form>
        {add.error && (
          <Alert color="red" role="alert">
            {passkeyErrorText(add.error, i18n.language, t('passkeys.cancelled'))}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function PasskeyRow({ passkey }: { passkey: TPasskey }) {
  const { t } = useTranslation();
  const remove = useRemovePasskey();
  return (
    <Paper withBorder p="sm" radius="sm" component="li" aria-label={passkey.name}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {passkey.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('passkeys.created', { at: formatDateTime(passkey.created_at) })} ·{' '}
            {passkey.last_used_at
              ? t('passkeys.last_used', { at: formatDateTime(passkey.last_used_at) })
              : t('passkeys.never_used')}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          loading={remove.isPending}
          aria-label={t('passkeys.remove_named', { name: passkey.name })}
          onClick={() => {
            if (!window.confirm(t('passkeys.remove_confirm', { name: passkey.name }))) return;
            remove.mutate(passkey.id, {
              onSuccess: () =>
                notifications.show({ color: 'teal', message: t('passkeys.removed', { name: passkey.name }) }),
            });
          }}
        >
          {t('passkeys.remove')}
        </Button>
      </Group>
    </Paper>
  );
}
